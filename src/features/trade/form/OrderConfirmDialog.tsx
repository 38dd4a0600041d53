// The last look before an order is sent, and the hedge-mode note before opening against a held
// position; each can be turned off with its "don't show again" box (not_order_confirm_tip,
// not_reverse_tip).
import { useId, useState } from 'react';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { parseLocalDecimal } from '../../../core/markets/localNumber';
import type { DraftSummary } from '../../../core/markets/orderDraft';
import { applicableOptions } from '../../../core/markets/orderOptions';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import type { PositionSide } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { Dialog } from '../../../ui/Dialog';
import { type FigureRow, FigureList, summaryRows } from './FigureList';
import type { FormValues } from './orderDraftInput';
import { TIF_LABEL } from './OrderOptions';

export type ConfirmStep = { readonly kind: 'confirm' } | { readonly kind: 'reverse'; readonly held: PositionSide };

export function OrderConfirmDialog({ step, info, market, values, summary, submitLabel, onCancel, onConfirm, onReverseSeen }: {
  step: ConfirmStep | null;
  info: SymbolInfo;
  market: MarketKind;
  values: FormValues;
  summary: DraftSummary | null;
  submitLabel: string;
  onCancel: () => void;
  onConfirm: (dontAsk: boolean) => void;
  onReverseSeen: (dontShow: boolean) => void;
}) {
  const { t, bcp47 } = useI18n();
  const titleId = useId();
  const [dontAsk, setDontAsk] = useState(false);
  const price = (text: string) => formatDecimalText(parseLocalDecimal(text, bcp47), bcp47, { decimals: info.pricePrecision });
  const rows: FigureRow[] = summary ? [
    [market === 'futures' ? 'order.confirm.contract' : 'order.confirm.pair', `${info.symbol}${market === 'futures' ? ` · ${values.leverage}×` : ''}`],
    ['order.confirm.type', t(values.type === 'limit' ? 'order.type.limit' : 'order.type.market')],
    ['order.confirm.price', values.type === 'limit' ? price(values.price) : t('order.marketPrice')],
    ['order.confirm.amount', `${formatDecimalText(summary.baseAmount, bcp47)} ${info.base}`],
    ...summaryRows(summary, info, bcp47),
  ] : [];
  const options = applicableOptions(values.type, market === 'futures' && values.tradeSide === 'close', values.options);
  if (summary) rows.push(['order.tif', t(TIF_LABEL[options.timeInForce])]);
  const flags = [options.postOnly ? t('order.postOnly') : null, options.reduceOnly ? t('order.reduceOnly') : null].filter((f) => f !== null);
  if (summary && flags.length > 0) rows.push(['order.options', flags.join(' · ')]);
  if (values.takeProfit.trim()) rows.push(['order.confirm.takeProfit', price(values.takeProfit)]);
  if (values.stopLoss.trim()) rows.push(['order.confirm.stopLoss', price(values.stopLoss)]);
  const close = () => {
    setDontAsk(false);
    onCancel();
  };
  return (
    <Dialog open={step !== null} onClose={close} labelledBy={titleId} className="order-confirm" focusKey={step?.kind}>
      {step?.kind === 'reverse' ? (
        <>
          <h2 id={titleId}>{t('order.tip.reverseTitle')}</h2>
          <p>{t(step.held === 'long' ? 'order.tip.reverseLong' : 'order.tip.reverseShort')}</p>
          <label className="field--inline">
            <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
            <span>{t('order.tip.dontShow')}</span>
          </label>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={close}>{t('order.confirm.cancel')}</button>
            <button type="button" className="button button--primary" data-autofocus onClick={() => {
              const chosen = dontAsk;
              setDontAsk(false);
              onReverseSeen(chosen);
            }}>{t('order.tip.continue')}</button>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId}>{t('order.confirm.title')}</h2>
          <p className={`order-confirm__action order-confirm__action--${values.side}`}>{submitLabel}</p>
          <FigureList className="order-confirm__rows" rows={rows} />
          <label className="field--inline">
            <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
            <span>{t('order.confirm.dontAsk')}</span>
          </label>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={close}>{t('order.confirm.cancel')}</button>
            <button type="button" className="button button--primary" data-testid="order-confirm" data-autofocus onClick={() => {
              const chosen = dontAsk;
              setDontAsk(false);
              onConfirm(chosen);
            }}>{t('order.confirm.send')}</button>
          </div>
        </>
      )}
    </Dialog>
  );
}
