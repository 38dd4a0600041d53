// A refused sub-account call in the page's own words; other codes as the security forms show them.
import { ApiError } from '../../api/http';
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';
import { type FormFailure, formFailure } from '../auth/failure';
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
  if (error instanceof MalformedAnswer) return { id: 'error.unreadable' };
  if (error instanceof ApiError && error.failure.kind === 'envelope') {
    const id = OWN[error.failure.code];
    if (id) return { id };
  }
  return formFailure(error, 'code');
}
