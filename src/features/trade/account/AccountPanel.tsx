// The signed-in user's positions, open orders and order history under the trading screen, wired
// to the account feed and the trading calls; each action's answer shows at once, before its push.
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { availableOf, historyOf } from '../../../core/markets/accountState';
import type { MarginDirection } from '../../../core/markets/marginAdjust';
import type { ClosePlan } from '../../../core/markets/positionClose';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import type { Order, Position } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { recordsHref } from '../../../app/paths';
import { sessionAtom, useAtomValue } from '../../../state/hooks';
import { SessionUnconfirmed } from '../../account/SessionUnconfirmed';
import { useLoad } from '../../../ui/useLoad';
import { useAccount, useAccountControls } from '../../markets/accountFeed';
import { AccountPending } from '../../markets/AccountPending';
import { useTickerMap } from '../../markets/marketHooks';
import { cancelOrder, changePositionMargin, closeAllPositions, closePosition, fetchOrderHistory, placeOrder, reversePosition, setPositionTpsl } from '../../markets/tradingApi';
import { FundingRecords } from '../futures/FundingRecords';
import { SETTLEMENT_ASSET } from './positionCells';
import { AccountTabs, type AccountTab } from './AccountTabs';
import { ConditionalPanel } from './ConditionalTable';
import { useConditionalOrders } from '../../markets/conditionalFeed';
import { OpenOrdersTable } from './OpenOrdersTable';
import { OrderHistoryTable } from './OrderHistoryTable';
import { PositionsTable } from './PositionsTable';

const HISTORY_PAGE = 50;

export function AccountPanel({ market, symbols }: { market: MarketKind; symbols: readonly SymbolInfo[] }) {
  const { t } = useI18n();
  const account = useAccount();
  const session = useAtomValue(sessionAtom);
  const { echo } = useAccountControls();
  const byName = useMemo(() => new Map(symbols.map((s) => [s.symbol, s])), [symbols]);
  const state = account?.state;
  const positions = useMemo(() => (market === 'futures' && state ? state.positions : []), [market, state]);
  const open = useMemo(() => (state ? state.open.filter((o) => o.market === market) : []), [market, state]);
  const tickers = useTickerMap('futures', positions.map((p) => p.symbol));
  const waiting = useConditionalOrders(market, 'open');

  const onCancel = useCallback(async (order: Order) => echo(await cancelOrder(order.market, order.orderId)), [echo]);
  const onClose = useCallback(async (position: Position, plan: ClosePlan) => {
    echo(plan.kind === 'whole' ? await closePosition(position.symbol, position.posSide) : await placeOrder('futures', plan.fields));
  }, [echo]);
  const onReverse = useCallback(async (position: Position) => {
    const { closed, opened } = await reversePosition(position.symbol, position.posSide);
    echo(closed);
    echo(opened);
  }, [echo]);
  const onCloseAll = useCallback(async () => {
    for (const order of await closeAllPositions()) echo(order);
  }, [echo]);
  const onSetTpsl = useCallback(async (position: Position, takeProfit: string, stopLoss: string) => {
    await setPositionTpsl(position.symbol, position.posSide, takeProfit, stopLoss);
  }, []);
  const onChangeMargin = useCallback(async (position: Position, direction: MarginDirection, amount: string) => {
    await changePositionMargin(position.symbol, position.posSide, direction, amount);
  }, []);

  if (session.status === 'unconfirmed') return <SessionUnconfirmed />;
  if (!account) {
    return (
      <p className="muted">
        {t('order.signedOut')} <Link href="/login">{t('order.login')}</Link>
      </p>
    );
  }
  if (account.load !== 'ready') return <AccountPending failed={account.load === 'failed'} />;
  const panel = (tab: AccountTab) => {
    switch (tab) {
      case 'positions':
        return <PositionsTable positions={positions} symbols={byName} tickers={tickers} onClose={onClose} onSetTpsl={onSetTpsl}
          onReverse={onReverse} onCloseAll={onCloseAll}
          available={availableOf(account.state.balances.futures, SETTLEMENT_ASSET)} onChangeMargin={onChangeMargin} />;
      case 'funding':
        return <FundingRecords symbols={byName} />;
      case 'openOrders':
        return <OpenOrdersTable orders={open} symbols={byName} onCancel={onCancel} />;
      case 'conditional':
        return <ConditionalPanel market={market} symbols={byName} waiting={waiting} />;
      case 'history':
        return <History market={market} symbols={byName} />;
    }
  };
  const conditional = waiting.state === 'ready' ? waiting.orders.length : null;
  return <AccountTabs market={market} counts={{ openOrders: open.length, positions: positions.length, conditional }} renderPanel={panel} />;
}

/** Fetched when the tab opens, then followed: orders that end while it is open join at the top. */
function History({ market, symbols }: { market: MarketKind; symbols: ReadonlyMap<string, SymbolInfo> }) {
  const { t } = useI18n();
  const account = useAccount();
  const { result, retry } = useLoad(() => fetchOrderHistory(market, { limit: HISTORY_PAGE }), market);
  const [older, setOlder] = useState<{ readonly orders: readonly Order[]; readonly hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  if (result.state === 'failed') {
    return (
      <div role="alert">
        <p>{t('orders.historyFailed')}</p>
        <button type="button" className="button" onClick={retry}>{t('error.retry')}</button>
      </div>
    );
  }
  if (result.state === 'loading' || !account) return <p className="muted" role="status">{t('app.loading')}</p>;
  const fetched = [...result.value, ...(older?.orders ?? [])];
  const hasMore = older ? older.hasMore : result.value.length === HISTORY_PAGE;
  const more = async () => {
    setLoadingMore(true);
    try {
      const page = await fetchOrderHistory(market, { limit: HISTORY_PAGE, before: fetched[fetched.length - 1]?.orderId ?? '' });
      setOlder({ orders: [...(older?.orders ?? []), ...page], hasMore: page.length === HISTORY_PAGE });
    } catch {
      // The request layer has said why; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <>
      <OrderHistoryTable orders={historyOf(account.state, market, fetched)} symbols={symbols} hasMore={hasMore} loadingMore={loadingMore} onMore={() => void more()} />
      <p className="acct-more"><Link href={recordsHref(market === 'spot' ? 'spotOrders' : 'futuresOrders')} data-testid="orders-all-records">{t('records.all')}</Link></p>
    </>
  );
}
