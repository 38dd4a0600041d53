// The account's conditional orders: those waiting, with their trigger (price, last or mark, a
// trailing stop's best price and where it fires now), edit and cancel; and those ended, with how
// (triggered and the order it placed, cancelled, or failed and why).
import { useId, useState } from 'react';
import type { ConditionalLeg, ConditionalOrder } from '../../../core/markets/conditional';
import { FIELDS_OF, type ConditionalField } from '../../../core/markets/conditionalDraft';
import { parseLocalDecimal, toLocalInput } from '../../../core/markets/localNumber';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';
import { DecimalInput } from '../../../ui/DecimalInput';
import { cancelConditional, editConditional } from '../../markets/conditionalApi';
import { type ConditionalList, conditionalChanged, useConditionalOrders } from '../../markets/conditionalFeed';
import { OWN_WORDS, type TradingFailure, tradingFailure } from '../../markets/tradingFailure';
import { KIND_LABEL } from '../form/OrderTypePicker';
import { AccountTable, Figure, type Column } from './AccountTable';
import { FailureNote } from './FailureNote';
import { OrderAmount, OrderMarket, OrderSide, OrderTime, TpslPrices } from './orderCells';
import { priceText } from './figures';
import { usePending } from './usePending';
import './conditional.css';

const LEG_LABEL: Readonly<Record<ConditionalLeg, MessageId>> = {
  stop: 'conditional.trigger',
  trailing: 'order.type.trailingStop',
  limit: 'order.type.limit',
  take_profit: 'orders.originTakeProfit',
  stop_loss: 'orders.originStopLoss',
};

function Trigger({ order, info }: { order: ConditionalOrder; info: SymbolInfo | undefined }) {
  const { t, bcp47 } = useI18n();
  const price = (text: string | null) => priceText(text, info, bcp47);
  const by = t(order.triggerBy === 'mark' ? 'order.cond.mark' : 'order.cond.last');
  switch (order.kind) {
    case 'tpsl':
      return <TpslPrices takeProfit={order.takeProfit} stopLoss={order.stopLoss} info={info} />;
    case 'trailing_stop':
      return (
        <span data-testid="trail-state">
          {order.activated && order.bestPrice !== null
            ? t('conditional.trailActive', { rate: order.callbackRate ?? '', best: price(order.bestPrice), trigger: price(order.triggerPrice) })
            : t('conditional.trailWaiting', { rate: order.callbackRate ?? '', price: price(order.activationPrice) })}
          {` · ${by}`}
        </span>
      );
    default:
      // A buy stop waits for a rise, a sell stop (and a sell OCO's stop) for a fall.
      return <span><Figure>{`${order.side === 'buy' ? '≥' : '≤'} ${price(order.triggerPrice)}`}</Figure>{` · ${by}`}</span>;
  }
}

function Prices({ order, info }: { order: ConditionalOrder; info: SymbolInfo | undefined }) {
  const { t, bcp47 } = useI18n();
  if (order.kind === 'oco') return <Figure>{`${priceText(order.price, info, bcp47)} / ${priceText(order.stopPrice, info, bcp47)}`}</Figure>;
  if (order.kind === 'stop_limit') return <Figure>{priceText(order.price, info, bcp47)}</Figure>;
  return <>{t('orders.market')}</>;
}

function Ending({ order }: { order: ConditionalOrder }) {
  const { t } = useI18n();
  if (order.status === 'canceled') return <>{t('orders.statusCanceled')}</>;
  if (order.status === 'failed') {
    const id = order.failCode ? OWN_WORDS[order.failCode] : undefined;
    return <span className="acct-failure" dir="auto">{`${t('conditional.statusFailed')}: ${id ? t(id) : (order.failReason ?? '')}`}</span>;
  }
  const leg = order.firedLeg && (order.kind === 'oco' || order.kind === 'tpsl') ? ` · ${t(LEG_LABEL[order.firedLeg])}` : '';
  return <>{`${t('conditional.statusTriggered')}${leg}`}</>;
}

/** `waiting`: the account panel's own list (it counts them for the tab), so the page asks once. */
export function ConditionalPanel({ market, symbols, waiting }: { market: MarketKind; symbols: ReadonlyMap<string, SymbolInfo>; waiting: ConditionalList }) {
  const { t } = useI18n();
  const [view, setView] = useState<'open' | 'history'>('open');
  return (
    <div className="acct">
      <div className="acct-switch" role="group" aria-label={t('order.type.conditional')}>
        {(['open', 'history'] as const).map((v) => (
          <button key={v} type="button" className="button acct-button" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`conditional-${v}`}>
            {t(v === 'open' ? 'conditional.waiting' : 'conditional.history')}
          </button>
        ))}
      </div>
      {view === 'open' ? <Waiting list={waiting} symbols={symbols} /> : <Ended market={market} symbols={symbols} />}
    </div>
  );
}

