// Amounts and values as text for one language. Balances are shown exactly (their own decimals,
// at least two); values are money in the display currency, or USDT when there is no rate.
import { formatMoney } from '../../core/format';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { toLocalInput } from '../../core/markets/localNumber';
import { unitsText } from '../../core/markets/valuation';
import type { Valuation } from '../../core/rates';

/** "2500.00000000" → "2500.00", "0.02000000" → "0.02": trailing zeros go, two decimals stay. */
function trimmed(units: bigint): { text: string; decimals: number } {
  const [whole, fraction = ''] = unitsText(units).split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  return { text: `${whole}.${kept}`, decimals: kept.length };
}

/** A balance, exactly, grouped as the language groups. */
export function amountText(units: bigint, bcp47: string, style: { signed?: boolean } = {}): string {
  const { text, decimals } = trimmed(units);
  return formatDecimalText(text, bcp47, { decimals, ...style });
}

/** A balance as an input field takes it: exact, ASCII digits, the language's separator, no grouping. */
export function inputAmountText(units: bigint, bcp47: string): string {
  return toLocalInput(trimmed(units).text, bcp47);
}

/** USDT to the cent, for values. */
export function usdtText(units: bigint, bcp47: string, style: { signed?: boolean } = {}): string {
  return `${formatDecimalText(unitsText(units), bcp47, { decimals: 2, ...style })} USDT`;
}

/** A value in the display currency; Intl knows no USDT, so that one is written out. */
export function moneyText(valuation: Valuation, bcp47: string): string {
  if (valuation.currency === 'USDT') return `${formatDecimalText(valuation.amount.toFixed(2), bcp47, { decimals: 2 })} USDT`;
  return formatMoney(valuation.amount, valuation.currency, bcp47);
}
