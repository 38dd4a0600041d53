// The trading screen's parts and their places: the layout preference puts the order form left,
// center or right (logical sides, so Arabic mirrors them); on a phone the parts are tabs, and only
// the shown one subscribes to its data.
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { marketPath } from '../../app/paths';
import type { MarketKind, SymbolInfo } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { preferencesAtom, useAtomValue } from '../../state/hooks';
import { tabForKey } from '../../ui/tabKeys';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useThrottled } from '../../ui/useThrottled';
import { FeedAccountSync, useAccount } from '../markets/accountFeed';
import { type FeedHealth, useAllTickers, useBook, useFeedHealth, useTicker, useTrades } from '../markets/marketHooks';
import { AccountPanel } from './account/AccountPanel';
import { ChartPanel } from './chart/ChartPanel';
import { chartLinesOf } from './chartLinesOf';
import { OrderForm, type PickedPrice } from './form/OrderForm';
import { OrderBookView } from './market/OrderBookView';
import { RecentTradesView } from './market/RecentTradesView';
import { SymbolPicker } from './market/SymbolPicker';
import { TickerBar } from './market/TickerBar';
import './TradeScreen.css';

const PARTS = ['chart', 'book', 'trades', 'form', 'orders'] as const;
type Part = (typeof PARTS)[number];
const TAB_LABEL: Readonly<Record<Part, MessageId>> = {
  chart: 'trade.tab.chart', book: 'trade.tab.book', trades: 'trade.tab.trades', form: 'trade.tab.trade', orders: 'trade.tab.orders',
};
const PANEL_TITLE: Readonly<Record<Part, MessageId>> = {
  chart: 'trade.chart', book: 'trade.orderBook', trades: 'trade.recentTrades', form: 'trade.orderForm', orders: 'trade.openOrders',
};

const PHONE = '(max-width: 767px)';
const FORM_MARKET_PERIOD_MS = 250;

export default function TradeScreen({ market, info, symbols }: { market: MarketKind; info: SymbolInfo; symbols: readonly SymbolInfo[] }) {
  const { t, bcp47, dir } = useI18n();
  const { layout } = useAtomValue(preferencesAtom);
  const phone = useMediaQuery(PHONE);
  const [tab, setTab] = useState<Part>('chart');
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const ticker = useTicker(market, info.symbol);
  const health = useFeedHealth();
  const account = useAccount();
  const [pickerOpen, setPickerOpen] = useState(false);
  const tickers = useAllTickers(market, pickerOpen);
  const onPickPrice = useCallback((price: string) => {
    setPicked({ price, at: Date.now() });
    if (phone) setTab('form');
  }, [phone]);
  const lines = useMemo(() => (account?.load === 'ready' ? chartLinesOf(account.state, market, info.symbol, { t, bcp47 }) : []), [account, market, info.symbol, t, bcp47]);

  const part = (name: Part): ReactNode => {
    switch (name) {
      case 'chart':
        return <ChartPanel market={market} symbol={info.symbol} pricePrecision={info.pricePrecision} lines={lines} />;
      case 'book':
        return <BookPart market={market} info={info} stale={health !== 'live'} onPickPrice={onPickPrice} />;
      case 'trades':
        return <TradesPart market={market} info={info} />;
      case 'form':
        return <FormPart market={market} info={info} picked={picked} />;
      case 'orders':
        return <AccountPanel market={market} symbols={symbols} />;
    }
  };

  return (
    <div className="trade" data-testid="trade-screen" data-market={market} data-symbol={info.symbol}>
      <FeedAccountSync />
      <TickerBar market={market} symbolInfo={info} ticker={ticker} picker={(
        <SymbolPicker market={market} current={info.symbol} symbols={symbols} tickers={tickers} hrefFor={(s) => marketPath(market, s)} onOpenChange={setPickerOpen} />
      )} />
      <FeedNotice health={health} />
      {phone ? (
        <>
          <div className="trade__tabs" role="tablist" aria-label={t('trade.parts')}>
            {PARTS.map((name) => (
              <button key={name} type="button" role="tab" id={`trade-tab-${name}`} aria-controls="trade-tabpanel" aria-selected={tab === name}
                tabIndex={tab === name ? 0 : -1} onClick={() => setTab(name)}
                onKeyDown={(event) => {
                  const next = tabForKey(event.key, PARTS, name, dir);
                  if (!next) return;
                  event.preventDefault();
                  setTab(next);
                  document.getElementById(`trade-tab-${next}`)?.focus();
                }}>
                {t(TAB_LABEL[name])}
              </button>
            ))}
          </div>
          <section id="trade-tabpanel" role="tabpanel" aria-labelledby={`trade-tab-${tab}`} className={`panel panel--${tab}`}>
            {part(tab)}
          </section>
        </>
      ) : (
        <div className={`trade__grid trade__grid--form-${layout}`} data-testid="trade-grid" data-layout={layout}>
          {PARTS.map((name) => (
            <section key={name} className={`panel panel--${name}`} aria-label={t(PANEL_TITLE[name])}>
              {name === 'chart' || name === 'orders' ? null : <h2 className="panel__title">{t(PANEL_TITLE[name])}</h2>}
              {part(name)}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function FeedNotice({ health }: { health: FeedHealth }) {
  const { t } = useI18n();
  return (
    <div role="status" className="trade__feed" data-testid="feed-status" data-health={health}>
      {health === 'live' ? null : <p>{t(health === 'reconnecting' ? 'trade.feed.reconnecting' : 'trade.feed.stale')}</p>}
    </div>
  );
}

function BookPart({ market, info, stale, onPickPrice }: { market: MarketKind; info: SymbolInfo; stale: boolean; onPickPrice: (price: string) => void }) {
  const book = useBook(market, info.symbol);
  const ticker = useTicker(market, info.symbol);
  const loading = book.phase === 'loading';
  return (
    <div data-testid="order-book" data-seq={book.seq} data-phase={book.phase} data-resyncs={book.resyncs}>
      <OrderBookView bids={loading ? null : book.bids} asks={loading ? null : book.asks} pricePrecision={info.pricePrecision}
        amountPrecision={info.amountPrecision} last={ticker} onPickPrice={onPickPrice} stale={stale || book.phase === 'resyncing'} />
    </div>
  );
}

function TradesPart({ market, info }: { market: MarketKind; info: SymbolInfo }) {
  const trades = useTrades(market, info.symbol);
  return <RecentTradesView trades={trades} pricePrecision={info.pricePrecision} amountPrecision={info.amountPrecision} />;
}

function FormPart({ market, info, picked }: { market: MarketKind; info: SymbolInfo; picked: PickedPrice | null }) {
  const book = useBook(market, info.symbol);
  const ticker = useTicker(market, info.symbol);
  // The form values market orders and shares of the balance against the book; four times a second
  // is current enough, and spares rendering the whole form at every tick.
  const now = useThrottled(useMemo(() => ({ bids: book.bids, asks: book.asks, ticker }), [book, ticker]), FORM_MARKET_PERIOD_MS);
  return <OrderForm market={market} info={info} now={now} picked={picked} />;
}
