// The order options beside the form's fields: time in force and post-only on a limit order,
// reduce-only on a futures close. One row that wraps on a phone; an option the order cannot
// carry is not offered (a market order is IOC by nature; post-only rests, so it goes with GTC).
import { useId } from 'react';
import type { OrderOptionsChoice } from '../../../core/markets/orderOptions';
import { TIMES_IN_FORCE, type OrderType, type TimeInForce } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import './OrderOptions.css';

export const TIF_LABEL = { GTC: 'order.tif.GTC', IOC: 'order.tif.IOC', FOK: 'order.tif.FOK' } as const satisfies Record<TimeInForce, string>;

export function OrderOptions({ type, closing, futures, value, onChange }: {
  type: OrderType;
  closing: boolean;
  futures: boolean;
  value: OrderOptionsChoice;
  onChange: (change: Partial<OrderOptionsChoice>) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const limit = type === 'limit';
  if (!limit && !(futures && closing)) return null;
  return (
    <fieldset className="order-options" aria-label={t('order.options')} data-testid="order-options">
      {limit ? (
        <>
          <label className="order-options__tif" htmlFor={`${id}-tif`}>
            <span>{t('order.tif')}</span>
            <select id={`${id}-tif`} value={value.timeInForce} data-testid="order-tif"
              onChange={(e) => {
                const timeInForce = e.target.value as TimeInForce;
                onChange(timeInForce === 'GTC' ? { timeInForce } : { timeInForce, postOnly: false });
              }}>
              {TIMES_IN_FORCE.map((tif) => <option key={tif} value={tif}>{t(TIF_LABEL[tif])}</option>)}
            </select>
          </label>
          <label className="field--inline">
            <input type="checkbox" checked={value.postOnly} data-testid="order-post-only"
              onChange={(e) => onChange(e.target.checked ? { postOnly: true, timeInForce: 'GTC' } : { postOnly: false })} />
            <span>{t('order.postOnly')}</span>
          </label>
        </>
      ) : null}
      {futures && closing ? (
        <label className="field--inline">
          <input type="checkbox" checked={value.reduceOnly} data-testid="order-reduce-only" onChange={(e) => onChange({ reduceOnly: e.target.checked })} />
          <span>{t('order.reduceOnly')}</span>
        </label>
      ) : null}
    </fieldset>
  );
}
