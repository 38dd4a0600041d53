// A refused key call in the page's own words; other codes as the auth forms show them.
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';
import { type FormFailure, failureIn } from '../auth/failure';
import { MalformedAnswer } from '../markets/tradingApi';

const OWN: Readonly<Record<string, MessageId>> = {
  [CODES.apiKeyVerifyFailed]: 'auth.error.wrongCode',
  [CODES.apiKeyLimit]: 'apikey.error.limit',
  [CODES.apiKeyNotFound]: 'apikey.error.notFound',
  [CODES.forbidden]: 'apikey.error.forbidden',
};

export function keyFailure(error: unknown): FormFailure {
  return error instanceof MalformedAnswer ? { id: 'error.unreadable' } : failureIn(OWN, error);
}
