// The transfer form's amount: what the user typed, in their language's way of writing numbers,
// checked against what the wallet has before anything is sent.
import { ASSET_DECIMALS, parseUnits } from '../../core/markets/decimal';
import { parseLocalDecimal } from '../../core/markets/localNumber';

export type AmountProblem = 'empty' | 'malformed' | 'tooPrecise' | 'zero' | 'aboveAvailable';

export type AmountCheck =
  | { readonly ok: true; readonly units: bigint; /** Canonical decimal text for the wire ("12.5"). */ readonly text: string }
  | { readonly ok: false; readonly problem: AmountProblem };

/** `available` null: not known yet (still loading, or its call failed); the gateway then judges the amount. */
export function checkTransferAmount(typed: string, available: bigint | null, bcp47: string): AmountCheck {
  if (typed.trim() === '') return { ok: false, problem: 'empty' };
  const text = parseLocalDecimal(typed, bcp47);
  if (text === null) return { ok: false, problem: 'malformed' };
  const units = parseUnits(text, ASSET_DECIMALS);
  if (units === null) return { ok: false, problem: 'tooPrecise' };
  if (units === 0n) return { ok: false, problem: 'zero' };
  if (available !== null && units > available) return { ok: false, problem: 'aboveAvailable' };
  return { ok: true, units, text };
}
