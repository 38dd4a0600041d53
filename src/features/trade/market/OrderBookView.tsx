// The order book: asks above with the lowest nearest the middle, the last price and the spread
// between, bids below. It gets new props up to 20 times a second, so a row renders again only
// when its own figures change, and the depth bars scale by one CSS variable on the grid that
// moves in steps (depthScale): a new deepest total rarely touches it, and then repaints the bars
// without rendering a single row.
import { type CSSProperties, type MouseEvent, memo, useId, useMemo } from 'react';
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
  /** The id of the hint that choosing a row fills the order form; absent when rows are not choosable. */
  readonly hintId: string | undefined;
}

const BookRow = memo(function BookRow({ side, price, amount, total, pricePrecision, amountPrecision, hintId }: RowProps) {
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
  return (
    <li className="book-row" style={{ '--total': total } as CSSProperties}>
      {hintId ? (
        <button
          type="button"
          className="book-row__cells"
          data-price={price}
          aria-label={t('market.book.row', { price: shownPrice, amount: shownAmount, total: shownTotal })}
          aria-describedby={hintId}
        >
          {cells}
        </button>
      ) : (
        <div className="book-row__cells">{cells}</div>
      )}
    </li>
  );
});

function SideList({ side, rows, ...rowProps }: { side: Side; rows: readonly DepthRow[] } & Omit<RowProps, keyof DepthRow | 'side'>) {
  const { t } = useI18n();
  return (
    <ol className={`order-book__side order-book__side--${side}`} aria-label={t(side === 'asks' ? 'market.book.asks' : 'market.book.bids')}>
      {rows.map((row) => (
        <BookRow key={row.price} side={side} {...row} {...rowProps} />
      ))}
    </ol>
  );
}

const Middle = memo(function Middle({ last, bestBid, bestAsk, pricePrecision, hintId }: {
  last: Ticker | null;
  bestBid: string | undefined;
  bestAsk: string | undefined;
  pricePrecision: number;
  hintId: string | undefined;
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
    <div className="order-book__mid">
      {hintId && last ? (
        <button type="button" className={`order-book__last ${tone}`} data-price={last.last} aria-describedby={hintId}>{priceContent}</button>
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
  const askSide = useMemo(() => depthSide(asks ?? [], rows), [asks, rows]);
  const bidSide = useMemo(() => depthSide(bids ?? [], rows), [bids, rows]);
  // Asks are drawn highest first, so the best ask sits next to the middle.
  const askRows = useMemo(() => [...askSide.rows].reverse(), [askSide]);
  const loading = bids === null || asks === null;
  const empty = askSide.rows.length === 0 && bidSide.rows.length === 0;

  const pick = onPickPrice
    ? (event: MouseEvent<HTMLElement>) => {
        const chosen = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-price]') : null;
        const price = chosen?.dataset.price;
        if (price) onPickPrice(price);
      }
    : undefined;

  const gridStyle = { '--book-rows': rows, '--depth-max': depthScale(maxDecimal(askSide.total, bidSide.total)) } as CSSProperties;
  const rowProps = { pricePrecision, amountPrecision, hintId };
  return (
    <div className={stale ? 'order-book order-book--stale' : 'order-book'} data-stale={stale}>
      <p className="order-book__stale" role="status">{stale ? t('market.book.stale') : ''}</p>
      {hintId ? <p id={hintId} hidden>{t('market.book.pickHint')}</p> : null}
      <div className="order-book__grid market-figures" dir="ltr" style={gridStyle} onClick={pick}>
        <div className="order-book__head">
          <span>{units ? t('order.price', { quote: units.quote }) : t('market.price')}</span>
          <span>{units ? t('market.amountIn', { asset: units.base }) : t('market.amount')}</span>
          <span>{units ? t('market.totalIn', { asset: units.base }) : t('market.total')}</span>
        </div>
        {loading || empty ? (
          <p className="order-book__note market-note" role="status">{t(loading ? 'market.book.loading' : 'market.book.empty')}</p>
        ) : (
          <>
            <SideList side="asks" rows={askRows} {...rowProps} />
            <Middle last={last} bestBid={bidSide.rows[0]?.price} bestAsk={askSide.rows[0]?.price} pricePrecision={pricePrecision} hintId={hintId} />
            <SideList side="bids" rows={bidSide.rows} {...rowProps} />
          </>
        )}
      </div>
    </div>
  );
}
