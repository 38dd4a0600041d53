// The order book: asks above with the lowest nearest the middle, the last price and the spread
// between, bids below. It changes up to 20 times a second, so it is painted on a canvas straight
// from the frame store (once a frame at most, and only while it can be seen), never rendered by
// React per update. A canvas says nothing to a screen reader or a test: an accessible mirror of the
// same levels, visually hidden, follows the book about once a second (at once when it goes live or
// starts resynchronising), and is what the keyboard moves through.
// When a price can be chosen the book is one tab stop, a listbox: focus stays on it and arrows move
// the active row (aria-activedescendant, outlined on the canvas), so a row that leaves the book as
// it updates never takes the focus with it; Enter or Space puts the active price into the order
// form, and a click or tap on a painted row does the same.
import { type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent, memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { decimalsOf } from '../../../core/markets/bookGrouping';
import { bookSpread, depthScale, depthSide, maxDecimal, type DepthRow } from '../../../core/markets/bookView';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { MIN_ROWS, rowsFitting } from '../../../core/markets/fittingRows';
import { type BookGeometry, type BookSpot, bookSpotAt, rememberedText, sameSpot } from '../../../core/markets/figureCanvas';
import type { Ticker } from '../../../core/markets/messages';
import { useI18n } from '../../../i18n/intl';
import type { BookState } from '../../markets/bookFeed';
import type { LiveStore } from '../../markets/liveStore';
import { useThrottled } from '../../../ui/useThrottled';
import { BookGroupControl, type BookGrouping } from './BookGroupControl';
import { type Surface, useCanvasSurface } from './canvasSurface';
import { type BookPicture, type PaintedLevel, paintBook } from './figurePainters';
import { formatPercentText } from './format';
import { type TickDirection, useTickDirection } from './useTickDirection';
import { useSampled } from './useSampled';
import './market.css';
import './OrderBookView.css';

/** What the book paints from: its levels best first (bids high to low, asks low to high), and whether they are live. */
export type BookFrame = Pick<BookState, 'bids' | 'asks' | 'phase'> & Partial<Pick<BookState, 'seq' | 'resyncs'>>;

export interface OrderBookViewProps {
  readonly frames: LiveStore<BookFrame>;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  readonly last?: Ticker | null;
  /** Levels shown on each side; 'fit': as many as the book's box holds (a desktop, where the box is as tall as the chart). */
  readonly rows?: number | 'fit';
  readonly onPickPrice?: (price: string) => void;
  readonly stale?: boolean;
  /** The market's assets, naming the columns' units: price in the quote, amount and total in the base. */
  readonly units?: { readonly base: string; readonly quote: string };
  /** The price steps the book can be grouped by, and the chosen one. */
  readonly grouping?: BookGrouping;
  /** Told of every frame painted (the trading screen writes its sequence and phase on the page). */
  readonly onFrame?: (frame: BookFrame) => void;
}

const PAGE = 5;

/** The mirror's period: a screen reader or a test reads the book, it does not watch it move. */
export const MIRROR_PERIOD_MS = 1_000;
const ROW_HEIGHT = 24;

type Side = 'asks' | 'bids';

/** One place in the book the keyboard can stand on: a level of a side, or the last price between them. */
interface Slot {
  readonly kind: Side | 'last';
  readonly price: string;
}

const optionIdOf = (base: string, slot: Slot) => `${base}-${slot.kind}-${slot.price}`;

/** The keys that move the active row, and by how many rows (Home and End: to either end). */
const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE, Home: -Infinity, End: Infinity };

/** Top to bottom as drawn: the asks (given best first, drawn highest first), the last price, the bids. */
function slotsOf(asks: readonly DepthRow[], lastPrice: string | undefined, bids: readonly DepthRow[]): Slot[] {
  return [
    ...[...asks].reverse().map((row) => ({ kind: 'asks' as const, price: row.price })),
    ...(lastPrice ? [{ kind: 'last' as const, price: lastPrice }] : []),
    ...bids.map((row) => ({ kind: 'bids' as const, price: row.price })),
  ];
}

