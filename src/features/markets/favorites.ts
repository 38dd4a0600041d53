// The favourite markets on screen: in local storage while signed out, at the gateway for the
// account once signed in (the stars starred signed out join the account's at sign-in and leave
// this browser). Every tab follows: a change is announced on a BroadcastChannel with its owner, and
// a tab shown again asks the gateway, so a change made on another device appears too.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../api/http';
import { type MarketRef, isFavorite, mergeFavorites, readStoredFavorites, toggleFavorite } from '../../core/markets/favorites';
import { CODES } from '../../core/protocol/codes';
import { localStore } from '../../platform/storage';
import { type PageToast, pushToastAtom, sessionAtom, useAtomValue, useSetAtom } from '../../state/hooks';
import { addFavorites, fetchFavorites, removeFavorites } from './favoritesApi';
import { tradingFailure } from './tradingFailure';

const LOCAL_KEY = 'market_favorites';
const CHANNEL = 'openex-favorites';
/** Far more than 200 references take; a longer entry is not ours and is read as none. */
const MAX_LOCAL_TEXT = 32_768;

/** Whose list is shown: this browser's (signed out) or an account's. */
type Owner = { readonly kind: 'local' } | { readonly kind: 'account'; readonly userId: string };

export interface FavoritesState {
  readonly owner: Owner;
  readonly list: readonly MarketRef[];
  /** False while an account's list is on its way. */
  readonly ready: boolean;
}

function readLocal(): MarketRef[] {
  const text = localStore.get(LOCAL_KEY);
  if (!text || text.length > MAX_LOCAL_TEXT) return [];
  try {
    return readStoredFavorites(JSON.parse(text));
  } catch {
    return [];
  }
}

const writeLocal = (list: readonly MarketRef[]) => localStore.set(LOCAL_KEY, list.length === 0 ? null : JSON.stringify(list));

const sameOwner = (a: Owner, b: Owner) => (a.kind === 'local' ? b.kind === 'local' : b.kind === 'account' && a.userId === b.userId);

let state: FavoritesState = { owner: { kind: 'local' }, list: readLocal(), ready: true };
const listeners = new Set<() => void>();
/** Changes sent to the gateway and not answered yet: only the last answer is the list to show. */
let pending = 0;

function set(next: FavoritesState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

function announce(): void {
  channel?.postMessage({ owner: state.owner, list: state.list });
}

channel?.addEventListener('message', (message: MessageEvent<unknown>) => {
  const data = message.data as { owner?: Owner; list?: unknown } | null;
  const owner = data?.owner;
  if (!owner || !sameOwner(owner, state.owner) || pending > 0) return;
  set({ ...state, list: owner.kind === 'local' ? readLocal() : readStoredFavorites(data.list) });
});

/** The account's list, with this browser's signed-out stars added to it (then forgotten here). */
async function loadAccount(userId: string): Promise<void> {
  const owner: Owner = { kind: 'account', userId };
  const isCurrent = () => sameOwner(state.owner, owner);
  try {
    let list = await fetchFavorites();
    const { added } = mergeFavorites(list, readLocal());
    if (added.length > 0) {
      list = await addFavorites(added);
      writeLocal([]);
    }
    if (isCurrent() && pending === 0) {
      set({ owner, list, ready: true });
      if (added.length > 0) announce();
    }
  } catch {
    // Shown as no stars; the next time the tab is shown (or the user stars one) asks again.
    if (isCurrent()) set({ ...state, ready: true });
  }
}

/** Called with the signed-in user, null when signed out; undefined while that is not known yet. */
function follow(userId: string | null | undefined): void {
  if (userId === undefined) return;
  const owner: Owner = userId === null ? { kind: 'local' } : { kind: 'account', userId };
  if (sameOwner(owner, state.owner) && state.ready) return;
  if (owner.kind === 'local') {
    set({ owner, list: readLocal(), ready: true });
    return;
  }
  if (!sameOwner(owner, state.owner)) set({ owner, list: [], ready: false });
  void loadAccount(owner.userId);
}

function failureToast(error: unknown): PageToast | null {
  if (error instanceof ApiError && error.failure.kind === 'envelope' && error.failure.code === CODES.tooManyFavorites) return { id: 'markets.favorites.tooMany' };
  return tradingFailure(error);
}

async function change(ref: MarketRef, toast: (message: PageToast) => void): Promise<void> {
  const before = state;
  const list = toggleFavorite(state.list, ref);
  set({ ...state, list });
  if (state.owner.kind === 'local') {
    writeLocal(list);
    announce();
    return;
  }
  const owner = state.owner;
  pending += 1;
  try {
    const answer = await (isFavorite(before.list, ref) ? removeFavorites([ref]) : addFavorites([ref]));
    pending -= 1;
    if (pending === 0 && sameOwner(state.owner, owner)) {
      set({ ...state, list: answer });
      announce();
    }
  } catch (error) {
    pending -= 1;
    if (sameOwner(state.owner, owner)) set({ ...state, list: toggleFavorite(state.list, ref) });
    const message = failureToast(error);
    if (message) toast(message);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => state;

/**
 * The favourites of whoever is signed in (or of this browser), and the star's action. `active`
 * false (the trading screen while its picker is closed) asks the gateway nothing: a trading visit
 * does not wait on, or pay for, a list it does not show.
 */
export function useFavorites(active = true): { favorites: FavoritesState; toggle: (ref: MarketRef) => void } {
  const session = useAtomValue(sessionAtom);
  const pushToast = useSetAtom(pushToastAtom);
  const known = session.status === 'signed-in' ? session.user.userId : session.status === 'anonymous' ? null : undefined;
  const userId = active ? known : undefined;
  useEffect(() => follow(userId), [userId]);
  // Another device may have changed the account's list: look again when the tab is shown.
  useEffect(() => {
    if (!userId) return undefined;
    const onShow = () => {
      if (document.visibilityState === 'visible' && pending === 0) void loadAccount(userId);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [userId]);
  const favorites = useSyncExternalStore(subscribe, snapshot, snapshot);
  const toggle = useCallback((ref: MarketRef) => void change(ref, pushToast), [pushToast]);
  return { favorites, toggle };
}
