// The order book's cumulative depth on a canvas, painted straight from the book's frame store: at
// most once per animation frame, never through a React render, and not at all while the page is
// hidden or the chart is scrolled off screen (it stops reading the book then, and catches up when
// shown). A canvas says nothing to a screen reader: the summary of the best prices and the depth
// near the mid is its label and a visually hidden text, renewed about once a second.
import { type KeyboardEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { type DepthCurve, type DepthPoint, depthCurve, depthWithin, nearestPoint, stepFrom } from '../../../core/markets/depthChart';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { MarketKind } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { bookFrames } from '../../markets/marketHooks';
import { readChartColours } from './chartColours';
import { type DepthLayout, paintDepth } from './depthPainter';

export interface DepthChartProps {
  readonly market: MarketKind;
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
}

/** A frame of the book as its store gives it (bids and asks best first, and the feed's phase). */
type BookState = ReturnType<ReturnType<typeof bookFrames>['get']>;

/** Where the crosshair is: under the pointer (an x on the canvas), or on a level chosen with the keys. */
type Aim = { readonly x: number } | { readonly price: number } | null;
type Shown = 'loading' | 'empty' | 'ready';

const SUMMARY_MS = 1_000;

function shownOf(book: BookState, curve: DepthCurve | null): Shown {
  return curve ? 'ready' : book.phase === 'live' ? 'empty' : 'loading';
}

export default function DepthChart({ market, symbol, base, quote }: DepthChartProps) {
  const { t, bcp47, dir } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const aim = useRef<Aim>(null);
  const drawn = useRef<{ curve: DepthCurve | null; layout: DepthLayout | null }>({ curve: null, layout: null });
  const repaint = useRef<() => void>(() => undefined);
  const [shown, setShown] = useState<Shown>('loading');
  const [summary, setSummary] = useState(() => t('depth.status', { symbol, status: t('market.book.loading') }));

  const format = (decimal: string) => formatDecimalText(decimal, bcp47);
  const describe = useEffectEvent((book: BookState): string => {
    const bid = book.bids[0]?.[0];
    const ask = book.asks[0]?.[0];
    const one = depthWithin(book.bids, book.asks, 1);
    const two = depthWithin(book.bids, book.asks, 2);
    if (bid === undefined || ask === undefined || !one || !two) {
      const status = t(book.phase === 'live' ? 'market.book.empty' : 'market.book.loading');
      return t('depth.status', { symbol, status });
    }
    return t('depth.summary', {
      symbol, base, bid: format(bid), ask: format(ask),
      bids1: format(one.bids), asks1: format(one.asks), bids2: format(two.bids), asks2: format(two.asks),
    });
  });
  // Read at paint time: the newest language and units, without restarting the painting.
  const words = useEffectEvent(() => ({
    format, price: t('market.price'), total: t('market.totalIn', { asset: base }), value: t('depth.valueIn', { asset: quote }),
  }));

  useEffect(() => {
    const element = canvas.current;
    const container = box.current;
    const context = element?.getContext('2d');
    if (!element || !container || !context) return;
    const store = bookFrames(market, symbol);
    let size = { width: container.clientWidth, height: container.clientHeight };
    let colours = readChartColours();
    let font = getComputedStyle(container).fontFamily;
    let onScreen = true;
    let frame = 0;
    let unsubscribe: (() => void) | null = null;
    let lastShown: Shown | null = null;

    const visible = () => onScreen && !document.hidden;

    const paint = () => {
      frame = 0;
      if (!visible()) return;
      const book = store.get();
      const curve = depthCurve(book.bids, book.asks);
      const ratio = window.devicePixelRatio || 1;
      const width = Math.round(size.width * ratio);
      const height = Math.round(size.height * ratio);
      if (element.width !== width || element.height !== height) {
        element.width = width;
        element.height = height;
      }
      const current = aim.current;
      const layout0 = drawn.current.layout;
      const price = current === null ? null : 'price' in current ? current.price : layout0 ? layout0.scale.priceAt(current.x) : null;
      const pointed = curve && price !== null ? nearestPoint(curve, price) : null;
      const layout = paintDepth(context, {
        curve, width: size.width, height: size.height, ratio, colours,
        font, label: words().format, pointed,
      });
      drawn.current = { curve, layout };
      showTip(pointed, layout);
      const now = shownOf(book, curve);
      if (now !== lastShown) {
        lastShown = now;
        setShown(now);
        setSummary(describe(book));
      }
    };

    const showTip = (point: DepthPoint | null, layout: DepthLayout | null) => {
      const node = tip.current;
      if (!node) return;
      if (!point || !layout) {
        node.hidden = true;
        return;
      }
      const { price, total, value, format: f } = words();
      const rows = node.querySelectorAll('dd');
      const labels = node.querySelectorAll('dt');
      [price, total, value].forEach((label, i) => { labels[i]!.textContent = label; });
      [point.price, point.total, point.value].forEach((figure, i) => { rows[i]!.textContent = f(figure); });
      node.dataset.side = point.side;
      node.hidden = false;
      const x = layout.scale.x(point.at);
      const y = layout.scale.y(point.depth);
      const { offsetWidth: w, offsetHeight: h } = node;
      // Beside the point on the side with room; on a phone, where neither side has room, above or
      // below it. Never over the point itself.
      const { plot } = layout;
      const right = plot.left + plot.width;
      const bottom = plot.top + plot.height;
      const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));
      let left: number;
      let top: number;
      if (x + 14 + w <= right || x - 14 - w >= plot.left) {
        left = x + 14 + w <= right ? x + 14 : x - 14 - w;
        top = clamp(y - h / 2, plot.top, bottom - h);
      } else {
        left = clamp(x - w / 2, 0, right - w);
        top = y - 14 - h >= plot.top ? y - 14 - h : clamp(y + 14, plot.top, bottom - h);
      }
      node.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    };

    const schedule = () => {
      if (frame === 0 && visible()) frame = requestAnimationFrame(paint);
    };
    repaint.current = schedule;

    // Read the book only while the chart can be seen; on coming back, paint what it is now.
    const follow = () => {
      if (visible() && !unsubscribe) {
        unsubscribe = store.subscribe(schedule);
        schedule();
      } else if (!visible() && unsubscribe) {
        unsubscribe();
        unsubscribe = null;
      }
    };

    const resize = new ResizeObserver(() => {
      size = { width: container.clientWidth, height: container.clientHeight };
      schedule();
    });
    resize.observe(container);
    const intersection = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
        onScreen = entries.some((entry) => entry.isIntersecting);
        follow();
      })
      : null;
    intersection?.observe(container);
    // The theme and language switch by attributes on <html>; the canvas takes the new colours and font.
    const theme = new MutationObserver(() => {
      colours = readChartColours();
      font = getComputedStyle(container).fontFamily;
      schedule();
    });
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-mode', 'class', 'lang'] });
    document.addEventListener('visibilitychange', follow);
    const summaries = window.setInterval(() => {
      if (visible()) setSummary(describe(store.get()));
    }, SUMMARY_MS);
    follow();

    return () => {
      if (frame) cancelAnimationFrame(frame);
      unsubscribe?.();
      resize.disconnect();
      intersection?.disconnect();
      theme.disconnect();
      document.removeEventListener('visibilitychange', follow);
      window.clearInterval(summaries);
      repaint.current = () => undefined;
    };
  }, [market, symbol]);

  // A new language relabels the axes and the summary at once.
  useEffect(() => repaint.current(), [bcp47]);

  const point = (next: Aim) => {
    aim.current = next;
    repaint.current();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const curve = drawn.current.curve;
    const current = aim.current;
    const price = current && 'price' in current ? current.price : null;
    // The price axis runs left to right in every language, so the arrows do too.
    const steps = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : event.key === 'Home' ? -Infinity : event.key === 'End' ? Infinity : 0;
    if (event.key === 'Escape' && current) {
      event.preventDefault();
      point(null);
      return;
    }
    if (steps === 0 || !curve) return;
    event.preventDefault();
    const target = stepFrom(curve, price, steps);
    if (target) point({ price: target.at });
  };

  return (
    <div ref={box} className="depth-chart" data-shown={shown}>
      <canvas
        ref={canvas}
        className="depth-chart__canvas"
        role="img"
        aria-label={summary}
        tabIndex={0}
        data-testid="depth-canvas"
        onPointerMove={(event) => point({ x: event.nativeEvent.offsetX })}
        onPointerDown={(event) => point({ x: event.nativeEvent.offsetX })}
        onPointerLeave={() => point(null)}
        onPointerCancel={() => point(null)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          const curve = drawn.current.curve;
          const start = curve ? stepFrom(curve, null, 0) : null;
          if (start && aim.current === null) point({ price: start.at });
        }}
        onBlur={() => point(null)}
      />
      <p className="depth-chart__summary">{summary}</p>
      <div ref={tip} className="depth-chart__tip" dir={dir} hidden aria-hidden="true">
        <dl>
          <div><dt /><dd /></div>
          <div><dt /><dd /></div>
          <div><dt /><dd /></div>
        </dl>
      </div>
      {shown !== 'ready' && (
        <p className="chart-status" role="status">{t(shown === 'empty' ? 'market.book.empty' : 'market.book.loading')}</p>
      )}
    </div>
  );
}
