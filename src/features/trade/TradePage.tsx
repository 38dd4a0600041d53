// A market's trading screen: the symbol from the path is checked against the listed markets
// before anything subscribes to it.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import NotFoundPage from '../../app/NotFoundPage';
import { DEFAULT_FUTURES_PATH, DEFAULT_MARGIN_PATH, DEFAULT_SPOT_PATH, parseSymbol } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { reconnectDelay } from '../../core/markets/reconnect';
import type { MarketKind } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
import { CoinIcon } from '../images/CoinIcon';
import { baseAsset } from '../images/coinImage';
import { useSymbols } from '../markets/useSymbols';
import { lazyPage } from '../../app/lazyPage';
import { FirstPageShown } from '../../app/afterFirstPage';

// The screen's parts come in a chunk of their own: the title shows before them.
const TradeScreen = lazyPage(() => import('./TradeScreen'));
const MarginTradeScreen = lazyPage(() => import('../margin/MarginTradeScreen'));

/** Fetches the screen's code ahead of the render that asks for it (a cold visit starts it with the entry). */
export const preloadScreen = (kind: TradeKind): Promise<unknown> => (kind === 'margin' ? MarginTradeScreen : TradeScreen).preload();

/** The margin screen trades on the spot books: its markets are the spot ones. */
export type TradeKind = MarketKind | 'margin';
const TITLE = { spot: 'trade.spotTitle', futures: 'trade.futuresTitle', margin: 'margin.title' } as const;
const DEFAULT_PATH: Readonly<Record<TradeKind, string>> = { spot: DEFAULT_SPOT_PATH, futures: DEFAULT_FUTURES_PATH, margin: DEFAULT_MARGIN_PATH };


export default function TradePage({ kind }: { kind: TradeKind }) {
  const { t } = useI18n();
  const symbol = parseSymbol(useParams<{ symbol: string }>().symbol);
  const title = t(TITLE[kind], { symbol: symbol ?? '' });
  usePageTitle(title);
  if (!symbol) return <><NotFoundPage /><FirstPageShown /></>;
  return (
    <>
      <h1 className="trade__title"><CoinIcon coin={baseAsset(symbol)} />{title}</h1>
      <Market kind={kind} symbol={symbol} />
    </>
  );
}

type Failure = 'failed' | 'unreadable';

function Market({ kind, symbol }: { kind: TradeKind; symbol: string }) {
  const { t } = useI18n();
  const market: MarketKind = kind === 'margin' ? 'spot' : kind;
  const { result, retry } = useSymbols(market);
  const info = result.state === 'ready' ? result.value.symbols.find((s) => s.symbol === symbol) : undefined;
  // Unreadable is not absent: a list whose records could not all be read may hold this symbol.
  const unreadable = result.state === 'ready' && !info && result.value.unreadable > 0;
  const failure: Failure | null = result.state === 'failed' ? 'failed' : unreadable ? 'unreadable' : null;
  const healthy = result.state === 'ready' && !unreadable;
  useRetryWhile(failure !== null, healthy, retry);
  // While a retry is under way the last failure stays on screen: no flicker, and no new announcement each time.
  const [lastFailure, setLastFailure] = useState<Failure | null>(null);
  if (failure !== null && failure !== lastFailure) setLastFailure(failure);
  if (healthy && lastFailure !== null) setLastFailure(null);
  const shown = failure ?? (result.state === 'loading' ? lastFailure : null);
  if (shown) {
    return (
      <div className="page--center" role="alert">
        <p>{t(shown === 'unreadable' ? 'trade.marketsUnreadable' : 'trade.marketsFailed')}</p>
        <p className="muted">{t('trade.marketsRetrying')}</p>
        <button type="button" className="button" onClick={retry}>{t('error.retry')}</button>
        <FirstPageShown />
      </div>
    );
  }
  if (result.state !== 'ready') return <p className="page muted" role="status">{t('app.loading')}</p>;
  if (!info) {
    return (
      <div className="page--center" role="alert">
        <p>{t('trade.unknownMarket', { symbol })}</p>
        <Link className="button button--primary" href={DEFAULT_PATH[kind]}>{t('trade.unknownMarketAction')}</Link>
        <FirstPageShown />
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="muted" role="status">{t('app.loading')}</p>}>
      {kind === 'margin'
        ? <MarginTradeScreen key={`margin:${symbol}`} info={info} symbols={result.value.symbols} />
        : <TradeScreen key={`${kind}:${symbol}`} market={kind} info={info} symbols={result.value.symbols} />}
      <FirstPageShown />
    </Suspense>
  );
}

/** While `failing`, calls `retry` after a growing delay (0.5 s, 1 s, 2 s … 30 s); the count starts over once `healthy`. */
function useRetryWhile(failing: boolean, healthy: boolean, retry: () => void): void {
  const attempts = useRef(0);
  useEffect(() => {
    if (healthy) attempts.current = 0;
    if (!failing) return;
    const timer = setTimeout(retry, reconnectDelay(attempts.current++));
    return () => clearTimeout(timer);
  }, [failing, healthy, retry]);
}
