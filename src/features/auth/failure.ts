// What a refused call says beside the form. Known codes get the page's own words; anything else
// shows what the request layer decided to toast (the server's words or a translated catalogue row).
import { ApiError } from '../../api/http';
import { CODES } from '../../core/protocol/codes';
import type { MessageId } from '../../i18n/messages';

export type FormFailure =
  | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string }
  | null;

export type FailureContext = 'password' | 'code' | 'register';

function ownWords(code: string, context: FailureContext): MessageId | null {
  switch (code) {
    case CODES.accountFrozen:
      return 'auth.error.frozen';
    case CODES.wrongCredentials:
      return context === 'password' ? 'auth.error.wrongPassword' : 'auth.error.wrongCode';
    case CODES.accountExists:
      return 'auth.error.exists';
    case CODES.ticketExpired:
      return context === 'register' ? 'auth.error.wrongCode' : 'auth.error.ticketExpired';
    case CODES.tooManyRequests:
      return 'error.tooManyRequests';
    case CODES.notAgencyAccount:
      return 'auth.error.notAgency';
    case CODES.agencyEntryOnly:
      return 'auth.error.agencyOnly';
    default:
      return null;
  }
}

/** Null for a call that a newer one replaced: nothing went wrong that the user should read. */
export function formFailure(error: unknown, context: FailureContext): FormFailure {
  if (!(error instanceof ApiError)) return { id: 'error.unknown' };
  if (error.cancelled) return null;
  const { failure } = error;
  if (failure.kind === 'envelope') {
    const id = ownWords(failure.code, context);
    if (id) return { id };
    if (failure.msg.trim()) return { text: failure.msg.trim() };
  }
  return error.reaction.toast ?? { id: 'error.unknown' };
}

/** A refusal in a page's own words where `own` names its code, else as formFailure words it. */
export function failureIn(own: Readonly<Record<string, MessageId>>, error: unknown, context: FailureContext = 'code'): FormFailure {
  if (error instanceof ApiError && error.failure.kind === 'envelope') {
    const id = own[error.failure.code];
    if (id) return { id };
  }
  return formFailure(error, context);
}

export function isCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.failure.kind === 'envelope' && error.failure.code === code;
}
