// Cells the open-order and history tables share: the market's name, the side in its colour, and
// how much has filled.
import { optionTags } from '../../../core/markets/orderOptions';
import { filledPercent } from '../../../core/markets/positionView';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { Order } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { formatPercentText } from '../market/format';
import { marketName } from '../market/marketName';
import { Figure } from './AccountTable';
import { amountText, dateTimeText, priceText } from './figures';
import { sideLabel, sideTone, TYPE_LABEL } from './orderLabels';

export function OrderMarket({ order, info }: { order: Pick<Order, 'market' | 'symbol'>; info: SymbolInfo | undefined }) {
  const { t } = useI18n();
  return <span className="acct-symbol">{marketName(t, order.market, info ?? order)}</span>;
}

/** A date and time as the language writes it: no left-to-right box, Arabic orders its own date. */
export function OrderTime({ epochMs }: { epochMs: number }) {
  const { bcp47 } = useI18n();
  return <span className="acct-figure">{dateTimeText(epochMs, bcp47)}</span>;
}

export function OrderSide({ order }: { order: Pick<Order, 'side' | 'tradeSide'> }) {
  const { t } = useI18n();
  return <span className={`acct-side acct-${sideTone(order)}`}>{t(sideLabel(order))}</span>;
}

const TAG_LABEL = { postOnly: 'order.postOnly', reduceOnly: 'order.reduceOnly' } as const;

/** The type, and the options other than its type's own: "Limit · IOC · Post-only". */
export function OrderType({ order }: { order: Order }) {
  const { t } = useI18n();
  const tags = optionTags(order);
  return (
    <>
      {t(TYPE_LABEL[order.type])}
      {tags.length > 0 ? (
        <span className="acct-muted" data-testid="order-options-cell">
          {tags.map((tag) => ` · ${tag === 'IOC' || tag === 'FOK' ? tag : t(TAG_LABEL[tag])}`).join('')}
        </span>
      ) : null}
    </>
  );
}

export function OrderPrice({ order, info }: { order: Order; info: SymbolInfo | undefined }) {
  const { t, bcp47 } = useI18n();
  return order.price === null ? <>{t('orders.market')}</> : <Figure>{priceText(order.price, info, bcp47)}</Figure>;
}

/** An amount of base with its unit (no unit until the symbol list has arrived). */
export function OrderAmount({ text, info }: { text: string; info: SymbolInfo | undefined }) {
  const { bcp47 } = useI18n();
  return <Figure>{amountText(text, info, bcp47)}{info ? ` ${info.base}` : ''}</Figure>;
}

/** The filled amount and its share of the order ("0.250000 · 25.00%"); the two may wrap apart on a narrow card. */
export function OrderFilled({ order, info }: { order: Order; info: SymbolInfo | undefined }) {
  const { bcp47 } = useI18n();
  const percent = info ? filledPercent(order, info.amountPrecision) : null;
  return (
    <>
      <Figure>{amountText(order.filledAmount, info, bcp47)}</Figure>
      {percent === null ? null : <span className="acct-muted"> · <Figure>{formatPercentText(percent, bcp47, 2)}</Figure></span>}
    </>
  );
}

/** Take-profit / stop-loss prices, '—' for one that is not set; in the order of the "TP/SL" heading in every language. */
export function TpslPrices({ takeProfit, stopLoss, info }: { takeProfit: string | null; stopLoss: string | null; info: SymbolInfo | undefined }) {
  const { bcp47 } = useI18n();
  return <span dir="ltr"><Figure>{priceText(takeProfit, info, bcp47)}</Figure> / <Figure>{priceText(stopLoss, info, bcp47)}</Figure></span>;
}
