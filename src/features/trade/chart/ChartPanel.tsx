// The trading screen's chart: the interval picker (bound to the kline_interval preference), the
// candles of the symbol, and the user's orders and positions as price lines. The chart library
// comes in its own chunk; until it arrives a placeholder of the same size holds its place.
import { Suspense, useMemo } from 'react';
import { lazyPage } from '../../../app/lazyPage';
import type { CandleInterval } from '../../../core/markets/intervals';
import { candleIntervalOf, klineIntervalOf } from '../../../core/markets/klineInterval';
import type { MarketKind } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { tradingPreferencesAtom, useAtom } from '../../../state/hooks';
import { ChartBoundary } from './ChartBoundary';
import { type ChartLine, visibleLines } from './chartLines';
import { ChartFailed, ChartLoading } from './ChartStatus';
import { IntervalPicker } from './IntervalPicker';
import { useCandles } from './useCandles';
import './ChartPanel.css';

export type { ChartLine, ChartLineKind } from './chartLines';

// A failed chunk after a deploy reloads the page once for the new version (lazyPage).
const CandleChart = lazyPage(() => import('./CandleChart'));

export interface ChartPanelProps {
  readonly market: MarketKind;
  readonly symbol: string;
  readonly pricePrecision: number;
  readonly lines: readonly ChartLine[];
}

export function ChartPanel({ market, symbol, pricePrecision, lines }: ChartPanelProps) {
  const { t } = useI18n();
  const [preferences, setPreferences] = useAtom(tradingPreferencesAtom);
  const interval = candleIntervalOf(preferences.kline_interval);
  const candles = useCandles(market, symbol, interval);
  const orders = preferences.entrust_kline_mark;
  const positions = preferences.position_kline_mark;
  const shownLines = useMemo(() => visibleLines(lines, { orders, positions }), [lines, orders, positions]);
  const choose = (next: CandleInterval) => setPreferences({ kline_interval: klineIntervalOf(next) });

  return (
    <div className="chart-panel" data-testid="chart-panel">
      <IntervalPicker value={interval} onChange={choose} />
      <div className="chart-panel__stage" dir="ltr" data-testid="chart" data-status={candles.status} data-interval={interval}>
        <ChartBoundary>
          <Suspense fallback={<div className="chart-panel__placeholder" />}>
            <CandleChart
              seriesKey={candles.key}
              candles={candles.candles}
              interval={interval}
              pricePrecision={pricePrecision}
              lines={shownLines}
              onNearStart={candles.loadOlder}
            />
          </Suspense>
          {candles.status === 'loading' && <ChartLoading />}
          {candles.status === 'failed' && <ChartFailed onRetry={candles.retry} />}
        </ChartBoundary>
      </div>
      {/* lightweight-charts' licence: name TradingView as its creator, with a link. */}
      <a className="chart-panel__attribution" href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {t('chart.attribution', { brand: 'TradingView' })}
      </a>
    </div>
  );
}
