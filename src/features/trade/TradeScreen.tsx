// The trading screen's parts and their places: the layout preference puts the order form left,
// center or right (logical sides, so Arabic mirrors them). On a desktop the chart, book, form and
// account tables share the first screen; on a phone the parts are tabs, only the shown one
// subscribes to its data, and the chart and book tabs keep Buy and Sell in reach.
import { type CSSProperties, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { marketPath } from '../../app/paths';
import { rowsFitting } from '../../core/markets/fittingRows';
import type { MarketKind, SymbolInfo } from '../../core/markets/symbols';
import { EMPTY_ACCOUNT } from '../../core/markets/accountState';
import type { Order, OrderSide } from '../../core/markets/trading';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { preferencesAtom, useAtomValue } from '../../state/hooks';
import { tabForKey } from '../../ui/tabKeys';
import { useElementHeight } from '../../ui/useElementHeight';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useThrottled } from '../../ui/useThrottled';
import { FeedAccountSync, useAccount } from '../markets/accountFeed';
import { useFavorites } from '../markets/favorites';
import { type FeedHealth, bookFrames, tradeFrames, useFeedHealth, useMarketTickers, useTicker } from '../markets/marketHooks';
import { AccountPanel } from './account/AccountPanel';
import { ChartPanel } from './chart/ChartPanel';
import { chartLinesOf } from './chartLinesOf';
import { type ChosenSide, OrderForm, type PickedPrice } from './form/OrderForm';
import type { MarketNow } from './form/orderDraftInput';
import { useBookGrouping } from './market/BookGroupControl';
import { type BookFrame, OrderBookView } from './market/OrderBookView';
import { RecentTradesView } from './market/RecentTradesView';
import { SymbolPicker } from './market/SymbolPicker';
import { TickerBar } from './market/TickerBar';
import { useSampled } from './market/useSampled';
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
/** The phone tabs whose part leaves the order form a tab away: they show the Buy and Sell bar. */
const WITH_TRADE_BAR: ReadonlySet<Part> = new Set(['chart', 'book', 'trades']);
/** RecentTradesView.css: a trade's row and the headings' row. */
const TRADE_METRICS = { row: 20, fixed: 20, lists: 1 } as const;

/** What another screen on the same markets puts in place of the spot account's parts (the margin screen, features/margin). */
export interface TradeSlots {
  readonly hrefFor: (symbol: string) => string;
  /** Under the market's figures, on every tab. */
  readonly head: ReactNode;
  readonly form: (now: MarketNow, picked: PickedPrice | null, side: ChosenSide | null) => ReactNode;
  readonly orders: ReactNode;
  /** The open orders the chart draws, in place of the spot account's. */
  readonly chartOrders: readonly Order[];
}

