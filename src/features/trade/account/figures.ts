// How the account tables write their figures: prices and amounts at the symbol's precision (the
// wire's own digits while the symbol list is missing), USDT to the cent or finer, times with the
// date, each in the user's language.
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { SymbolInfo } from '../../../core/markets/symbols';

/** PnL moves by fractions of a cent on small positions; four decimals let the live figure be seen moving. */
export const PNL_DECIMALS = 4;
export const MARGIN_DECIMALS = 2;

export function priceText(text: string | null, info: SymbolInfo | undefined, bcp47: string): string {
  return formatDecimalText(text, bcp47, info ? { decimals: info.pricePrecision } : {});
}

export function amountText(text: string | null, info: SymbolInfo | undefined, bcp47: string): string {
  return formatDecimalText(text, bcp47, info ? { decimals: info.amountPrecision } : {});
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** "11/21 14:05:09": month, day and a 24-hour time, in the user's time zone and digits. */
export function dateTimeText(epochMs: number, bcp47: string): string {
  let format = dateTimes.get(bcp47);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    dateTimes.set(bcp47, format);
  }
  return Number.isFinite(epochMs) && epochMs > 0 ? format.format(epochMs) : '—';
}
