// USDT units as a value in the user's display currency, through the rates of the moment.
import { useCallback } from 'react';
import { displayCurrencyOf } from '../../core/preferences';
import { inDisplayCurrency } from '../../core/markets/valuation';
import { rateFor } from '../../core/rates';
import { useI18n } from '../../i18n/intl';
import { preferencesAtom, ratesAtom, useAtomValue } from '../../state/hooks';
import { moneyText } from './amounts';

export interface DisplayValue {
  readonly text: (usdtUnits: bigint) => string;
  /** No rate for the display currency: values are shown in USDT, so a second USDT line would repeat them. */
  readonly inUsdt: boolean;
}

export function useDisplayValue(): DisplayValue {
  const { bcp47 } = useI18n();
  const currency = displayCurrencyOf(useAtomValue(preferencesAtom));
  const rates = useAtomValue(ratesAtom);
  const text = useCallback((units: bigint) => moneyText(inDisplayCurrency(units, currency, rates), bcp47), [currency, rates, bcp47]);
  return { text, inUsdt: rateFor(rates, currency) === null };
}
