// The error catalogue of section 8 as data: what a failed call shows, and what it sets off.
// The page carries the reactions out (toasts, logout, reloads) behind the 2000 ms gate.
import { CODES, FORCED_LOGOUT_CODES } from '../protocol/codes';

export type Failure =
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'http'; readonly status: number }
  /** An empty answer, or an envelope without `data`. */
  | { readonly kind: 'no-data' }
  /** Text that is not JSON, or JSON that is not an envelope. */
  | { readonly kind: 'unreadable' }
  /** A web page where an envelope belongs: a proxy or load balancer answered in the exchange's place. */
  | { readonly kind: 'error-page'; readonly status: number }
  /** The page refused to send a sign-in: the server key did not verify (section 5). */
  | { readonly kind: 'encryption-unavailable' }
  /** The page could not sign: the browser's key storage (IndexedDB) fails even after repair. */
  | { readonly kind: 'key-storage-unavailable' }
  | { readonly kind: 'envelope'; readonly code: string; readonly msg: string; readonly status: string };

/** Catalogue ids the page must have messages for (checked against the page's message ids). */
export type CatalogueMessageId =
  | 'error.forbidden' | 'error.requestError' | 'error.systemBusy' | 'error.statusBusy' | 'error.loginExpired'
  | 'error.tooManyRequests' | 'error.network' | 'error.timeout' | 'error.unknown' | 'error.noData' | 'error.encryptionUnavailable'
  | 'error.keyStorageUnavailable' | 'error.unreadable' | 'error.errorPage';

/** A translated message, or the server's own words. */
export type ToastMessage =
  | { readonly id: CatalogueMessageId; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/** Section 8's sign-error handling: 00020/00021 reload the config and re-initialise, 00022 only reloads. */
export type SignConfigAction = 'reload-and-reinitialise' | 'reload';

export interface Reaction {
  readonly toast: ToastMessage | null;
  readonly forcedLogout: boolean;
  readonly signConfig: SignConfigAction | null;
  /** The server's message, to be logged (never a secret: the server wrote it for the user). */
  readonly log: string | null;
}

export interface CallFacts {
  /** The user-info call stays silent on 00004-00006 and never forces a logout (section 8). */
  readonly isUserInfo: boolean;
}

const NONE: Reaction = { toast: null, forcedLogout: false, signConfig: null, log: null };
const toast = (message: ToastMessage, extra: Partial<Reaction> = {}): Reaction => ({ ...NONE, toast: message, ...extra });

function httpReaction(status: number): Reaction {
  if (status === 403) return toast({ id: 'error.forbidden' });
  if (status === 404 || status === 504) return toast({ id: 'error.requestError' });
  if (status === 500) return toast({ id: 'error.systemBusy' });
  if (status === 429) return toast({ id: 'error.tooManyRequests' });
  return toast({ id: 'error.statusBusy', values: { status } });
}

const MESSAGE_CODES: readonly string[] = [CODES.sessionInvalid, CODES.accountFrozen, CODES.wrongCredentials];

function envelopeReaction(code: string, msg: string, status: string, call: CallFacts): Reaction {
  const log = msg || code;
  const serverText = msg.trim();
  const forcedLogout = FORCED_LOGOUT_CODES.includes(code) && !call.isUserInfo;
  if (code === CODES.loginExpired || code === CODES.refreshExpired) return toast({ id: 'error.loginExpired' }, { forcedLogout, log });
  if (MESSAGE_CODES.includes(code)) {
    if (call.isUserInfo || !serverText) return { ...NONE, forcedLogout, log };
    return toast({ text: serverText }, { forcedLogout, log });
  }
  if (code === CODES.signInvalid) return toast(serverText ? { text: serverText } : { id: 'error.unknown' }, { forcedLogout: true, log });
  if (code === CODES.signMissing || code === CODES.signModeMismatch) return toast(serverText ? { text: serverText } : { id: 'error.unknown' }, { signConfig: 'reload-and-reinitialise', log });
  if (code === CODES.signExpired) return toast(serverText ? { text: serverText } : { id: 'error.unknown' }, { signConfig: 'reload', log });
  if (code === CODES.tooManyRequests) return toast({ id: 'error.tooManyRequests' }, { log });
  if (status === 'error' && serverText) return toast({ text: serverText }, { log });
  return { ...NONE, log };
}

export function reactionTo(failure: Failure, call: CallFacts): Reaction {
  switch (failure.kind) {
    case 'cancelled':
      return NONE;
    case 'network':
      return toast({ id: 'error.network' });
    case 'timeout':
      return toast({ id: 'error.timeout' });
    case 'no-data':
      return toast({ id: 'error.noData' });
    case 'unreadable':
      return toast({ id: 'error.unreadable' });
    case 'error-page':
      return toast({ id: 'error.errorPage' });
    case 'encryption-unavailable':
      return toast({ id: 'error.encryptionUnavailable' });
    case 'key-storage-unavailable':
      return toast({ id: 'error.keyStorageUnavailable' });
    case 'http':
      return httpReaction(failure.status);
    case 'envelope':
      return envelopeReaction(failure.code, failure.msg, failure.status, call);
  }
}

/**
 * Whether a failure says the session is over. Only the catalogue's logout codes do: a failed,
 * late or unreadable answer says nothing about the session and is retried.
 */
export function endsSession(failure: Failure): boolean {
  return failure.kind === 'envelope' && FORCED_LOGOUT_CODES.includes(failure.code);
}

/** The key under which a toast is debounced: the same words within 2000 ms show once. */
export function toastKey(message: ToastMessage): string {
  return 'text' in message ? `text:${message.text}` : `id:${message.id}:${JSON.stringify(message.values ?? {})}`;
}
