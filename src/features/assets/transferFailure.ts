// A refused or lost transfer as a message for the dialog. The gateway's own text is English and
// written for developers; the user gets a translated sentence, with the code when it is unexpected.
import { ApiError } from '../../api/http';
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';

export interface FailureMessage {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string>>;
}

export function transferFailure(error: unknown): FailureMessage {
  if (!(error instanceof ApiError)) return { id: 'assets.transfer.error.other', values: { code: '—' } };
  const { failure } = error;
  if (failure.kind === 'network' || failure.kind === 'timeout') return { id: 'assets.transfer.error.noAnswer' };
  if (failure.kind !== 'envelope') return { id: 'assets.transfer.error.other', values: { code: failure.kind === 'http' ? String(failure.status) : failure.kind } };
  switch (failure.code) {
    case CODES.insufficientBalance:
    case CODES.belowMinimum:
      return { id: 'assets.transfer.error.insufficient' };
    case CODES.amountInvalid:
      return { id: 'assets.transfer.error.amount' };
    default:
      return { id: 'assets.transfer.error.other', values: { code: failure.code } };
  }
}
