// Tabs over the user's positions (futures), open orders and order history, following the WAI-ARIA
// tabs pattern: one tab stop, arrow keys move and select (mirrored in right-to-left languages),
// Home and End jump. Only the chosen panel is rendered, so hidden tables don't re-render on
// every tick.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { MarketKind } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { tabForKey } from '../../../ui/tabKeys';
import './account.css';

export type AccountTab = 'positions' | 'openOrders' | 'conditional' | 'history' | 'funding';

export interface AccountCounts {
  readonly openOrders: number;
  /** Futures only. */
  readonly positions: number;
  /** Waiting conditional orders; null until known. */
  readonly conditional?: number | null;
}

export const tabsOf = (market: MarketKind): readonly AccountTab[] =>
  market === 'futures' ? ['positions', 'openOrders', 'conditional', 'history', 'funding'] : ['openOrders', 'conditional', 'history'];

export function AccountTabs({ market, counts, renderPanel }: {
  market: MarketKind;
  counts: AccountCounts;
  renderPanel: (tab: AccountTab) => ReactNode;
}) {
  const { t, dir } = useI18n();
  const idBase = useId();
  const tabs = tabsOf(market);
  const [chosen, setChosen] = useState<AccountTab>(tabs[0] ?? 'openOrders');
  // Switching from futures to spot leaves no positions tab: fall back to the first one.
  const current = tabs.includes(chosen) ? chosen : (tabs[0] ?? 'openOrders');
  const refs = useRef(new Map<AccountTab, HTMLButtonElement>());

  const label = (tab: AccountTab): string => {
    switch (tab) {
      case 'positions':
        return t('positions.tab', { count: counts.positions });
      case 'openOrders':
        return t('orders.tabOpen', { count: counts.openOrders });
      case 'conditional':
        // Unknown until the list arrives: a dash, not a zero that would say there are none.
        return t('conditional.tab', { count: counts.conditional ?? '–' });
      case 'history':
        return t('orders.tabHistory');
      case 'funding':
        return t('futures.fundingTab');
    }
  };

  const choose = (tab: AccountTab) => {
    setChosen(tab);
    refs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = tabForKey(event.key, tabs, current, dir);
    if (!target) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className="acct-tabs">
      <div role="tablist" aria-label={t('orders.tabsLabel')} className="acct-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${idBase}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="acct-tabs__tab"
            onClick={() => setChosen(tab)}
            data-testid={`account-tab-${tab}`}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${current}`} tabIndex={0} className="acct-tabs__panel">
        {renderPanel(current)}
      </div>
    </div>
  );
}
