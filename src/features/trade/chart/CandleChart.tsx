// The candlestick chart itself. It is the only module that imports lightweight-charts and is
// loaded lazily (ChartPanel), so the trading page is interactive before the library arrives.
// The chart is imperative: it is created once, and each effect below brings one part of it
// (appearance, candles, price lines) in line with the props.
import {
  type CandlestickData, type IChartApi, type IPriceLine, type ISeriesApi, type LogicalRange, type UTCTimestamp,
  CandlestickSeries, ColorType, CrosshairMode, createChart,
} from 'lightweight-charts';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { type CandleList, chartStep, toChartBar } from '../../../core/markets/candleSeries';
import type { CandleInterval } from '../../../core/markets/intervals';
import type { Candle } from '../../../core/markets/messages';
import { useI18n } from '../../../i18n/intl';
import { preferencesAtom, useAtomValue } from '../../../state/hooks';
import { readChartColours } from './chartColours';
import { type ChartFormat, chartFormat, edgeSafeTick } from './chartFormat';
import { type ChartLine, linePrice, sameLines } from './chartLines';
import { priceLineLook } from './priceLineStyle';

export interface CandleChartProps {
  /** When it changes, the chart shows the newest candles of a new series rather than updating the old one. */
  readonly seriesKey: string;
  readonly candles: CandleList;
  readonly interval: CandleInterval;
  readonly pricePrecision: number;
  readonly lines: readonly ChartLine[];
  /** Called while the first candle is close to the visible range: time to fetch an older page. */
  readonly onNearStart: () => void;
}

/** Less than a screen of bars (and at least this many) left of the view, and the next older page is asked for. */
const PREFETCH_BARS = 30;

interface Drawn {
  readonly chart: IChartApi;
  readonly series: ISeriesApi<'Candlestick'>;
  seriesKey: string;
  candles: CandleList;
  lines: readonly ChartLine[];
  priceLines: IPriceLine[];
  theme: string;
}

/**
 * The axis labels as drawn now: the library caches a label per time, so the formatter is given
 * again whenever the view moves, and a label left out at an edge comes back once its tick is clear.
 */
function axisLabels(chart: IChartApi, tick: ChartFormat['tick']): ChartFormat['tick'] {
  const measurer = document.createElement('canvas').getContext('2d');
  const { fontSize, fontFamily } = chart.options().layout;
  if (measurer) measurer.font = `${fontSize}px ${fontFamily}`;
  const scale = chart.timeScale();
  return edgeSafeTick(tick, {
    x: (time) => scale.timeToCoordinate(time),
    width: scale.width(),
    measure: (label) => measurer?.measureText(label).width ?? label.length * fontSize,
  });
}

const bar = (candle: Candle): CandlestickData<UTCTimestamp> => {
  const b = toChartBar(candle);
  return { ...b, time: b.time as UTCTimestamp };
};

export default function CandleChart({ seriesKey, candles, interval, pricePrecision, lines, onNearStart }: CandleChartProps) {
  const { bcp47 } = useI18n();
  const { theme } = useAtomValue(preferencesAtom);
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const format = useMemo(() => chartFormat(bcp47, pricePrecision, interval), [bcp47, pricePrecision, interval]);
  const nearStart = useEffectEvent(onNearStart);
  const relabel = useEffectEvent((chart: IChartApi) => chart.applyOptions({ timeScale: { tickMarkFormatter: axisLabels(chart, format.tick) } }));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The library's own logo injects a <style> element, which our Content-Security-Policy refuses
    // (and reports); ChartPanel shows the attribution and link its licence asks for instead.
    const chart = createChart(element, { autoSize: true, crosshair: { mode: CrosshairMode.Normal }, layout: { attributionLogo: false } });
    const series = chart.addSeries(CandlestickSeries);
    drawn.current = { chart, series, seriesKey: '', candles: [], lines: [], priceLines: [], theme: '' };
    const onRange = (range: LogicalRange | null) => {
      const info = range ? series.barsInLogicalRange(range) : null;
      if (range && info && info.barsBefore < Math.max(PREFETCH_BARS, range.to - range.from)) nearStart();
      relabel(chart);
    };
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      chart.remove();
      drawn.current = null;
    };
  }, []);

  // The theme preference changes <html data-theme> in an effect of DocumentAttributes, which runs
  // before this one (it comes earlier in the tree), so the variables read here are the new ones.
  useEffect(() => {
    const d = drawn.current;
    if (!d) return;
    const c = readChartColours();
    d.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: c.bg }, textColor: c.muted },
      grid: { vertLines: { color: c.border }, horzLines: { color: c.border } },
      rightPriceScale: { borderColor: c.border },
      timeScale: { borderColor: c.border, timeVisible: interval !== '1D' && interval !== '1W', secondsVisible: false, tickMarkFormatter: axisLabels(d.chart, format.tick) },
      crosshair: { vertLine: { labelBackgroundColor: c.text }, horzLine: { labelBackgroundColor: c.text } },
      localization: { locale: bcp47, priceFormatter: format.price, timeFormatter: format.time },
    });
    d.series.applyOptions({
      upColor: c.up, downColor: c.down, borderUpColor: c.up, borderDownColor: c.down, wickUpColor: c.up, wickDownColor: c.down,
      priceFormat: { type: 'price', precision: format.decimals, minMove: 10 ** -format.decimals },
    });
  }, [theme, bcp47, format, interval]);

  useEffect(() => {
    const d = drawn.current;
    if (!d) return;
    const newSeries = d.seriesKey !== seriesKey;
    const step = newSeries ? { kind: 'redraw' as const } : chartStep(d.candles, candles);
    if (step.kind === 'redraw') d.series.setData(candles.map(bar));
    else for (const candle of step.candles) d.series.update(bar(candle));
    if (newSeries) d.chart.timeScale().scrollToRealTime();
    d.seriesKey = seriesKey;
    d.candles = candles;
  }, [seriesKey, candles]);

  useEffect(() => {
    const d = drawn.current;
    if (!d || (d.theme === theme && sameLines(d.lines, lines))) return;
    for (const line of d.priceLines) d.series.removePriceLine(line);
    const colours = readChartColours();
    d.priceLines = lines.flatMap((line) => {
      const price = linePrice(line);
      if (price === null) return [];
      return [d.series.createPriceLine({ id: line.id, price, title: line.label, axisLabelVisible: true, ...priceLineLook(line.kind, colours) })];
    });
    d.lines = lines;
    d.theme = theme;
  }, [lines, theme]);

  return <div ref={container} className="candle-chart" data-testid="candle-chart" />;
}
