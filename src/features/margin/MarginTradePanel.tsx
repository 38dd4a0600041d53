// The margin screen's account part: the chosen account's coins and debts, the margin orders
// (with Cancel) and the open loans, as tabs (WAI-ARIA pattern, mirrored in right-to-left languages).
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import type { MarginAccount } from '../../core/margin/wire';
import type { SymbolInfo } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
import { tabForKey } from '../../ui/tabKeys';
import { OpenOrdersTable } from '../trade/account/OpenOrdersTable';
import { cancelMarginOrder } from './marginApi';
import type { MarginView } from './marginStore';
import { MarginAssetsTable, MarginLoansTable } from './MarginTables';

const TABS = ['assets', 'orders', 'loans'] as const;
type Tab = (typeof TABS)[number];

export function MarginTradePanel({ margin, account, symbols, onRepay, onChanged }: {
  margin: MarginView | null; account: MarginAccount | null; symbols: readonly SymbolInfo[]; onRepay: (coin: string) => void; onChanged: () => void;
}) {
  const { t } = useI18n();
  const bySymbol = useMemo(() => new Map(symbols.filter((s) => s.market === 'spot').map((s) => [s.symbol, s])), [symbols]);
  const orders = margin?.data?.orders ?? [];
  const loans = margin?.data?.loans ?? [];
  const label = (tab: Tab) => (tab === 'assets' ? t('margin.assets') : tab === 'orders' ? t('orders.tabOpen', { count: orders.length }) : t('margin.loansCount', { count: loans.length }));
  return (
    <Tabs tabs={TABS} label={label} render={(tab) => {
      if (tab === 'assets') return <MarginAssetsTable account={account} onRepay={(a) => onRepay(a.asset)} />;
      if (tab === 'loans') return <MarginLoansTable loans={loans} onRepay={(l) => onRepay(l.asset)} />;
      return (
        <div data-testid="margin-open-orders">
          <OpenOrdersTable orders={orders} symbols={bySymbol} onCancel={async (order) => {
            await cancelMarginOrder(order.orderId);
            onChanged();
          }} />
        </div>
      );
    }} />
  );
}

export function Tabs<T extends string>({ tabs, label, render }: { tabs: readonly T[]; label: (tab: T) => string; render: (tab: T) => ReactNode }) {
  const { t, dir } = useI18n();
  const idBase = useId();
  const [current, setCurrent] = useState<T>(tabs[0] as T);
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, tabs, current, dir);
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="acct-tabs">
      <div role="tablist" className="acct-tabs__list" aria-label={t('margin.account')}>
        {tabs.map((tab) => (
          <button key={tab} ref={(el) => { if (el) refs.current.set(tab, el); }} type="button" role="tab" id={`${idBase}-${tab}`} aria-controls={`${idBase}-panel`}
            aria-selected={tab === current} tabIndex={tab === current ? 0 : -1} onClick={() => setCurrent(tab)} onKeyDown={onKeyDown}
            className="acct-tabs__tab" data-testid={`margin-tab-${tab}`}>
            {label(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-${current}`} tabIndex={0} className="acct-tabs__panel">{render(current)}</div>
    </div>
  );
}
