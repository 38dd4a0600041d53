// Label and figure pairs of an order (the form's summary, the confirmation): labels translated,
// figures kept left to right so Arabic does not reorder a number and its unit.
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { moneyDecimals } from '../../../core/markets/quotes';
import { rateText } from '../../fees/rateText';
import type { DraftSummary } from '../../../core/markets/orderDraft';
import type { SymbolInfo } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';

export type FigureRow = readonly [MessageId, string];

/** What the order costs: its value, the most it can pay in fees, and for futures openings the margin and liquidation price. */
export function summaryRows(summary: DraftSummary, info: SymbolInfo, bcp47: string): FigureRow[] {
  const money = { decimals: moneyDecimals(info.quote) };
  const rows: FigureRow[] = [
    ['order.summary.value', `${formatDecimalText(summary.value, bcp47, money)} ${info.quote}`],
    ['order.summary.fee', `${formatDecimalText(summary.fee, bcp47)} ${summary.feeAsset}`],
    [summary.liquidity === 'maker' ? 'order.summary.makerRate' : 'order.summary.takerRate', rateText(summary.feeRate, bcp47)],
  ];
  if (summary.margin) rows.push(['order.summary.margin', `${formatDecimalText(summary.margin, bcp47, money)} ${info.quote}`]);
  if (summary.liquidationPrice) rows.push(['order.summary.liquidation', formatDecimalText(summary.liquidationPrice, bcp47, { decimals: info.pricePrecision })]);
  return rows;
}

export function FigureList({ rows, className }: { rows: readonly FigureRow[]; className: string }) {
  const { t } = useI18n();
  return (
    <dl className={className}>
      {rows.map(([id, text]) => (
        <div key={id}>
          <dt>{t(id)}</dt>
          <dd dir="ltr">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
