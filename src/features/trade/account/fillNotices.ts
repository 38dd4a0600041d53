// A notice when a resting order fills later, fully or in part: the orders channel reports it while
// the user may be looking at another market or another screen, so a toast says what filled, how
// much and at what price, in the user's language.
import { useEffect, useRef } from 'react';
import type { OrderFill } from '../../../core/markets/accountState';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { SymbolInfo } from '../../../core/markets/symbols';
import { type I18n, useI18n } from '../../../i18n/intl';
import type { PageToast } from '../../../state/toasts';
import { pushToastAtom, useSetAtom } from '../../../state/hooks';
import { onFills } from '../../markets/fillEvents';
import { loadSymbols } from '../../markets/useSymbols';
import { sideLabel } from './orderLabels';

/** The toast for a fill; without the symbol's details (its list failed to load) the symbol stands in for the asset. */
export function fillToast({ order, complete }: OrderFill, info: SymbolInfo | undefined, { t, bcp47 }: Pick<I18n, 't' | 'bcp47'>): PageToast {
  const price = order.avgPrice && order.avgPrice !== '0' ? order.avgPrice : order.price;
  const values = {
    side: t(sideLabel(order)),
    amount: formatDecimalText(order.amount, bcp47),
    filled: formatDecimalText(order.filledAmount, bcp47),
    base: info?.base ?? order.symbol,
    price: formatDecimalText(price, bcp47, info ? { decimals: info.pricePrecision } : {}),
  };
  return { id: complete ? 'order.fill.complete' : 'order.fill.partial', values };
}

/** Toasts each fill of the account `key` names (null: nobody signed in). */
export function useFillNotices(key: string | null): void {
  const i18n = useI18n();
  const pushToast = useSetAtom(pushToastAtom);
  // The language of the moment the fill arrives, without subscribing again when it changes.
  const latest = useRef(i18n);
  useEffect(() => {
    latest.current = i18n;
  }, [i18n]);
  useEffect(() => {
    if (!key) return undefined;
    return onFills(key, (fills) => {
      for (const fill of fills) {
        const { market, symbol } = fill.order;
        loadSymbols(market).then(
          (list) => list.symbols.find((s) => s.symbol === symbol),
          () => undefined,
        ).then((info) => pushToast(fillToast(fill, info, latest.current)));
      }
    });
  }, [key, pushToast]);
}