export default function TradeScreen({ market, info, symbols, slots }: { market: MarketKind; info: SymbolInfo; symbols: readonly SymbolInfo[]; slots?: TradeSlots }) {
  const { t, bcp47, dir } = useI18n();
  const { layout } = useAtomValue(preferencesAtom);
  const phone = useMediaQuery(PHONE);
  const [tab, setTab] = useState<Part>('chart');
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const [side, setSide] = useState<ChosenSide | null>(null);
  const health = useFeedHealth();
  const account = useAccount();
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerSymbols = useMemo(() => symbols.filter((s) => s.market === market).map((s) => s.symbol), [symbols, market]);
  const tickerMap = useMarketTickers(market, pickerSymbols, pickerOpen);
  const tickers = useMemo(() => [...tickerMap.values()], [tickerMap]);
  const { favorites, toggle: toggleFavorite } = useFavorites(pickerOpen);
  const onPickPrice = useCallback((price: string) => {
    setPicked({ price, at: Date.now() });
    if (phone) setTab('form');
  }, [phone]);
  const openForm = (chosen: OrderSide) => {
    setSide({ side: chosen });
    setTab('form');
  };
  const chartOrders = slots?.chartOrders;
  const lines = useMemo(() => {
    if (chartOrders) return chartLinesOf({ ...EMPTY_ACCOUNT, open: chartOrders }, market, info.symbol, { t, bcp47 });
    return account?.load === 'ready' ? chartLinesOf(account.state, market, info.symbol, { t, bcp47 }) : [];
  }, [account, chartOrders, market, info.symbol, t, bcp47]);

  const part = (name: Part): ReactNode => {
    switch (name) {
      case 'chart':
        return <ChartPanel market={market} symbol={info.symbol} base={info.base} quote={info.quote} pricePrecision={info.pricePrecision} lines={lines} />;
      case 'book':
        return <BookPart market={market} info={info} stale={health !== 'live'} onPickPrice={onPickPrice} fit={!phone} />;
      case 'trades':
        return <TradesPart market={market} info={info} fit={!phone} />;
      case 'form':
        return <FormPart market={market} info={info} picked={picked} side={side} render={slots?.form} />;
      case 'orders':
        return slots ? slots.orders : <AccountPanel market={market} symbols={symbols} />;
    }
  };

  // The market's figures may take two lines (Arabic on a laptop): the row beneath gives way by as much.
  const [headBox, headHeight] = useElementHeight<HTMLDivElement>();
  const head = (
    <div ref={headBox} className="trade__head">
      <LiveTickerBar market={market} info={info} picker={(
        <SymbolPicker market={market} current={info.symbol} symbols={symbols} tickers={tickers} hrefFor={slots?.hrefFor ?? ((s) => marketPath(market, s))} onOpenChange={setPickerOpen}
          favorites={favorites.list} onToggleFavorite={toggleFavorite} />
      )} />
      <FeedNotice health={health} />
      {slots?.head}
    </div>
  );

  return (
    <div className="trade" data-testid="trade-screen" data-market={market} data-symbol={info.symbol}>
      <FeedAccountSync />
      {phone ? (
        <>
          {head}
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
          {WITH_TRADE_BAR.has(tab) ? <TradeBar market={market} onChoose={openForm} /> : null}
        </>
      ) : (
        <div className={`trade__grid trade__grid--form-${layout}`} data-testid="trade-grid" data-layout={layout}
          style={headHeight === null ? undefined : ({ '--trade-head': `${headHeight}px` } as CSSProperties)}>
          {head}
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

/** A phone's way to trade from the chart and the book: either side opens the order form on it. */
function TradeBar({ market, onChoose }: { market: MarketKind; onChoose: (side: OrderSide) => void }) {
  const { t } = useI18n();
  const futures = market === 'futures';
  return (
    <div className="trade__bar" data-testid="trade-bar">
      <button type="button" className="button trade__bar-button trade__bar-button--buy" onClick={() => onChoose('buy')} data-testid="trade-bar-buy">
        {t(futures ? 'order.side.long' : 'order.side.buy')}
      </button>
      <button type="button" className="button trade__bar-button trade__bar-button--sell" onClick={() => onChoose('sell')} data-testid="trade-bar-sell">
        {t(futures ? 'order.side.short' : 'order.side.sell')}
      </button>
    </div>
  );
}

/** The ticker changes with every trade: only this bar renders for it, not the screen around it. */
function LiveTickerBar({ market, info, picker }: { market: MarketKind; info: SymbolInfo; picker: ReactNode }) {
  return <TickerBar market={market} symbolInfo={info} ticker={useTicker(market, info.symbol)} picker={picker} />;
}

/** `fit`: as many levels as the book's box holds (a desktop, where the box is as tall as the chart). */
function BookPart({ market, info, stale, onPickPrice, fit }: { market: MarketKind; info: SymbolInfo; stale: boolean; onPickPrice: (price: string) => void; fit: boolean }) {
  const grouping = useBookGrouping(market, info.symbol, info.tickSize);
  // The tick itself groups nothing: the book the order form reads serves the view too.
  const group = grouping && grouping.step !== grouping.steps[0] ? grouping.step : null;
  const frames = bookFrames(market, info.symbol, group);
  const ticker = useTicker(market, info.symbol);
  const element = useRef<HTMLDivElement | null>(null);
  // The book's sequence and phase, for tests and the bench: written at each painted frame, not rendered.
  const onFrame = useCallback((frame: BookFrame) => {
    const node = element.current;
    if (!node) return;
    node.dataset.seq = String(frame.seq ?? 0);
    node.dataset.phase = frame.phase;
    node.dataset.resyncs = String(frame.resyncs ?? 0);
  }, []);
  return (
    <div ref={element} className="trade__book" data-testid="order-book" data-phase="loading">
      <OrderBookView frames={frames} pricePrecision={info.pricePrecision} rows={fit ? 'fit' : undefined} units={info} grouping={grouping ?? undefined}
        amountPrecision={info.amountPrecision} last={ticker} onPickPrice={onPickPrice} stale={stale} onFrame={onFrame} />
    </div>
  );
}

/** `fit`: as many trades as the box holds (a desktop, where the book and the trades share the chart's height). */
function TradesPart({ market, info, fit }: { market: MarketKind; info: SymbolInfo; fit: boolean }) {
  const [box, height] = useElementHeight<HTMLDivElement>();
  const rows = fit && height !== null ? rowsFitting(height, TRADE_METRICS) : undefined;
  return (
    <div ref={box} className="trade__trades">
      <RecentTradesView frames={tradeFrames(market, info.symbol)} pricePrecision={info.pricePrecision} amountPrecision={info.amountPrecision} rows={rows} />
    </div>
  );
}

function FormPart({ market, info, picked, side, render }: {
  market: MarketKind; info: SymbolInfo; picked: PickedPrice | null; side: ChosenSide | null; render?: TradeSlots['form'];
}) {
  // The form values market orders and shares of the balance against the book; four times a second
  // is current enough, and spares rendering the whole form at every frame.
  const [book] = useSampled(bookFrames(market, info.symbol), FORM_MARKET_PERIOD_MS);
  const ticker = useThrottled(useTicker(market, info.symbol), FORM_MARKET_PERIOD_MS);
  const now = useMemo(() => ({ bids: book.bids, asks: book.asks, ticker }), [book, ticker]);
  // The same element while nothing it reads changed: a new last price alone renders this part, not the form.
  return useMemo(() => (render ? render(now, picked, side) : <OrderForm market={market} info={info} now={now} picked={picked} side={side} />), [market, info, now, picked, side, render]);
}
