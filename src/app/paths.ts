// Links inside the locale-scoped router are written without the locale; wouter adds the base.
import type { RecordKind, StatusFilter } from '../core/markets/records';
export { DEFAULT_FUTURES_PATH, DEFAULT_SPOT_PATH } from '../core/simulation';

export const spotPath = (symbol: string) => `/spot/${symbol}`;
export const futuresPath = (symbol: string) => `/futures/usdt/${symbol}`;
export const DEFAULT_MARGIN_PATH = '/trade-margin/BTCUSDT';
export const marginPath = (symbol: string) => `/trade-margin/${symbol}`;
/**
 * Whether a locale-free address opens on the spot or futures screen (the root redirects to spot):
 * those render with the first part of the catalogue (build/firstVisitMessages.ts), every other
 * page with all of it.
 */
export const opensTradingScreen = (localeFreePath: string): boolean => /^\/(?:spot(?:\/|$)|futures(?:\/|$)|$)/.test(localeFreePath);
/** Whether a locale-free address is a trading page, which loads its screen after its heading. */
export const isTradingPage = (localeFreePath: string): boolean => /^\/(?:spot|futures\/usdt|trade-margin)\/[^/]+$/.test(localeFreePath);
export const marketPath = (market: 'spot' | 'futures', symbol: string) => (market === 'spot' ? spotPath(symbol) : futuresPath(symbol));

/** Market symbols as the exchange writes them: upper-case letters and digits. */
export function parseSymbol(raw: string | undefined): string | null {
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const symbol = decoded.toUpperCase();
  return /^[A-Z0-9]{2,24}$/.test(symbol) ? symbol : null;
}

/** The records page at one history (`/record/exchange?tab=spotFills`), optionally at a status (`open`). */
export const recordsHref = (tab: RecordKind, status?: StatusFilter): string => `/record/exchange?tab=${tab}${status ? `&status=${status}` : ''}`;
