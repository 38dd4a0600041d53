// The order book: asks above with the lowest nearest the middle, the last price and the spread
// between, bids below. It gets new props up to 20 times a second, so a row renders again only
// when its own figures change, and the depth bars scale by one CSS variable on the grid that
// moves in steps (depthScale): a new deepest total rarely touches it, and then repaints the bars
// without rendering a single row.
// When a price can be chosen the book is one tab stop, a listbox: focus stays on the grid and
// arrows move the active row (aria-activedescendant), so a row that leaves the book as it updates
// never takes the focus with it; Enter or Space puts the active price into the order form.
import { type CSSProperties, type KeyboardEvent, type MouseEvent, memo, useId, useMemo, useState } from 'react';
import { bookSpread, depthScale, depthSide, maxDecimal, type DepthRow } from '../../../core/markets/bookView';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { BookLevel, Ticker } from '../../../core/markets/messages';
import { useI18n } from '../../../i18n/intl';
import { formatPercentText } from './format';
import { useTickDirection } from './useTickDirection';
import './market.css';
import './OrderBookView.css';

export interface OrderBookViewProps {
  /** Best first: bids high to low, asks low to high (as sortedLevels gives them); null until the first snapshot. */
  readonly bids: readonly BookLevel[] | null;
  readonly asks: readonly BookLevel[] | null;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  readonly last?: Ticker | null;
  /** Levels shown on each side. */
  readonly rows?: number;
  readonly onPickPrice?: (price: string) => void;
  readonly stale?: boolean;
  /** The market's assets, naming the columns' units: price in the quote, amount and total in the base. */
  readonly units?: { readonly base: string; readonly quote: string };
}

type Side = 'asks' | 'bids';

interface RowProps extends DepthRow {
  readonly side: Side;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  /** The prefix of the rows' option ids; absent when rows are not choosable. */
  readonly optionBase: string | undefined;
  /** Whether this row is the listbox's active option. */
  readonly active: boolean;
}

/** One place in the book the keyboard can stand on: a level of a side, or the last price between them. */
interface Slot {
  readonly kind: Side | 'last';
  readonly price: string;
}

const optionIdOf = (base: string, slot: Slot) => `${base}-${slot.kind}-${slot.price}`;
const PAGE = 5;

const BookRow = memo(function BookRow({ side, price, amount, total, pricePrecision, amountPrecision, optionBase, active }: RowProps) {
  const { t, bcp47 } = useI18n();
  const shownPrice = formatDecimalText(price, bcp47, { decimals: pricePrecision });
  const shownAmount = formatDecimalText(amount, bcp47, { decimals: amountPrecision });
  const shownTotal = formatDecimalText(total, bcp47, { decimals: amountPrecision });
  const cells = (
    <>
      <span className={side === 'asks' ? 'market-down' : 'market-up'}>{shownPrice}</span>
      <span>{shownAmount}</span>
      <span>{shownTotal}</span>
    </>
  );
  // The total is a plain decimal string, which is also a CSS number.
  return optionBase ? (
    <li
      className="book-row"
      style={{ '--total': total } as CSSProperties}
      role="option"
      id={optionIdOf(optionBase, { kind: side, price })}
      aria-selected={active}
      aria-label={t('market.book.row', { price: shownPrice, amount: shownAmount, total: shownTotal })}
      data-price={price}
    >
      <div className="book-row__cells">{cells}</div>
    </li>
  ) : (
    <li className="book-row" style={{ '--total': total } as CSSProperties}>
      <div className="book-row__cells">{cells}</div>
    </li>
  );
});

function SideList({ side, rows, activePrice, ...rowProps }: { side: Side; rows: readonly DepthRow[]; activePrice: string | null } & Omit<RowProps, keyof DepthRow | 'side' | 'active'>) {
  const { t } = useI18n();
  return (
    <ol className={`order-book__side order-book__side--${side}`} role={rowProps.optionBase ? 'group' : undefined}
      aria-label={t(side === 'asks' ? 'market.book.asks' : 'market.book.bids')}>
      {rows.map((row) => (
        <BookRow key={row.price} side={side} {...row} {...rowProps} active={row.price === activePrice} />
      ))}
    </ol>
  );
}

