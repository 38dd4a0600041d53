// Numbers and money through Intl, with the currency symbols of section 3 where the specification
// names them (Intl's narrow symbol for TWD is a bare '$', which a Taiwanese user would misread).
import { CURRENCY_SYMBOLS } from './languages';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(bcp47: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(bcp47, options);
    formatters.set(key, f);
  }
  return f;
}

export function formatMoney(amount: number, currency: string, bcp47: string, maximumFractionDigits = 2): string {
  const f = formatter(bcp47, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits, minimumFractionDigits: Math.min(2, maximumFractionDigits) });
  const symbol = CURRENCY_SYMBOLS[currency];
  return f
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
    .join('');
}

export function formatDecimal(value: number, bcp47: string, fractionDigits: number): string {
  return formatter(bcp47, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

export function formatPercent(ratio: number, bcp47: string): string {
  return formatter(bcp47, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(ratio);
}
