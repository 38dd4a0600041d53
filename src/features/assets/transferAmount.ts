// The transfer form's amount: what the user typed, in their language's way of writing numbers,
// checked against what the wallet has before anything is sent.
import { ASSET_DECIMALS, parseUnits } from '../../core/markets/decimal';

export type AmountProblem = 'empty' | 'malformed' | 'tooPrecise' | 'zero' | 'aboveAvailable';

export type AmountCheck =
  | { readonly ok: true; readonly units: bigint; /** Canonical decimal text for the wire ("12.5"). */ readonly text: string }
  | { readonly ok: false; readonly problem: AmountProblem };

// Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal separator, as phones type them.
const DIGIT_OFFSETS = [0x0660, 0x06f0];
const ARABIC_DECIMAL = '\u066b';

function westernDigits(text: string): string {
  return [...text].map((c) => {
    const code = c.charCodeAt(0);
    const base = DIGIT_OFFSETS.find((b) => code >= b && code <= b + 9);
    return base === undefined ? c : String(code - base);
  }).join('');
}

/**
 * A typed decimal as canonical text, or null. Either '.' or ',' is the decimal separator (a comma
 * in de, fr, ru…, a point elsewhere; people type both), and only one is allowed, so "1.000,5" is
 * refused rather than guessed at; spaces, which some languages group thousands with, are ignored.
 */
export function readTypedDecimal(typed: string): string | null {
  const text = westernDigits(typed).replace(/[\s\u00a0\u202f]/g, '').replace(ARABIC_DECIMAL, '.');
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || `${match[1]}${match[2] ?? ''}` === '') return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = match[2] ?? '';
  return fraction ? `${whole}.${fraction}` : whole;
}

export function checkTransferAmount(typed: string, available: bigint): AmountCheck {
  if (typed.trim() === '') return { ok: false, problem: 'empty' };
  const text = readTypedDecimal(typed);
  if (text === null) return { ok: false, problem: 'malformed' };
  const units = parseUnits(text, ASSET_DECIMALS);
  if (units === null) return { ok: false, problem: 'tooPrecise' };
  if (units === 0n) return { ok: false, problem: 'zero' };
  if (units > available) return { ok: false, problem: 'aboveAvailable' };
  return { ok: true, units, text };
}
