// The session's life at start and at its end: the common config, the rates (refreshed every 30
// minutes while the app is open), the user record when a session cookie exists, and section 8's
// forced logout.
import { ApiError } from '../../api/http';
import { clearCookie, clientCommonConfig, usdtRate, userInfo } from '../../api/endpoints';
import { forgetDeviceBinding } from '../../api/signing';
import { userRecordFrom } from '../../core/account';
import { readCookie, serializeCookie } from '../../core/cookies';
import { CACHE_KEYS } from '../../core/preferences';
import { RATE_KEYS, type Rates } from '../../core/protocol/account';
import { COOKIES } from '../../core/protocol/wire';
import { type ToastMessage, endsSession } from '../../core/request/catalogue';
import { reconnectDelay } from '../../core/markets/reconnect';
import { parseStored } from '../../core/storedValue';
import { RATES_REFRESH_MS } from '../../core/rates';
import { readDocumentCookies, localStore, writeDocumentCookie } from '../../platform/storage';
import { endsShownAccount } from '../../core/sessionAnnouncement';
import { type createStore, commonConfigAtom, preferencesAtom, pushToastAtom, ratesAtom, sessionAtom } from '../../state/hooks';
import { announceSession, onSessionAnnouncement } from './sessionTabs';

type Store = ReturnType<typeof createStore>;

export function hasSessionCookie(): boolean {
  return Boolean(readCookie(readDocumentCookies(), COOKIES.sessionToken));
}

let retry: { timer: ReturnType<typeof setTimeout>; attempt: number } | null = null;

function stopRetrying(): void {
  if (retry) clearTimeout(retry.timer);
  retry = null;
}

/**
 * Asks the server who is signed in. Only a logout code of the error catalogue signs the user out
 * on screen: a failed, late or unreadable answer keeps a known user shown (or says the account is
 * unconfirmed) and asks again with backoff, quietly, until the server answers.
 * `forget`: another account may be signed in now (another tab's sign-in or switch), so the one
 * shown must not stay on screen meanwhile.
 */
export async function loadUser(store: Store, { forget = false }: { forget?: boolean } = {}): Promise<void> {
  const attempt = retry?.attempt ?? 0;
  stopRetrying();
  if (!hasSessionCookie()) {
    store.set(sessionAtom, { status: 'anonymous' });
    return;
  }
  const before = store.get(sessionAtom);
  if (forget || (before.status !== 'signed-in' && before.status !== 'unconfirmed')) store.set(sessionAtom, { status: 'loading' });
  try {
    const user = userRecordFrom(await userInfo({ quiet: attempt > 0 }));
    if (!user) throw new Error('unreadable user record');
    store.set(sessionAtom, { status: 'signed-in', user });
    localStore.set(CACHE_KEYS.global_user_id, JSON.stringify(user.userId));
    store.set(preferencesAtom, { login: true });
  } catch (error) {
    if (error instanceof ApiError && error.cancelled) return;
    if (error instanceof ApiError && endsSession(error.failure)) {
      store.set(sessionAtom, { status: 'anonymous' });
      return;
    }
    if (store.get(sessionAtom).status !== 'signed-in') store.set(sessionAtom, { status: 'unconfirmed' });
    retry = { timer: setTimeout(() => void loadUser(store), reconnectDelay(attempt)), attempt: attempt + 1 };
  }
}

/** Another tab signed in, out, switched account or was forced out: look at the shared cookies again now. */
export function followOtherTabs(store: Store): void {
  onSessionAnnouncement(({ event }) => {
    if (event === 'forced-logout') store.set(pushToastAtom, { id: 'error.loginExpired' });
    void loadUser(store, { forget: endsShownAccount(event) });
  });
}

/** The user's "Try again", the network coming back or the tab shown again: ask now, not at the next backoff step. */
export function retryUserNow(store: Store): void {
  if (retry || store.get(sessionAtom).status === 'unconfirmed') void loadUser(store);
}

