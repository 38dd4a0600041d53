// The order types in one compact row that fits a 360 px phone: Limit and Market as buttons, the
// conditional types (stop-limit, stop-market, trailing stop; OCO and TP/SL on spot) in a select
// beside them, shown chosen when one of them is.
import { CONDITIONAL_KINDS, SPOT_ONLY_KINDS, type ConditionalKind } from '../../../core/markets/conditional';
import type { MarketKind } from '../../../core/markets/symbols';
import type { OrderType } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';

export const KIND_LABEL: Readonly<Record<ConditionalKind, MessageId>> = {
  stop_limit: 'order.type.stopLimit',
  stop_market: 'order.type.stopMarket',
  trailing_stop: 'order.type.trailingStop',
  oco: 'order.type.oco',
  tpsl: 'order.type.tpsl',
};

export const kindsOf = (market: MarketKind): readonly ConditionalKind[] =>
  market === 'spot' ? CONDITIONAL_KINDS : CONDITIONAL_KINDS.filter((k) => !SPOT_ONLY_KINDS.includes(k));

/** `conditionals` false: Limit and Market only (the margin form, whose gateway takes no conditional orders). */
export function OrderTypePicker({ market, type, conditional, conditionals = true, onType, onConditional }: {
  market: MarketKind;
  conditionals?: boolean;
  type: OrderType;
  conditional: ConditionalKind | null;
  onType: (type: OrderType) => void;
  onConditional: (kind: ConditionalKind) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="order-form__types order-form__types--kinds" role="group" aria-label={t('order.type')}>
      {(['limit', 'market'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={conditional === null && type === option} onClick={() => onType(option)}>
          {t(option === 'limit' ? 'order.type.limit' : 'order.type.market')}
        </button>
      ))}
      {conditionals ? <select className={`order-form__kinds${conditional ? ' order-form__kinds--chosen' : ''}`} aria-label={t('order.type.conditional')}
        value={conditional ?? ''} onChange={(e) => onConditional(e.target.value as ConditionalKind)} data-testid="order-kind">
        <option value="" disabled>{t('order.type.conditional')}</option>
        {kindsOf(market).map((kind) => <option key={kind} value={kind}>{t(KIND_LABEL[kind])}</option>)}
      </select> : null}
    </div>
  );
}
