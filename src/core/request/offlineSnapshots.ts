// Market data the service worker keeps for offline use: the last good answer of each public market
// call, served when the network is gone and marked with the time it was saved, so the page can say
// how old what it shows is. The same call with the same parameters is one snapshot: the per-call
// timestamp the conventions add is not part of its key.
import { MARKET_PATHS } from '../markets/paths';
import { duplicateKey } from './conventions';

/** Response header on an answer the worker served from its snapshots: epoch ms when it was saved. */
export const SAVED_AT_HEADER = 'x-openex-saved-at';

export const SNAPSHOT_CACHE = 'openex-market-snapshots';

const SNAPSHOT_PATHS: ReadonlySet<string> = new Set([MARKET_PATHS.symbols, MARKET_PATHS.tickers, MARKET_PATHS.ticker, MARKET_PATHS.candles]);
/** The snapshot's path and query (the duplicate key's, without the timestamp), or null when the call is not kept offline. */
export function snapshotPath(method: string, pathAndQuery: string): string | null {
  const path = pathAndQuery.split('?', 1)[0] ?? '';
  if (method !== 'GET' || !SNAPSHOT_PATHS.has(path)) return null;
  return duplicateKey('GET', pathAndQuery).slice('GET '.length);
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
