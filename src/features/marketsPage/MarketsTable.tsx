// The markets' table: a star, the name (a link to its trading screen), last price in the market's
// own precision, 24 h change, high, low, volume and the day's line. Headers sort: each is a button,
// and the sorted one carries aria-sort. Rows are memoised on their ticker, so a price that moved
// repaints its row only.
import { Fragment, memo } from 'react';
import { Link } from 'wouter';
import { marketPath } from '../../app/paths';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { BOARD_COLUMNS, type BoardColumn, type BoardRow, type BoardSort } from '../../core/markets/marketBoard';
import type { Sparkline as SparklineData } from '../../core/markets/sparkline';
import type { Ticker } from '../../core/markets/messages';
import type { MarketKind, SymbolInfo } from '../../core/markets/symbols';
import { type I18n, useI18n } from '../../i18n/intl';
import { FavoriteStar } from '../trade/market/FavoriteStar';
import { formatCompactText, formatPercentText, signOf } from '../trade/market/format';
import { marketName } from '../trade/market/marketName';
import { Sparkline } from './Sparkline';

interface Props {
  readonly kind: MarketKind;
  readonly rows: readonly BoardRow[];
  readonly sort: BoardSort | null;
  readonly onSort: (column: BoardColumn) => void;
  readonly isFavorite: (symbol: string) => boolean;
  readonly onToggleFavorite: (symbol: string) => void;
  readonly sparklines: ReadonlyMap<string, SparklineData>;
}

/** A column's name, in the header and in the phone's sort menu. */
export function columnLabel(t: I18n['t'], column: BoardColumn): string {
  switch (column) {
    case 'name':
      return t('markets.col.name');
    case 'last':
      return t('market.lastPrice');
    case 'change':
      return t('market.ticker.change');
    case 'high':
      return t('market.ticker.high');
    case 'low':
      return t('market.ticker.low');
    case 'volume':
      return t('market.ticker.volume', { asset: 'none' });
  }
}

function SortHeader({ column, label, sort, onSort }: { column: BoardColumn; label: string; sort: BoardSort | null; onSort: (c: BoardColumn) => void }) {
  const sorted = sort?.column === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={sorted ?? 'none'} className={`markets-table__${column}`}>
      <button type="button" className="markets-table__sort" onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        <span>{label}</span>
        <span className="markets-table__arrow" aria-hidden="true">{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
      </button>
    </th>
  );
}

const Row = memo(function Row({ kind, info, ticker, favorite, onToggleFavorite, sparkline }: {
  kind: MarketKind; info: SymbolInfo; ticker: Ticker | null; favorite: boolean; onToggleFavorite: (symbol: string) => void; sparkline: SparklineData | undefined;
}) {
  const { t, bcp47 } = useI18n();
  const name = marketName(t, kind, info);
  const price = (text: string | undefined) => formatDecimalText(text, bcp47, { decimals: info.pricePrecision });
  const sign = signOf(ticker?.change24h);
  return (
    <tr data-testid="market-row" data-symbol={info.symbol}>
      <td className="markets-table__star"><FavoriteStar on={favorite} name={name} onToggle={() => onToggleFavorite(info.symbol)} /></td>
      <th scope="row" className="markets-table__name">
        <Link href={marketPath(kind, info.symbol)}>{name}</Link>
        {info.status === 'halted' ? <span className="symbol-picker__halted">{t('market.picker.halted')}</span> : null}
        {/* A phone has no volume column: the volume goes under the name. */}
        <span className="markets-table__subvolume">{formatCompactText(ticker?.quoteVolume24h, bcp47)} {info.quote}</span>
      </th>
      <td className="markets-table__last" data-testid="row-last">{price(ticker?.last)}</td>
      <td className={`markets-table__change ${sign > 0 ? 'market-up' : sign < 0 ? 'market-down' : ''}`} data-testid="row-change">{formatPercentText(ticker?.change24h, bcp47, 2, true)}</td>
      <td className="markets-table__high">{price(ticker?.high24h)}</td>
      <td className="markets-table__low">{price(ticker?.low24h)}</td>
      <td className="markets-table__volume" data-testid="row-volume">{formatCompactText(ticker?.quoteVolume24h, bcp47)} <span className="muted">{info.quote}</span></td>
      <td className="markets-table__chart"><Sparkline closes={sparkline?.closes} last={ticker?.last} /></td>
    </tr>
  );
});

export function MarketsTable({ kind, rows, sort, onSort, isFavorite, onToggleFavorite, sparklines }: Props) {
  const { t } = useI18n();
  const header = (column: BoardColumn) => <SortHeader column={column} label={columnLabel(t, column)} sort={sort} onSort={onSort} />;
  return (
    <table className="markets-table market-figures" data-testid="markets-table">
      <thead>
        <tr>
          <th scope="col" className="markets-table__star"><span className="market-sr-only">{t('markets.favorite')}</span></th>
          {BOARD_COLUMNS.map((column) => <Fragment key={column}>{header(column)}</Fragment>)}
          <th scope="col" className="markets-table__chart">{t('markets.col.chart')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.info.symbol} kind={kind} info={row.info} ticker={row.ticker} favorite={isFavorite(row.info.symbol)} onToggleFavorite={onToggleFavorite} sparkline={sparklines.get(row.info.symbol)} />
        ))}
      </tbody>
    </table>
  );
}
