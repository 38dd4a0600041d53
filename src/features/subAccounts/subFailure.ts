// A refused sub-account call in the page's own words; other codes as the security forms show them.
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';
import { type FormFailure, failureIn } from '../auth/failure';
import { MalformedAnswer } from '../markets/tradingApi';

const OWN: Readonly<Record<string, MessageId>> = {
  [CODES.subNameTaken]: 'sub.error.nameTaken',
  [CODES.subAccountLimit]: 'sub.error.limit',
  [CODES.subAccountNotFound]: 'sub.error.notFound',
  [CODES.subAccountFrozen]: 'sub.error.frozenTransfer',
  [CODES.subAccountMainOnly]: 'sub.error.mainOnly',
  [CODES.insufficientBalance]: 'sub.error.insufficient',
  [CODES.amountInvalid]: 'assets.transfer.error.amount',
};

export function subFailure(error: unknown): FormFailure {
  return error instanceof MalformedAnswer ? { id: 'error.unreadable' } : failureIn(OWN, error);
}
