// /order/marginOrderInfo: the open margin orders of every account (each with Cancel) and the open
// loans (each with Repay), polled with the other margin screens.
import { useMemo, useState } from 'react';
import { accountFor } from '../../core/margin/risk';
import { useI18n } from '../../i18n/intl';
import { useLoad } from '../../ui/useLoad';
import { useSymbols } from '../markets/useSymbols';
import { OpenOrdersTable } from '../trade/account/OpenOrdersTable';
import { MarginActionDialog, type MarginActionRequest } from './MarginActionDialog';
import { cancelMarginOrder, fetchMarginRates } from './marginApi';
import { MarginPageFrame } from './MarginPageFrame';
import { MarginStatus } from './MarginStatus';
import { useMargin, useMarginRefresh } from './marginStore';
import { MarginLoansTable } from './MarginTables';

function Content() {
  const { t } = useI18n();
  const margin = useMargin();
  const refresh = useMarginRefresh();
  const { result } = useSymbols('spot');
  const { result: rates } = useLoad(fetchMarginRates, 'margin-rates');
  const [request, setRequest] = useState<MarginActionRequest | null>(null);
  const bySymbol = useMemo(() => new Map(result.state === 'ready' ? result.value.symbols.map((s) => [s.symbol, s]) : []), [result]);
  const account = request && margin?.data ? accountFor(margin.data.accounts, request.target.mode, request.target.symbol) : null;
  return (
    <>
      <MarginStatus margin={margin} />
      <section aria-labelledby="margin-open-orders-title" data-testid="margin-orders-page">
        <h2 id="margin-open-orders-title">{t('margin.openOrders')}</h2>
        <OpenOrdersTable orders={margin?.data?.orders ?? []} symbols={bySymbol} onCancel={async (order) => {
          await cancelMarginOrder(order.orderId);
          refresh();
        }} />
      </section>
      <section aria-labelledby="margin-loans-title">
        <h2 id="margin-loans-title">{t('margin.loans')}</h2>
        <MarginLoansTable loans={margin?.data?.loans ?? []} onRepay={(loan) => {
          const info = loan.symbol ? bySymbol.get(loan.symbol) : undefined;
          const coins = loan.mode === 'cross' ? (rates.state === 'ready' ? rates.value.rates.map((r) => r.asset) : [loan.asset]) : info ? [info.quote, info.base] : [loan.asset];
          setRequest({ action: 'repay', target: { mode: loan.mode, symbol: loan.symbol ?? '' }, coins, coin: loan.asset });
        }} />
      </section>
      <MarginActionDialog request={request} account={account} onClose={() => setRequest(null)} onDone={() => { setRequest(null); refresh(); }} />
    </>
  );
}

export default function MarginOrdersPage() {
  return <MarginPageFrame title="margin.orders.title"><Content /></MarginPageFrame>;
}