const Middle = memo(function Middle({ last, bestBid, bestAsk, pricePrecision, optionBase, active }: {
  last: Ticker | null;
  bestBid: string | undefined;
  bestAsk: string | undefined;
  pricePrecision: number;
  optionBase: string | undefined;
  active: boolean;
}) {
  const { t, bcp47, dir } = useI18n();
  const direction = useTickDirection(last?.last);
  const spread = bookSpread(bestBid, bestAsk);
  const price = formatDecimalText(last?.last, bcp47, { decimals: pricePrecision });
  const tone = direction === 'up' ? 'market-up' : direction === 'down' ? 'market-down' : '';
  const priceContent = (
    <>
      <span className="market-sr-only">{t('market.lastPrice')} </span>
      {price}
      <span className="order-book__arrow" aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : ''}</span>
    </>
  );
  return (
    <div className="order-book__mid" role={optionBase ? 'group' : undefined} aria-label={optionBase ? t('market.lastPrice') : undefined}>
      {optionBase && last ? (
        <span className={`order-book__last ${tone}`} role="option" id={optionIdOf(optionBase, { kind: 'last', price: last.last })} aria-selected={active}
          data-price={last.last}>{priceContent}</span>
      ) : (
        <span className={`order-book__last ${tone}`}>{priceContent}</span>
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

export function OrderBookView({ bids, asks, pricePrecision, amountPrecision, last = null, rows = 12, onPickPrice, stale = false, units }: OrderBookViewProps) {
  const { t } = useI18n();
  const hint = useId();
  const hintId = onPickPrice ? hint : undefined;
  const optionBase = onPickPrice ? `${hint}-option` : undefined;
  const [active, setActive] = useState<{ readonly slot: Slot; readonly index: number } | null>(null);
  const askSide = useMemo(() => depthSide(asks ?? [], rows), [asks, rows]);
  const bidSide = useMemo(() => depthSide(bids ?? [], rows), [bids, rows]);
  // Asks are drawn highest first, so the best ask sits next to the middle.
  const askRows = useMemo(() => [...askSide.rows].reverse(), [askSide]);
  const loading = bids === null || asks === null;
  const empty = askSide.rows.length === 0 && bidSide.rows.length === 0;
  const choosable = optionBase !== undefined && !loading && !empty;
  const lastPrice = last?.last;

  // Top to bottom as drawn: the asks, the last price, the bids.
  const slots = useMemo<Slot[]>(() => [
    ...askRows.map((row) => ({ kind: 'asks' as const, price: row.price })),
    ...(lastPrice ? [{ kind: 'last' as const, price: lastPrice }] : []),
    ...bidSide.rows.map((row) => ({ kind: 'bids' as const, price: row.price })),
  ], [askRows, bidSide, lastPrice]);
  // The active row is followed by its price while the book moves; when its level leaves the book,
  // the row now in its place takes over. Before any arrow key, the last price (the middle) is active.
  const activeIndex = (() => {
    if (slots.length === 0) return -1;
    if (!active) return Math.max(0, slots.findIndex((slot) => slot.kind === 'last'));
    const same = slots.findIndex((slot) => slot.kind === active.slot.kind && slot.price === active.slot.price);
    return same >= 0 ? same : Math.min(active.index, slots.length - 1);
  })();
  const activeSlot = slots[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!choosable || !activeSlot) return;
    const moves: Readonly<Record<string, number>> = {
      ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, PageDown: activeIndex + PAGE, PageUp: activeIndex - PAGE, Home: 0, End: slots.length - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPickPrice?.(activeSlot.price);
      return;
    }
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const index = Math.min(Math.max(to, 0), slots.length - 1);
    const slot = slots[index];
    if (slot) setActive({ slot, index });
  };

  const pick = onPickPrice
    ? (event: MouseEvent<HTMLElement>) => {
        const chosen = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-price]') : null;
        const price = chosen?.dataset.price;
        if (!price) return;
        // The row clicked becomes the active one, so arrows go on from where the pointer chose.
        const index = slots.findIndex((slot) => optionBase !== undefined && optionIdOf(optionBase, slot) === chosen.id);
        const slot = slots[index];
        if (slot) setActive({ slot, index });
        onPickPrice(price);
      }
    : undefined;

  const gridStyle = { '--book-rows': rows, '--depth-max': depthScale(maxDecimal(askSide.total, bidSide.total)) } as CSSProperties;
  const rowProps = { pricePrecision, amountPrecision, optionBase: choosable ? optionBase : undefined };
  const activeOf = (kind: Slot['kind']) => (activeSlot?.kind === kind ? activeSlot.price : null);
  return (
    <div className={stale ? 'order-book order-book--stale' : 'order-book'} data-stale={stale}>
      <p className="order-book__stale" role="status">{stale ? t('market.book.stale') : ''}</p>
      {hintId ? <p id={hintId} hidden>{t('market.book.pickHint')}</p> : null}
      <div
        className="order-book__grid market-figures"
        dir="ltr"
        style={gridStyle}
        onClick={pick}
        {...(choosable && optionBase ? {
          role: 'listbox',
          tabIndex: 0,
          'aria-label': t('trade.orderBook'),
          'aria-describedby': hintId,
          'aria-activedescendant': activeSlot ? optionIdOf(optionBase, activeSlot) : undefined,
          onKeyDown,
        } : {})}
      >
        {/* The options say price, amount and total themselves; the heading row is for the eye. */}
        <div className="order-book__head" aria-hidden={choosable ? true : undefined}>
          <span>{units ? t('order.price', { quote: units.quote }) : t('market.price')}</span>
          <span>{units ? t('market.amountIn', { asset: units.base }) : t('market.amount')}</span>
          <span>{units ? t('market.totalIn', { asset: units.base }) : t('market.total')}</span>
        </div>
        {loading || empty ? (
          <p className="order-book__note market-note" role="status">{t(loading ? 'market.book.loading' : 'market.book.empty')}</p>
        ) : (
          <>
            <SideList side="asks" rows={askRows} activePrice={activeOf('asks')} {...rowProps} />
            <Middle last={last} bestBid={bidSide.rows[0]?.price} bestAsk={askSide.rows[0]?.price} pricePrecision={pricePrecision}
              optionBase={rowProps.optionBase} active={activeSlot?.kind === 'last'} />
            <SideList side="bids" rows={bidSide.rows} activePrice={activeOf('bids')} {...rowProps} />
          </>
        )}
      </div>
    </div>
  );
}
