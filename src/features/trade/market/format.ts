// Figures of the market views that formatDecimalText does not cover: percentages, where the sign
// and its place differ by language ("1,25 %", "%1,25", "١٫٢٥٪"), and the time of a trade.
const percentFormats = new Map<string, Intl.NumberFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

const PERCENT_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "-1.25" (percent) as "-0.0125" (a fraction), moving the point, not multiplying a double. */
export function percentToFraction(text: string): string | null {
  const match = PERCENT_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = whole.padStart(3, '0') + fraction;
  const point = Math.max(whole.length, 3) - 2;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A percentage given in percent ("1.25") as the language writes it ("+1.25%"); '—' when malformed. */
export function formatPercentText(text: string | null | undefined, bcp47: string, decimals: number, signed = false): string {
  const fraction = text == null ? null : percentToFraction(text);
  if (fraction === null) return '—';
  const key = `${bcp47}|${decimals}|${signed}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: signed ? 'exceptZero' : 'auto' });
    percentFormats.set(key, format);
  }
  // ES2023 Intl formats a decimal string exactly; the lib types still say number.
  return format.format(fraction as unknown as number);
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** A large figure read at a glance ("1.2M", "1,2 Mio.", "١٫٢ مليون"); '—' when malformed. */
export function formatCompactText(text: string | null | undefined, bcp47: string): string {
  if (text == null || !/^\d+(\.\d+)?$/.test(text)) return '—';
  let format = compactFormats.get(bcp47);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, { notation: 'compact', maximumFractionDigits: 2 });
    compactFormats.set(bcp47, format);
  }
  return format.format(text as unknown as number);
}

/** HH:MM:SS on a 24-hour clock, in the language's digits, in the user's time zone. */
export function formatTimeOfDay(epochMs: number, bcp47: string): string {
  let format = timeFormats.get(bcp47);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    timeFormats.set(bcp47, format);
  }
  return Number.isFinite(epochMs) ? format.format(epochMs) : '—';
}

/** -1, 0 or 1 by the sign of a decimal text ("-0.00" is 0); 0 when malformed. */
export function signOf(text: string | null | undefined): -1 | 0 | 1 {
  if (text == null || !PERCENT_TEXT.test(text) || !/[1-9]/.test(text)) return 0;
  return text.startsWith('-') ? -1 : 1;
}
