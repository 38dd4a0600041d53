// The trading screen's chart: a switch between the candles and the book's depth (bound to the
// chart_view preference), then the chosen view. Candles: the interval picker (kline_interval), the
// candles of the symbol, and the user's orders and positions as price lines. Each view's drawing
// code comes in its own chunk, loaded when the view is first shown; until it arrives a placeholder
// of the same size holds its place. The view not shown neither loads nor subscribes to anything.
import { type HTMLAttributes, Suspense, useId, useMemo } from 'react';
import { lazyPage } from '../../../app/lazyPage';
import type { CandleInterval } from '../../../core/markets/intervals';
import { candleIntervalOf, klineIntervalOf } from '../../../core/markets/klineInterval';
import type { MarketKind } from '../../../core/markets/symbols';
import type { ChartView } from '../../../core/preferences';
import { useI18n } from '../../../i18n/intl';
import { tradingPreferencesAtom, useAtom } from '../../../state/hooks';
import { useBookArrived } from '../../markets/marketHooks';
import { ChartBoundary } from './ChartBoundary';
import { type ChartLine, visibleLines } from './chartLines';
import { ChartFailed, ChartLoading } from './ChartStatus';
import { ChartViewSwitch, chartTabId } from './ChartViewSwitch';
import { IntervalPicker } from './IntervalPicker';
import { useCandles } from './useCandles';
import './ChartPanel.css';

export type { ChartLine, ChartLineKind } from './chartLines';

// A failed chunk after a deploy reloads the page once for the new version (lazyPage).
const CandleChart = lazyPage(() => import('./CandleChart'));
const DepthChart = lazyPage(() => import('./DepthChart'));

export interface ChartPanelProps {
  readonly market: MarketKind;
  readonly symbol: string;
  /** The asset amounts are counted in and the one prices are quoted in (the depth view's units). */
  readonly base: string;
  readonly quote: string;
  readonly pricePrecision: number;
  readonly lines: readonly ChartLine[];
}

export function ChartPanel(props: ChartPanelProps) {
  const [preferences, setPreferences] = useAtom(tradingPreferencesAtom);
  const view = preferences.chart_view;
  const panel = useId();
  const choose = (next: ChartView) => setPreferences({ chart_view: next });

  return (
    <div className="chart-panel" data-testid="chart-panel" data-view={view}>
      <ChartViewSwitch value={view} onChange={choose} panel={panel} />
      {view === 'candles' ? <CandlesView {...props} panel={panel} /> : <DepthView {...props} panel={panel} />}
    </div>
  );
}

function CandlesView({ market, symbol, pricePrecision, lines, panel }: ChartPanelProps & { panel: string }) {
  const { t } = useI18n();
  const [preferences, setPreferences] = useAtom(tradingPreferencesAtom);
  const interval = candleIntervalOf(preferences.kline_interval);
  const orders = preferences.entrust_kline_mark;
  const positions = preferences.position_kline_mark;
  const shownLines = useMemo(() => visibleLines(lines, { orders, positions }), [lines, orders, positions]);
  const choose = (next: CandleInterval) => setPreferences({ kline_interval: klineIntervalOf(next) });
  // The chart's code and history are the heaviest part of the screen and the least urgent: on a
  // slow network they wait for the book, so the price and the book get the bandwidth first.
  const bookFirst = useBookArrived(market, symbol);
  const stage = { id: panel, role: 'tabpanel', 'aria-labelledby': chartTabId(panel, 'candles'), className: 'chart-panel__stage', dir: 'ltr', 'data-testid': 'chart', 'data-interval': interval } as const;

  return (
    <>
      <IntervalPicker value={interval} onChange={choose} />
      {bookFirst ? (
        <CandlesStage stage={stage} market={market} symbol={symbol} interval={interval} pricePrecision={pricePrecision} lines={shownLines} />
      ) : (
        <div {...stage} data-status="loading">
          <div className="chart-panel__placeholder" />
          <ChartLoading />
        </div>
      )}
      {/* lightweight-charts' licence: name TradingView as its creator, with a link. */}
      <a className="chart-panel__attribution" href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {t('chart.attribution', { brand: 'TradingView' })}
      </a>
    </>
  );
}

function CandlesStage({ stage, market, symbol, interval, pricePrecision, lines }: {
  stage: HTMLAttributes<HTMLDivElement>; market: MarketKind; symbol: string; interval: CandleInterval; pricePrecision: number; lines: readonly ChartLine[];
}) {
  const candles = useCandles(market, symbol, interval);
  return (
    <div {...stage} data-status={candles.status}>
      <ChartBoundary>
        <Suspense fallback={<div className="chart-panel__placeholder" />}>
          <CandleChart
            seriesKey={candles.key}
            candles={candles.candles}
            interval={interval}
            pricePrecision={pricePrecision}
            lines={lines}
            onNearStart={candles.loadOlder}
          />
        </Suspense>
        {candles.status === 'loading' && <ChartLoading />}
        {candles.status === 'failed' && <ChartFailed onRetry={candles.retry} />}
      </ChartBoundary>
    </div>
  );
}

function DepthView({ market, symbol, base, quote, panel }: ChartPanelProps & { panel: string }) {
  return (
    // The price axis runs low to high left to right in every language, as on every exchange
    // (docs/decisions.md), like the candles' time axis.
    <div id={panel} role="tabpanel" aria-labelledby={chartTabId(panel, 'depth')} className="chart-panel__stage" dir="ltr" data-testid="depth-chart">
      <ChartBoundary>
        <Suspense fallback={<div className="chart-panel__placeholder" />}>
          <DepthChart market={market} symbol={symbol} base={base} quote={quote} />
        </Suspense>
      </ChartBoundary>
    </div>
  );
}
