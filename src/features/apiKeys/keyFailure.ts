// A refused key call in the page's own words; other codes as the auth forms show them.
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';
import { type FormFailure, formFailure } from '../auth/failure';
import { MalformedAnswer } from '../markets/tradingApi';
import { ApiError } from '../../api/http';

const OWN: Readonly<Record<string, MessageId>> = {
  [CODES.apiKeyVerifyFailed]: 'auth.error.wrongCode',
  [CODES.apiKeyLimit]: 'apikey.error.limit',
  [CODES.apiKeyNotFound]: 'apikey.error.notFound',
  [CODES.forbidden]: 'apikey.error.forbidden',
};

export function keyFailure(error: unknown): FormFailure {
  if (error instanceof MalformedAnswer) return { id: 'error.unreadable' };
  if (error instanceof ApiError && error.failure.kind === 'envelope') {
    const id = OWN[error.failure.code];
    if (id) return { id };
  }
  return formFailure(error, 'code');
}
