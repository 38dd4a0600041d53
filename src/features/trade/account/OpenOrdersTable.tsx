// The user's working orders, newest first as given, each with a Cancel button that shows its
// progress and, when the exchange refuses, why, on the order's own row.
import { useId } from 'react';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { Order } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { AccountTable, type Column } from './AccountTable';
import { FailureNote } from './FailureNote';
import { OrderAmount, OrderFilled, OrderMarket, OrderPrice, OrderSide, OrderTime, OrderType, TpslPrices } from './orderCells';
import { usePending } from './usePending';

export function OpenOrdersTable({ orders, symbols, onCancel }: {
  orders: readonly Order[];
  symbols: ReadonlyMap<string, SymbolInfo>;
  onCancel: (order: Order) => Promise<void>;
}) {
  const { t } = useI18n();
  const rowId = useId();
  const { stateOf, run } = usePending();
  const info = (order: Order) => symbols.get(order.symbol);
  const titleId = (order: Order) => `${rowId}-${order.orderId}`;
  const columns: Column<Order>[] = [
    { id: 'symbol', label: t('orders.symbol'), head: true, cell: (o) => <span id={titleId(o)}><OrderMarket order={o} info={info(o)} /></span> },
    { id: 'side', label: t('orders.side'), head: true, cell: (o) => <OrderSide order={o} /> },
    { id: 'time', label: t('orders.time'), cell: (o) => <OrderTime epochMs={o.createdAt} /> },
    { id: 'type', label: t('orders.type'), cell: (o) => <OrderType order={o} /> },
    { id: 'price', label: t('orders.price'), numeric: true, cell: (o) => <OrderPrice order={o} info={info(o)} /> },
    { id: 'amount', label: t('orders.amount'), numeric: true, cell: (o) => <OrderAmount text={o.amount} info={info(o)} /> },
    { id: 'filled', label: t('orders.filled'), numeric: true, cell: (o) => <OrderFilled order={o} info={info(o)} /> },
  ];
  if (orders.some((o) => o.market === 'futures')) {
    columns.push({ id: 'tpsl', label: t('orders.tpsl'), numeric: true, cell: (o) => <TpslPrices takeProfit={o.takeProfit} stopLoss={o.stopLoss} info={info(o)} /> });
  }
  columns.push({
    id: 'actions', label: t('orders.actions'), actions: true,
    cell: (o) => {
      const state = stateOf(o.orderId);
      const pending = state?.kind === 'pending';
      return (
        <>
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
          <button type="button" className="button acct-button" aria-disabled={pending} aria-busy={pending} aria-describedby={titleId(o)}
            onClick={() => {
              if (!pending) void run(o.orderId, () => onCancel(o));
            }} data-testid={`cancel-${o.orderId}`}>
            {t(pending ? 'orders.canceling' : 'orders.cancel')}
          </button>
          {state?.kind === 'failed' ? <FailureNote failure={state.failure} /> : null}
        </>
      );
    },
  });
  return (
    <div className="acct">
      <AccountTable caption={t('trade.openOrders')} columns={columns} rows={orders} rowKey={(o) => o.orderId} empty={t('orders.emptyOpen')} />
    </div>
  );
}
