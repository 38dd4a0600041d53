// Exact decimal strings shown per language. Intl formats a numeric string as an exact decimal
// (no trip through a double), so "67250.94" keeps every digit and gains only the locale's
// separators and digits.
const cache = new Map<string, Intl.NumberFormat>();

export interface DecimalStyle {
  /** Fixed number of decimals: pads with zeros and rounds half-even beyond it. */
  readonly decimals?: number;
  /** Group thousands (default true); off for input fields. */
  readonly grouping?: boolean;
  /** '+' on positive values (changes, PnL). */
  readonly signed?: boolean;
  /** Cut beyond `decimals` instead of rounding half-even: what is available never shows more than it is. */
  readonly truncate?: boolean;
}

function formatterFor(bcp47: string, style: DecimalStyle): Intl.NumberFormat {
  const key = `${bcp47}|${style.decimals ?? ''}|${style.grouping ?? true}|${style.signed ?? false}|${style.truncate ?? false}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(bcp47, {
      ...(style.decimals === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: style.decimals, maximumFractionDigits: style.decimals }),
      useGrouping: style.grouping ?? true,
      signDisplay: style.signed ? 'exceptZero' : 'auto',
      ...(style.truncate ? { roundingMode: 'trunc' } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/** A decimal string ("-0.0150") in the language's style; text that is not a decimal shows as '—'. */
export function formatDecimalText(text: string | null | undefined, bcp47: string, style: DecimalStyle = {}): string {
  if (text == null || !/^-?\d+(\.\d+)?$/.test(text)) return '—';
  // ES2023 Intl accepts decimal strings; the lib types still say number.
  return formatterFor(bcp47, style).format(text as unknown as number);
}
