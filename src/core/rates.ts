// Amounts in the display currency through the usdtRate record (section 3). A rate that is missing,
// zero or not a number leaves the amount in USDT rather than showing a wrong 0.
import type { DisplayCurrency } from './languages';
import type { RateKey, Rates } from './protocol/account';

// Typed by the display currencies, so a currency a user can pick without a rate key does not compile.
const RATE_KEY_OF: Readonly<Record<DisplayCurrency | 'HKD' | 'TRY' | 'KRW', RateKey>> = {
  USD: 'USDT_USD', IDR: 'usdt_IDR', CNY: 'usdt_cny', EUR: 'usdt_eur', HKD: 'usdt_hkd', JPY: 'usdt_jpy', PHP: 'usdt_php',
  RUB: 'usdt_rub', THB: 'usdt_thb', TRY: 'usdt_try', TWD: 'usdt_twd', VND: 'usdt_vnd', KRW: 'usdt_krw',
  UAH: 'usdt_uah', SEK: 'usdt_sek', UZS: 'usdt_uzs', AED: 'usdt_aed',
};

export type Valuation = { readonly currency: string; readonly amount: number } | { readonly currency: 'USDT'; readonly amount: number };

export function rateFor(rates: Partial<Rates> | null, currency: string): number | null {
  const key = (RATE_KEY_OF as Readonly<Record<string, RateKey | undefined>>)[currency];
  const raw = key && rates ? rates[key] : undefined;
  const rate = typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

export function valueInCurrency(usdtAmount: number, currency: string, rates: Partial<Rates> | null): Valuation {
  const rate = rateFor(rates, currency);
  return rate === null ? { currency: 'USDT', amount: usdtAmount } : { currency, amount: usdtAmount * rate };
}

export const RATES_REFRESH_MS = 1_800_000;
