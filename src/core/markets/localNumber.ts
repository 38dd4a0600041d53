// Numbers a person types in their own language, for price and amount inputs. The canonical text
// ("1234.5") is what the order logic and the gateway read; the input shows the language's decimal
// separator. Grouping is refused rather than guessed: in German "1.234" may mean 1234 or 1.234,
// and an order must never be off by a factor of a thousand.

/** Canonical decimal text: ASCII digits, an optional '.' and fraction, no sign, no grouping. */
const CANONICAL = /^\d+(?:\.\d+)?$/;

/**
 * The most digits an integer part may have: the gateway's decimal reader takes at most 30
 * (decimal.ts), and no price or amount comes near it.
 */
const MAX_INTEGER_DIGITS = 30;

// Arabic keyboards type Arabic-Indic digits, Persian ones Eastern Arabic-Indic digits, and
// Japanese and Chinese input methods full-width digits: each maps to its ASCII digit.
const DIGIT_ZEROS = [0x0660, 0x06f0, 0xff10];
/** Always a decimal separator, never a group separator: Arabic '٫' and the full-width stop. */
const EXTRA_DECIMAL_MARKS = ['\u066b', '\uff0e'];
/** Bidi marks that pasted right-to-left text carries around numbers; they have no value. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

const separators = new Map<string, '.' | ','>();

/**
 * The decimal separator of a language as it writes ASCII digits ("de-DE" → ',', "ar" → '.').
 * Inputs show ASCII digits in every language, so this asks for the Latin numbering system.
 */
export function decimalSeparatorOf(bcp47: string): '.' | ',' {
  let separator = separators.get(bcp47);
  if (separator === undefined) {
    separator = '.';
    try {
      const part = new Intl.NumberFormat(bcp47, { numberingSystem: 'latn' }).formatToParts(1.5).find((p) => p.type === 'decimal');
      if (part?.value === ',') separator = ',';
    } catch {
      // An unknown language tag falls back to '.', which every language accepts.
    }
    separators.set(bcp47, separator);
  }
  return separator;
}

function asciiDigit(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return char;
}

/**
 * Typed text with ASCII digits and '.' as the only decimal separator, or null when it holds
 * anything else (a sign, a group separator, a letter, an exponent).
 */
function normalized(text: string, bcp47: string): string | null {
  const local = decimalSeparatorOf(bcp47);
  let out = '';
  for (const char of text.replace(BIDI_MARKS, '').trim()) {
    const digit = asciiDigit(char);
    if (/^[0-9]$/.test(digit)) out += digit;
    else if (char === '.' || char === local || EXTRA_DECIMAL_MARKS.includes(char)) out += '.';
    else return null;
  }
  return out;
}

/** Whether normalized text is a prefix of a decimal: digits and at most one separator. */
function partialParts(text: string): { integer: string; fraction: string | null } | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const integer = match[1] ?? '';
  if (integer.length > MAX_INTEGER_DIGITS) return null;
  return { integer, fraction: match[2] ?? null };
}

/**
 * The canonical decimal text of what a person typed ("1.234,50" is refused; "1234,50" in
 * de-DE → "1234.5"), or null. Both '.' and the language's separator are decimal separators, so
 * "0.5" and "0,5" both work in German; a leading or trailing separator is allowed (",5" → "0.5",
 * "1," → "1"). Leading zeros and zeros ending the fraction are dropped, so equal values have
 * one canonical text.
 */
export function parseLocalDecimal(text: string, bcp47: string): string | null {
  const plain = normalized(text, bcp47);
  if (plain === null) return null;
  const parts = partialParts(plain);
  if (!parts || (parts.integer === '' && !parts.fraction)) return null;
  const integer = parts.integer.replace(/^0+(?=\d)/, '') || '0';
  const fraction = (parts.fraction ?? '').replace(/0+$/, '');
  return fraction ? `${integer}.${fraction}` : integer;
}

/** What an input shows for a canonical decimal: the language's separator, ASCII digits, no grouping ('' for anything else). */
export function toLocalInput(canonical: string, bcp47: string): string {
  if (!CANONICAL.test(canonical)) return '';
  return canonical.replace('.', decimalSeparatorOf(bcp47));
}

/** Why an input refused what a keystroke or a paste would have made it hold. */
export type TypingRefusal =
  | { readonly reason: 'sign' }
  | { readonly reason: 'exponent' }
  | { readonly reason: 'grouping' }
  | { readonly reason: 'decimals'; readonly max: number }
  | { readonly reason: 'tooLong' }
  | { readonly reason: 'character' };

/** Characters people and other apps group digits with: spaces of every width, apostrophes, the Arabic thousands mark. */
const GROUP_MARKS = /[\s\u00a0\u202f'\u2019\u066c]/;

/** The reason for text `normalized` could not read: the first thing in it a person would recognise. */
function unreadable(text: string, bcp47: string): TypingRefusal {
  const plain = text.replace(BIDI_MARKS, '').trim();
  if (/\d\s*[eE]/.test(plain)) return { reason: 'exponent' };
  if (/[-+\u2212]/.test(plain)) return { reason: 'sign' };
  if (GROUP_MARKS.test(plain) || (decimalSeparatorOf(bcp47) === '.' && plain.includes(','))) return { reason: 'grouping' };
  return { reason: 'character' };
}

/**
 * Why the text an input would hold after a keystroke (or a paste) is not a decimal being typed
 * with at most `maxDecimals` decimals, or null when it is ("", "1", "1,", "1,2", ","). An input
 * refuses the keystroke and says why, so a price can never get finer than the tick while it is
 * typed and "-0.01" never turns silently into 0.01.
 */
export function typingRefusal(next: string, bcp47: string, maxDecimals: number): TypingRefusal | null {
  const plain = normalized(next, bcp47);
  if (plain === null) return unreadable(next, bcp47);
  const parts = partialParts(plain);
  if (!parts) {
    // Two separators: "1.000,5" or "1.000.000" is grouping, "1..5" a stray second mark.
    if (/^\d+(?:\.\d{3})+(?:\.\d*)?$/.test(plain)) return { reason: 'grouping' };
    return /^\d*(?:\.\d*)?$/.test(plain) ? { reason: 'tooLong' } : { reason: 'character' };
  }
  if (parts.fraction === null) return null;
  return maxDecimals > 0 && parts.fraction.length <= maxDecimals ? null : { reason: 'decimals', max: maxDecimals };
}
