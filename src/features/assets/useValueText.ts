// USDT units as a value in the user's display currency, through the rates of the moment.
import { useCallback } from 'react';
import { displayCurrencyOf } from '../../core/preferences';
import { inDisplayCurrency } from '../../core/markets/valuation';
import { useI18n } from '../../i18n/intl';
import { preferencesAtom, ratesAtom, useAtomValue } from '../../state/hooks';
import { moneyText } from './amounts';

export function useValueText(): (usdtUnits: bigint) => string {
  const { bcp47 } = useI18n();
  const currency = displayCurrencyOf(useAtomValue(preferencesAtom));
  const rates = useAtomValue(ratesAtom);
  return useCallback((units: bigint) => moneyText(inDisplayCurrency(units, currency, rates), bcp47), [currency, rates, bcp47]);
}
