// A user's favourite markets: a list of market references, kept in local storage while signed out
// and at the gateway for the account once signed in (docs/protocol.md, Favourites). One check for
// both: the gateway reads a request with it, the page reads the answer and local storage with it.
import { type MarketKind, isMarketKind } from './symbols';

export interface MarketRef {
  readonly market: MarketKind;
  readonly symbol: string;
}

/** More than any trader stars; a list beyond it is refused whole, never cut silently. */
export const MAX_FAVORITES = 200;

const SYMBOL = /^[A-Z0-9]{2,24}$/;

export const marketKey = (ref: MarketRef): string => `${ref.market}:${ref.symbol}`;

/** One reference, or why it is not one. */
export function parseMarketRef(raw: unknown): MarketRef | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'each favourite must be an object {market, symbol}';
  const r = raw as Record<string, unknown>;
  if (!isMarketKind(r.market)) return "market must be 'spot' or 'futures'";
  if (typeof r.symbol !== 'string' || !SYMBOL.test(r.symbol)) return 'symbol must be a symbol such as BTCUSDT';
  return { market: r.market, symbol: r.symbol };
}

/**
 * A list of references, duplicates dropped (first kept), or why it is not one: not a list, more
 * than `max` entries, or an entry that is not a reference. The gateway refuses such a request whole.
 */
export function parseFavoriteList(raw: unknown, max = MAX_FAVORITES): MarketRef[] | string {
  if (!Array.isArray(raw)) return 'favorites must be a list of {market, symbol}';
  if (raw.length > max) return `favorites holds at most ${max} markets`;
  const seen = new Set<string>();
  const out: MarketRef[] = [];
  for (const item of raw) {
    const ref = parseMarketRef(item);
    if (typeof ref === 'string') return ref;
    if (seen.has(marketKey(ref))) continue;
    seen.add(marketKey(ref));
    out.push(ref);
  }
  return out;
}

/**
 * What was stored (local storage, an older version, a hand edit): its good references, the rest
 * dropped one by one, at most `MAX_FAVORITES`. Anything unreadable reads as no favourites, never an error.
 */
export function readStoredFavorites(raw: unknown): MarketRef[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: MarketRef[] = [];
  for (const item of raw) {
    const ref = parseMarketRef(item);
    if (typeof ref === 'string' || seen.has(marketKey(ref))) continue;
    seen.add(marketKey(ref));
    out.push(ref);
    if (out.length === MAX_FAVORITES) break;
  }
  return out;
}

export const isFavorite = (list: readonly MarketRef[], ref: MarketRef): boolean => list.some((f) => f.market === ref.market && f.symbol === ref.symbol);

/** The list with the market added at the end, or taken out when it is there. */
export function toggleFavorite(list: readonly MarketRef[], ref: MarketRef): MarketRef[] {
  return isFavorite(list, ref) ? list.filter((f) => marketKey(f) !== marketKey(ref)) : [...list, { market: ref.market, symbol: ref.symbol }];
}

/**
 * At sign-in, the favourites starred while signed out join the account's: the account's first, in
 * its order, then the local ones it lacks, up to the limit (the account's are never pushed out).
 * `added` is what the account must be told of; empty when it already has them all.
 */
export function mergeFavorites(account: readonly MarketRef[], local: readonly MarketRef[]): { merged: MarketRef[]; added: MarketRef[] } {
  const merged = [...account];
  const added: MarketRef[] = [];
  for (const ref of local) {
    if (merged.length >= MAX_FAVORITES) break;
    if (isFavorite(merged, ref)) continue;
    merged.push(ref);
    added.push(ref);
  }
  return { merged, added };
}