// A phase change, or the first levels, show at once; otherwise the mirror waits for its period.
const mirrorUrgent = (shown: BookFrame, next: BookFrame) =>
  shown.phase !== next.phase || (shown.bids.length === 0 && shown.asks.length === 0) !== (next.bids.length === 0 && next.asks.length === 0);

interface RowProps extends DepthRow {
  readonly side: Side;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  readonly optionBase: string | undefined;
  readonly active: boolean;
}

const MirrorRow = memo(function MirrorRow({ side, price, amount, total, pricePrecision, amountPrecision, optionBase, active }: RowProps) {
  const { t, bcp47 } = useI18n();
  const shownPrice = formatDecimalText(price, bcp47, { decimals: pricePrecision });
  const shownAmount = formatDecimalText(amount, bcp47, { decimals: amountPrecision });
  const shownTotal = formatDecimalText(total, bcp47, { decimals: amountPrecision });
  const cells = (
    <>
      <span>{shownPrice}</span>
      <span>{shownAmount}</span>
      <span>{shownTotal}</span>
    </>
  );
  return optionBase ? (
    <li className="book-row" role="option" id={optionIdOf(optionBase, { kind: side, price })} aria-selected={active}
      aria-label={t('market.book.row', { price: shownPrice, amount: shownAmount, total: shownTotal })} data-price={price}>
      {cells}
    </li>
  ) : (
    <li className="book-row" data-price={price}>{cells}</li>
  );
});

function SideList({ side, rows, activePrice, ...rowProps }: { side: Side; rows: readonly DepthRow[]; activePrice: string | null } & Omit<RowProps, keyof DepthRow | 'side' | 'active'>) {
  const { t } = useI18n();
  return (
    <ol className={`order-book__side order-book__side--${side}`} role={rowProps.optionBase ? 'group' : undefined}
      aria-label={t(side === 'asks' ? 'market.book.asks' : 'market.book.bids')}>
      {rows.map((row) => (
        <MirrorRow key={row.price} side={side} {...row} {...rowProps} active={row.price === activePrice} />
      ))}
    </ol>
  );
}

const Middle = memo(function Middle({ last, direction, bestBid, bestAsk, pricePrecision, optionBase, active }: {
  last: Ticker | null;
  direction: TickDirection;
  bestBid: string | undefined;
  bestAsk: string | undefined;
  pricePrecision: number;
  optionBase: string | undefined;
  active: boolean;
}) {
  const { t, bcp47, dir } = useI18n();
  const spread = bookSpread(bestBid, bestAsk);
  const price = formatDecimalText(last?.last, bcp47, { decimals: pricePrecision });
  const tone = direction === 'up' ? 'market-up' : direction === 'down' ? 'market-down' : '';
  const content = (
    <>
      <span className="market-sr-only">{t('market.lastPrice')} </span>
      {price}
    </>
  );
  return (
    <div className="order-book__mid" role={optionBase ? 'group' : undefined} aria-label={optionBase ? t('market.lastPrice') : undefined}>
      {optionBase && last ? (
        <span className={`order-book__last ${tone}`} role="option" id={optionIdOf(optionBase, { kind: 'last', price: last.last })} aria-selected={active}
          data-price={last.last}>{content}</span>
      ) : (
        <span className={`order-book__last ${tone}`}>{content}</span>
      )}
      {spread ? (
        <span className="order-book__spread" dir={dir}>
          {t('market.book.spread', {
            spread: formatDecimalText(spread.spread, bcp47, { decimals: pricePrecision }),
            percent: formatPercentText(spread.percent, bcp47, 4),
          })}
        </span>
      ) : null}
    </div>
  );
});

