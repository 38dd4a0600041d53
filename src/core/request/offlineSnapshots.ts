// Market data the service worker keeps for offline use: the last good answer of each public market
// call, served when the network is gone and marked with the time it was saved, so the page can say
// how old what it shows is. The same call with the same parameters is one snapshot: the per-call
// timestamp the conventions add is not part of its key.
import { MARKET_PATHS } from '../markets/paths';

/** Response header on an answer the worker served from its snapshots: epoch ms when it was saved. */
export const SAVED_AT_HEADER = 'x-openex-saved-at';

export const SNAPSHOT_CACHE = 'openex-market-snapshots';

const SNAPSHOT_PATHS: ReadonlySet<string> = new Set([MARKET_PATHS.symbols, MARKET_PATHS.tickers, MARKET_PATHS.ticker, MARKET_PATHS.candles]);
const NOT_PART_OF_KEY = new Set(['timestamp']);

/** The snapshot key of a GET, or null when the call is not kept for offline use. */
export function snapshotKey(method: string, url: URL): string | null {
  if (method !== 'GET' || !SNAPSHOT_PATHS.has(url.pathname)) return null;
  const params = [...url.searchParams].filter(([name]) => !NOT_PART_OF_KEY.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

/** The saved time of an answer, or null for a live one (or a header that is not a time). */
export function savedAtOf(header: string | null): number | null {
  if (header === null || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

export type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

/** A snapshot's age in its largest whole unit, as a negative value for a relative-time formatter. */
export function snapshotAge(savedAt: number, now: number): { readonly value: number; readonly unit: AgeUnit } {
  const seconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  if (seconds < 60) return { value: -seconds, unit: 'second' };
  if (seconds < 3600) return { value: -Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: -Math.floor(seconds / 3600), unit: 'hour' };
  return { value: -Math.floor(seconds / 86_400), unit: 'day' };
}