function LoadState({ failed, retry }: { failed: boolean; retry?: () => void }) {
  const { t } = useI18n();
  if (!failed) return <p className="muted" role="status">{t('app.loading')}</p>;
  return (
    <div role="alert">
      <p>{t('conditional.loadFailed')}</p>
      <button type="button" className="button" onClick={retry}>{t('error.retry')}</button>
    </div>
  );
}

function Waiting({ list, symbols }: { list: ConditionalList; symbols: ReadonlyMap<string, SymbolInfo> }) {
  const { t } = useI18n();
  const rowId = useId();
  const { stateOf, run } = usePending();
  const [editing, setEditing] = useState<ConditionalOrder | null>(null);
  if (list.state !== 'ready') return <LoadState failed={list.state === 'failed'} retry={list.state === 'failed' ? list.retry : undefined} />;
  const info = (o: ConditionalOrder) => symbols.get(o.symbol);
  const titleId = (o: ConditionalOrder) => `${rowId}-${o.conditionalId}`;
  const columns: Column<ConditionalOrder>[] = [
    { id: 'symbol', label: t('orders.symbol'), head: true, cell: (o) => <span id={titleId(o)}><OrderMarket order={o} info={info(o)} /></span> },
    { id: 'side', label: t('orders.side'), head: true, cell: (o) => <OrderSide order={o} /> },
    { id: 'type', label: t('orders.type'), cell: (o) => t(KIND_LABEL[o.kind]) },
    { id: 'trigger', label: t('conditional.trigger'), cell: (o) => <Trigger order={o} info={info(o)} /> },
    { id: 'price', label: t('orders.price'), numeric: true, cell: (o) => <Prices order={o} info={info(o)} /> },
    { id: 'amount', label: t('orders.amount'), numeric: true, cell: (o) => <OrderAmount text={o.amount} info={info(o)} /> },
    { id: 'time', label: t('orders.time'), cell: (o) => <OrderTime epochMs={o.createdAt} /> },
    {
      id: 'actions', label: t('orders.actions'), actions: true,
      cell: (o) => {
        const state = stateOf(o.conditionalId);
        const pending = state?.kind === 'pending';
        return (
          <>
            <button type="button" className="button acct-button" aria-describedby={titleId(o)} onClick={() => setEditing(o)} data-testid={`edit-conditional-${o.conditionalId}`}>
              {t('conditional.edit')}
            </button>
            <button type="button" className="button acct-button" aria-disabled={pending} aria-busy={pending} aria-describedby={titleId(o)}
              onClick={() => {
                if (!pending) void run(o.conditionalId, async () => {
                  await cancelConditional(o.conditionalId);
                  conditionalChanged();
                });
              }} data-testid={`cancel-conditional-${o.conditionalId}`}>
              {t(pending ? 'orders.canceling' : 'orders.cancel')}
            </button>
            {state?.kind === 'failed' ? <FailureNote failure={state.failure} /> : null}
          </>
        );
      },
    },
  ];
  const current = editing && list.orders.find((o) => o.conditionalId === editing.conditionalId);
  return (
    <>
      {current ? <EditForm key={current.conditionalId} order={current} info={info(current)} onDone={() => setEditing(null)} /> : null}
      <AccountTable caption={t('conditional.waiting')} columns={columns} rows={list.orders} rowKey={(o) => o.conditionalId} empty={t('conditional.emptyWaiting')} />
    </>
  );
}

