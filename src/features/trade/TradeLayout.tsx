// The trading screen's frame. The layout preference puts the order form left, center or right
// (logical sides, so Arabic mirrors them); on a phone the parts stack.
import type { ReactNode } from 'react';
import { preferencesAtom, useAtomValue } from '../../state/hooks';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';

function Panel({ title, children, area }: { title: MessageId; children?: ReactNode; area: string }) {
  const { t } = useI18n();
  return (
    <section className={`panel panel--${area}`} aria-label={t(title)}>
      <h2 className="panel__title">{t(title)}</h2>
      {children ?? <p className="muted panel__empty">{t('trade.noMarketData')}</p>}
    </section>
  );
}

export function TradeLayout({ heading }: { heading: ReactNode }) {
  const { layout } = useAtomValue(preferencesAtom);
  return (
    <div className="trade">
      <h1 className="trade__heading">{heading}</h1>
      <div className={`trade__grid trade__grid--form-${layout}`} data-testid="trade-grid" data-layout={layout}>
        <Panel area="chart" title="trade.chart" />
        <Panel area="book" title="trade.orderBook" />
        <Panel area="form" title="trade.orderForm" />
        <Panel area="orders" title="trade.openOrders" />
      </div>
    </div>
  );
}
