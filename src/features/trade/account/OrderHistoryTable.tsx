// The user's ended orders (filled or canceled), newest first as given, with what they did: the
// average price, the fill, the fee, and who placed them (the user, a take-profit, a stop-loss, a
// liquidation or a close-all). Older pages come on request; when the last one has come, a note
// says so and takes the focus the vanished "Show more" button had.
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { Order } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { AccountTable, type Column, Figure } from './AccountTable';
import { priceText } from './figures';
import { type EndedOrder, ENDED_STATUS_LABEL, isEnded, ORIGIN_LABEL } from './orderLabels';
import { OrderAmount, OrderFilled, OrderMarket, OrderPrice, OrderSide, OrderTime, OrderType } from './orderCells';

export function OrderHistoryTable({ orders, symbols, onMore, hasMore = false, loadingMore = false }: {
  orders: readonly Order[];
  symbols: ReadonlyMap<string, SymbolInfo>;
  onMore?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
}) {
  const { t, bcp47 } = useI18n();
  const [askedMore, setAskedMore] = useState(false);
  const allShown = useRef<HTMLParagraphElement>(null);
  const lastPageShown = askedMore && !hasMore;
  useLayoutEffect(() => {
    if (lastPageShown && (document.activeElement === null || document.activeElement === document.body)) allShown.current?.focus();
  }, [lastPageShown]);
  const info = (order: Order) => symbols.get(order.symbol);
  const ended = orders.filter(isEnded);
  const columns: readonly Column<EndedOrder>[] = [
    { id: 'symbol', label: t('orders.symbol'), head: true, cell: (o) => <OrderMarket order={o} info={info(o)} /> },
    { id: 'side', label: t('orders.side'), head: true, cell: (o) => <OrderSide order={o} /> },
    { id: 'time', label: t('orders.time'), cell: (o) => <OrderTime epochMs={o.updatedAt} /> },
    { id: 'type', label: t('orders.type'), cell: (o) => <OrderType order={o} /> },
    { id: 'price', label: t('orders.price'), numeric: true, cell: (o) => <OrderPrice order={o} info={info(o)} /> },
    { id: 'avgPrice', label: t('orders.avgPrice'), numeric: true, cell: (o) => <Figure>{o.avgPrice ? priceText(o.avgPrice, info(o), bcp47) : '—'}</Figure> },
    { id: 'amount', label: t('orders.amount'), numeric: true, cell: (o) => <OrderAmount text={o.amount} info={info(o)} /> },
    { id: 'filled', label: t('orders.filled'), numeric: true, cell: (o) => <OrderFilled order={o} info={info(o)} /> },
    // Fees are tiny and in either asset (base on a spot buy): all their digits, no padding.
    { id: 'fee', label: t('orders.fee'), numeric: true, cell: (o) => <Figure>{formatDecimalText(o.fee, bcp47)} {o.feeAsset}</Figure> },
    { id: 'status', label: t('orders.status'), cell: (o) => t(ENDED_STATUS_LABEL[o.status]) },
    { id: 'origin', label: t('orders.origin'), cell: (o) => <span className={o.origin === 'user' ? 'acct-muted' : 'acct-origin'}>{t(ORIGIN_LABEL[o.origin])}{o.conditionalId ? ` #${o.conditionalId}` : ''}</span> },
  ];
  return (
    <div className="acct">
      <AccountTable caption={t('orders.tabHistory')} columns={columns} rows={ended} rowKey={(o) => o.orderId} empty={t('orders.emptyHistory')} />
      {hasMore && onMore ? (
        <div className="acct-more">
          <button type="button" className="button" aria-disabled={loadingMore} aria-busy={loadingMore} onClick={() => {
            if (loadingMore) return;
            setAskedMore(true);
            onMore();
          }}>
            {t(loadingMore ? 'orders.loadingMore' : 'orders.more')}
          </button>
        </div>
      ) : null}
      {lastPageShown ? <p ref={allShown} tabIndex={-1} className="acct-more acct-muted" role="status" data-testid="orders-all-shown">{t('orders.allShown')}</p> : null}
    </div>
  );
}