export function OrderBookView({ frames, pricePrecision, amountPrecision, last = null, rows: asked = 12, onPickPrice, stale = false, units, grouping, onFrame }: OrderBookViewProps) {
  const { t, bcp47, dir } = useI18n();
  const [board, fitted] = useFittedRows(asked === 'fit');
  const rows = asked === 'fit' ? fitted : asked;
  const hint = useId();
  const hintId = onPickPrice ? hint : undefined;
  const optionBase = onPickPrice ? `${hint}-option` : undefined;
  const [active, setActive] = useState<{ readonly slot: Slot; readonly index: number } | null>(null);
  const direction = useTickDirection(last?.last);

  // --- The accessible mirror: the same levels, once a second.
  const [mirror, mirrorNow] = useSampled(frames, MIRROR_PERIOD_MS, mirrorUrgent);
  // The first last price shows at once, later ones once a second.
  const mirrorLast = useThrottled(last, MIRROR_PERIOD_MS) ?? last;
  const loading = mirror.phase === 'loading';
  const askSide = useMemo(() => depthSide(mirror.asks, rows), [mirror, rows]);
  const bidSide = useMemo(() => depthSide(mirror.bids, rows), [mirror, rows]);
  const askRows = useMemo(() => [...askSide.rows].reverse(), [askSide]);
  const empty = askSide.rows.length === 0 && bidSide.rows.length === 0;
  const choosable = optionBase !== undefined && !loading && !empty;
  const lastPrice = mirrorLast?.last;
  const mirrorStale = stale || mirror.phase === 'resyncing';

  const slots = useMemo(() => slotsOf(askSide.rows, lastPrice, bidSide.rows), [askSide, bidSide, lastPrice]);
  // The active row is followed by its price while the book moves; when its level leaves the book,
  // the row now in its place takes over. Before any arrow key, the last price (the middle) is active.
  const activeIndex = (() => {
    if (slots.length === 0) return -1;
    if (!active) return Math.max(0, slots.findIndex((slot) => slot.kind === 'last'));
    const same = slots.findIndex((slot) => slot.kind === active.slot.kind && slot.price === active.slot.price);
    return same >= 0 ? same : Math.min(active.index, slots.length - 1);
  })();
  const activeSlot = choosable ? slots[activeIndex] : undefined;
  // Its place from the best of its side: the canvas outlines the row there when a newer frame no longer has its price.
  const activePlace = activeSlot?.kind === 'asks' ? askSide.rows.findIndex((row) => row.price === activeSlot.price)
    : activeSlot?.kind === 'bids' ? bidSide.rows.findIndex((row) => row.price === activeSlot.price) : -1;

  // --- The canvas: painted from the store at every frame it can be seen.
  const priceDecimals = grouping ? Math.min(pricePrecision, decimalsOf(grouping.step)) : pricePrecision;
  const texts = useMemo(() => ({
    price: rememberedText((text) => formatDecimalText(text, bcp47, { decimals: priceDecimals })),
    amount: rememberedText((text) => formatDecimalText(text, bcp47, { decimals: amountPrecision })),
    last: rememberedText((text) => formatDecimalText(text, bcp47, { decimals: pricePrecision })),
    // The spread line's key is the spread and its percentage: "0.1|0.0995".
    spread: rememberedText((key) => {
      const [spread = '', percent = ''] = key.split('|');
      return t('market.book.spread', {
        spread: formatDecimalText(spread, bcp47, { decimals: pricePrecision }),
        percent: formatPercentText(percent, bcp47, 4),
      });
    }, 200),
  }), [bcp47, priceDecimals, amountPrecision, pricePrecision, t]);
  const painted = useRef<{ geometry: BookGeometry | null; asks: readonly DepthRow[]; bids: readonly DepthRow[] }>({ geometry: null, asks: [], bids: [] });
  const live = useRef({ last, direction, stale, hover: null as BookSpot | null, focused: false, activeSlot, activePlace, onFrame, rows, dir });
  useLayoutEffect(() => {
    live.current = { ...live.current, last, direction, stale, activeSlot, activePlace, onFrame, rows, dir };
  });
  const boardRef = useRef<HTMLDivElement | null>(null);
  const boardAndFit = useCallback((node: HTMLDivElement | null) => {
    boardRef.current = node;
    return board(node);
  }, [board]);

  const paint = useCallback(({ context, width, theme }: Surface) => {
    const now = live.current;
    const book = frames.get();
    now.onFrame?.(book);
    const geometry: BookGeometry = { rows: now.rows, rowHeight: theme.rowHeight, midHeight: theme.midHeight };
    const loaded = book.phase !== 'loading';
    const asks = depthSide(loaded ? book.asks : [], now.rows);
    const bids = depthSide(loaded ? book.bids : [], now.rows);
    painted.current = { geometry, asks: asks.rows, bids: bids.rows };
    boardRef.current?.setAttribute('data-rows', String(Math.max(asks.rows.length, bids.rows.length)));
    if (asks.rows.length === 0 && bids.rows.length === 0) return;
    const level = (row: DepthRow): PaintedLevel => ({ price: texts.price(row.price), amount: texts.amount(row.amount), total: texts.amount(row.total), depth: Number(row.total) });
    const spread = bookSpread(bids.rows[0]?.price, asks.rows[0]?.price);
    const active = now.activeSlot;
    const side = active?.kind === 'asks' ? asks.rows : bids.rows;
    const activeSpot: BookSpot | null = !active ? null : active.kind === 'last' ? { kind: 'last' }
      : spotOf(active.kind, placeOf(side.findIndex((row) => row.price === active.price), now.activePlace, side.length));
    const picture: BookPicture = {
      asks: asks.rows.map(level),
      bids: bids.rows.map(level),
      depthMax: Number(depthScale(maxDecimal(asks.total, bids.total))),
      last: now.last ? texts.last(now.last.last) : '—',
      direction: now.direction,
      spread: spread ? texts.spread(`${spread.spread}|${spread.percent}`) : null,
      dir: now.dir,
      stale: now.stale || book.phase === 'resyncing',
      hover: now.hover,
      active: activeSpot,
      focused: now.focused,
    };
    paintBook(context, width, geometry, theme, picture);
  }, [frames, texts]);

  const { attach, paintNow, requestPaint } = useCanvasSurface(paint, `${bcp47}|${dir}`, ROW_HEIGHT);
  useEffect(() => frames.subscribe(paintNow), [frames, paintNow]);
  // Figures the store does not carry: the last price, the staleness, the keyboard's row, the size.
  useEffect(() => requestPaint(), [requestPaint, last, direction, stale, activeSlot, rows, texts]);

  const spotAt = (event: MouseEvent<HTMLElement> | PointerEvent<HTMLElement>): { spot: BookSpot; price: string } | null => {
    const { geometry, asks, bids } = painted.current;
    const board = boardRef.current;
    if (!geometry || !board) return null;
    const spot = bookSpotAt(geometry, event.clientY - board.getBoundingClientRect().top, { asks: asks.length, bids: bids.length });
    if (!spot) return null;
    const price = spot.kind === 'last' ? live.current.last?.last : (spot.kind === 'asks' ? asks : bids)[spot.index]?.price;
    return price ? { spot, price } : null;
  };

  const choose = (slot: Slot) => {
    const index = slots.findIndex((s) => s.kind === slot.kind && s.price === slot.price);
    setActive({ slot, index: index >= 0 ? index : activeIndex });
    onPickPrice?.(slot.price);
  };

  const onClick = onPickPrice
    ? (event: MouseEvent<HTMLElement>) => {
        // An option of the mirror (a screen reader's click), or a painted row.
        const chosen = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-price]') : null;
        const mirrored = chosen ? slots.find((slot) => optionBase !== undefined && optionIdOf(optionBase, slot) === chosen.id) : undefined;
        if (mirrored) return choose(mirrored);
        const hit = spotAt(event);
        if (hit) choose({ kind: hit.spot.kind, price: hit.price });
      }
    : undefined;

  const onPointerMove = onPickPrice
    ? (event: PointerEvent<HTMLElement>) => {
        const spot = spotAt(event)?.spot ?? null;
        if (sameSpot(live.current.hover, spot)) return;
        live.current.hover = spot;
        event.currentTarget.style.cursor = spot ? 'pointer' : '';
        requestPaint();
      }
    : undefined;
  const onPointerLeave = () => {
    if (!live.current.hover) return;
    live.current.hover = null;
    requestPaint();
  };
  const onFocusChange = () => {
    const board = boardRef.current;
    live.current.focused = board !== null && document.activeElement === board && board.matches(':focus-visible');
    requestPaint();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!choosable || !activeSlot) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPickPrice?.(activeSlot.price);
      return;
    }
    if (!(event.key in STEPS)) return;
    event.preventDefault();
    // The keyboard moves through the book as it is now, not as the mirror last showed it.
    mirrorNow();
    const now = frames.get();
    const current = now.phase === 'loading' ? slots : slotsOf(depthSide(now.asks, rows).rows, lastPrice, depthSide(now.bids, rows).rows);
    const here = current.findIndex((slot) => slot.kind === activeSlot.kind && slot.price === activeSlot.price);
    const from = here >= 0 ? here : Math.min(activeIndex, current.length - 1);
    const step = STEPS[event.key] ?? 0;
    const to = step === -Infinity ? 0 : step === Infinity ? current.length - 1 : from + step;
    const index = Math.min(Math.max(to, 0), current.length - 1);
    const slot = current[index];
    if (slot) setActive({ slot, index });
    // A key press is a keyboard user: the outline shows.
    live.current.focused = true;
  };

  const rowProps = { pricePrecision: priceDecimals, amountPrecision, optionBase: choosable ? optionBase : undefined };
  const activeOf = (kind: Slot['kind']) => (activeSlot?.kind === kind ? activeSlot.price : null);
  return (
    <div className={`order-book${asked === 'fit' ? ' order-book--fit' : ''}${mirrorStale ? ' order-book--stale' : ''}`} data-stale={mirrorStale}>
      <p className="order-book__stale" role="status">{mirrorStale ? t('market.book.stale') : ''}</p>
      {hintId ? <p id={hintId} hidden>{t('market.book.pickHint')}</p> : null}
      {grouping ? <BookGroupControl grouping={grouping} /> : null}
      <div className="order-book__head market-figures" dir="ltr" aria-hidden={choosable ? true : undefined}>
        <span>{units ? t('order.price', { quote: units.quote }) : t('market.price')}</span>
        <span>{units ? t('market.amountIn', { asset: units.base }) : t('market.amount')}</span>
        <span>{units ? t('market.totalIn', { asset: units.base }) : t('market.total')}</span>
      </div>
      <div
        ref={boardAndFit}
        className="order-book__board market-figures"
        dir="ltr"
        style={{ '--book-rows': rows } as CSSProperties}
        onClick={onClick}
        onPointerMove={onPointerMove}
        onPointerLeave={onPickPrice ? onPointerLeave : undefined}
        {...(choosable && optionBase ? {
          role: 'listbox',
          tabIndex: 0,
          'aria-label': t('trade.orderBook'),
          'aria-describedby': hintId,
          'aria-activedescendant': activeSlot ? optionIdOf(optionBase, activeSlot) : undefined,
          onKeyDown,
          onFocus: onFocusChange,
          onBlur: onFocusChange,
        } : {})}
      >
        <canvas ref={attach} className="order-book__canvas" aria-hidden="true" />
        {loading || empty ? (
          <p className="order-book__note market-note" role="status">{t(loading ? 'market.book.loading' : 'market.book.empty')}</p>
        ) : (
          <div className="order-book__mirror market-sr-only">
            <SideList side="asks" rows={askRows} activePrice={activeOf('asks')} {...rowProps} />
            <Middle last={mirrorLast} direction={direction} bestBid={bidSide.rows[0]?.price} bestAsk={askSide.rows[0]?.price} pricePrecision={pricePrecision}
              optionBase={rowProps.optionBase} active={activeSlot?.kind === 'last'} />
            <SideList side="bids" rows={bidSide.rows} activePrice={activeOf('bids')} {...rowProps} />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The levels a side has room for in the board's measured height: both sides and the last-price
 * line between them (its height is the page's --book-mid-height). Until measured, the fewest.
 */
function useFittedRows(fit: boolean): [(node: HTMLElement | null) => (() => void) | undefined, number] {
  const [rows, setRows] = useState(MIN_ROWS);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || !fit || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const mid = Number.parseFloat(getComputedStyle(node).getPropertyValue('--book-mid-height')) || 40;
      setRows(rowsFitting(entry.contentRect.height, { row: ROW_HEIGHT, fixed: mid, lists: 2 }));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [fit]);
  return [ref, rows];
}

const spotOf = (kind: Side, index: number): BookSpot | null => (index >= 0 ? { kind, index } : null);

/** The painted row of the active level: where its price is, else its place in the mirror (kept within the side). */
const placeOf = (found: number, place: number, length: number): number => (found >= 0 ? found : Math.min(place, length - 1));