/** The fields an edit may change: the kind's prices and the amount, filled with the order's own. */
function EditForm({ order, info, onDone }: { order: ConditionalOrder; info: SymbolInfo | undefined; onDone: () => void }) {
  const { t, bcp47 } = useI18n();
  const ids = useId();
  const fields = FIELDS_OF[order.kind];
  const own = (field: ConditionalField): string => {
    const value = field === 'triggerPrice' && order.kind === 'trailing_stop' ? null : order[field];
    return value === null ? '' : toLocalInput(value, bcp47);
  };
  const [texts, setTexts] = useState<Readonly<Partial<Record<ConditionalField, string>>>>(() => Object.fromEntries(fields.map((f) => [f, own(f)])));
  const [failure, setFailure] = useState<TradingFailure>(null);
  const [sending, setSending] = useState(false);
  const labels: Readonly<Record<ConditionalField, string>> = {
    triggerPrice: t('order.cond.triggerPrice', { quote: info?.quote ?? '' }), price: t('order.cond.limitPrice', { quote: info?.quote ?? '' }),
    stopPrice: t('order.cond.stopLimitPrice', { quote: info?.quote ?? '' }), takeProfit: t('order.takeProfit', { quote: info?.quote ?? '' }),
    stopLoss: t('order.stopLoss', { quote: info?.quote ?? '' }), callbackRate: t('order.cond.callbackRate'),
    activationPrice: t('order.cond.activationPrice', { quote: info?.quote ?? '' }), amount: t('order.amount'),
  };
  const save = async () => {
    if (sending) return;
    // Only what changed is sent: an unchanged activation price is not judged against the price again.
    const changed = Object.fromEntries(fields.filter((f) => (texts[f] ?? '') !== own(f) && (texts[f] ?? '').trim() !== '')
      .map((f) => [f, f === 'callbackRate' ? (texts[f] ?? '').replace(',', '.') : parseLocalDecimal(texts[f] ?? '', bcp47) ?? (texts[f] ?? '')]));
    setSending(true);
    setFailure(null);
    try {
      if (Object.keys(changed).length > 0) await editConditional(order.conditionalId, changed);
      conditionalChanged();
      onDone();
    } catch (error) {
      setFailure(tradingFailure(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="acct-edit" aria-label={`${t('conditional.edit')} ${t(KIND_LABEL[order.kind])}`} data-testid="conditional-edit" noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}>
      {fields.map((field) => (
        <div key={field} className="acct-edit__field">
          <label htmlFor={`${ids}-${field}`}>{labels[field]}</label>
          <DecimalInput id={`${ids}-${field}`} name={field} value={texts[field] ?? ''} onValue={(text) => setTexts((v) => ({ ...v, [field]: text }))}
            decimals={field === 'amount' ? info?.amountPrecision ?? 8 : field === 'callbackRate' ? 2 : info?.pricePrecision ?? 8} />
        </div>
      ))}
      <div className="acct-edit__actions">
        <button type="submit" className="button button--primary acct-button" aria-disabled={sending || undefined} data-testid="conditional-save">{t('conditional.save')}</button>
        <button type="button" className="button acct-button" onClick={onDone}>{t('order.confirm.cancel')}</button>
      </div>
      <FailureNote failure={failure} />
    </form>
  );
}

function Ended({ market, symbols }: { market: MarketKind; symbols: ReadonlyMap<string, SymbolInfo> }) {
  const { t } = useI18n();
  const list = useConditionalOrders(market, 'history');
  if (list.state !== 'ready') return <LoadState failed={list.state === 'failed'} retry={list.state === 'failed' ? list.retry : undefined} />;
  const info = (o: ConditionalOrder) => symbols.get(o.symbol);
  const columns: Column<ConditionalOrder>[] = [
    { id: 'symbol', label: t('orders.symbol'), head: true, cell: (o) => <OrderMarket order={o} info={info(o)} /> },
    { id: 'side', label: t('orders.side'), head: true, cell: (o) => <OrderSide order={o} /> },
    { id: 'type', label: t('orders.type'), cell: (o) => t(KIND_LABEL[o.kind]) },
    { id: 'trigger', label: t('conditional.trigger'), cell: (o) => <Trigger order={o} info={info(o)} /> },
    { id: 'amount', label: t('orders.amount'), numeric: true, cell: (o) => <OrderAmount text={o.amount} info={info(o)} /> },
    { id: 'status', label: t('orders.status'), cell: (o) => <Ending order={o} /> },
    { id: 'order', label: t('orders.origin'), cell: (o) => (o.orderId ? <span data-testid={`conditional-order-${o.conditionalId}`}>{t('conditional.order', { id: o.orderId })}</span> : '—') },
    { id: 'time', label: t('orders.time'), cell: (o) => <OrderTime epochMs={o.endedAt ?? o.updatedAt} /> },
  ];
  return <AccountTable caption={t('conditional.history')} columns={columns} rows={list.orders} rowKey={(o) => o.conditionalId} empty={t('conditional.emptyHistory')} />;
}