export async function loadCommonConfig(store: Store): Promise<void> {
  try {
    const data = await clientCommonConfig();
    store.set(commonConfigAtom, {
      eventLogUploadSwitch: data?.clientCommonConfig?.eventLogUploadSwitch === true,
      userId: typeof data?.clientCommonConfig?.userId === 'string' ? data.clientCommonConfig.userId : '',
      ip: typeof data?.localVo?.ip === 'string' ? data.localVo.ip : '',
    });
  } catch {
    // Analytics stays off without the switch; nothing else depends on this call.
  }
}

function ratesFrom(data: { rates?: Partial<Rates> } | null): Rates | null {
  const raw = data?.rates;
  if (!raw || typeof raw !== 'object') return null;
  return Object.fromEntries(RATE_KEYS.map((key) => [key, typeof raw[key] === 'string' ? raw[key] : '0'])) as Rates;
}

export async function loadRates(store: Store, locale: string): Promise<void> {
  try {
    const rates = ratesFrom(await usdtRate(locale));
    if (rates) store.set(ratesAtom, rates);
  } catch {
    // Amounts stay in USDT (or at the last rates) until the next refresh.
  }
}

/** Section 9: rates are fetched at start and refreshed after 30 minutes, for as long as the app is open. */
export function keepRatesFresh(store: Store, locale: () => string): void {
  void loadRates(store, locale());
  setInterval(() => void loadRates(store, locale()), RATES_REFRESH_MS);
}

function expireCookie(name: string): void {
  writeDocumentCookie(serializeCookie(name, '', { maxAgeSeconds: 0 }));
}

const RELOAD_MARK = 'openex:forced-logout-at';
const MESSAGE_MARK = 'openex:forced-logout-message';
const RELOAD_GUARD_MS = 10_000;

/** A gateway that keeps answering 20906 must not turn the forced logout into a reload loop. */
function reloadedJustNow(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return true;
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    return false;
  } catch {
    return false;
  }
}

/** The reload would wipe the toast that says why the session ended; it is shown again after it. */
function keepMessageForAfterReload(message: ToastMessage | null): void {
  try {
    if (message) sessionStorage.setItem(MESSAGE_MARK, JSON.stringify(message));
  } catch {
    // Without session storage the reason is only shown before the reload.
  }
}

export function takeMessageFromBeforeReload(): ToastMessage | null {
  try {
    const raw = sessionStorage.getItem(MESSAGE_MARK);
    sessionStorage.removeItem(MESSAGE_MARK);
    const parsed = parseStored(raw) as Partial<{ id: unknown; text: unknown }> | undefined;
    if (parsed && typeof parsed.text === 'string') return { text: parsed.text.slice(0, 500) };
    if (parsed && parsed.id === 'error.loginExpired') return { id: 'error.loginExpired' };
    if (parsed && parsed.id === 'error.unknown') return { id: 'error.unknown' };
    return null;
  } catch {
    return null;
  }
}

/**
 * Section 8: log the reason, clear the refresh token at the gateway and the session here, reload.
 * A visitor who never signed in (no session cookie, login flag off) has nothing to clear.
 */
export async function endSession(store: Store, reason: string, message: ToastMessage | null = null): Promise<void> {
  console.warn('[session] forced logout:', reason);
  const hadSession = hasSessionCookie() || store.get(preferencesAtom).login || store.get(sessionAtom).status !== 'anonymous';
  if (!hadSession) return;
  try {
    await clearCookie();
  } catch {
    // The cookies below still end the session on this side; the gateway expires it on its own.
  }
  await forgetDeviceBinding().catch(() => undefined);
  expireCookie(COOKIES.sessionToken);
  expireCookie(COOKIES.userId);
  localStore.set(CACHE_KEYS.global_user_id, null);
  store.set(preferencesAtom, { login: false });
  store.set(sessionAtom, { status: 'anonymous' });
  announceSession('forced-logout');
  if (reloadedJustNow()) return;
  keepMessageForAfterReload(message);
  window.location.reload();
}
