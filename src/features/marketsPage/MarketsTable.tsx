// The markets' table: a star, the name (a link to its trading screen), last price in the market's
// own precision, 24 h change, high, low, volume and the day's line. Headers sort: each is a button,
// and the sorted one carries aria-sort. Rows are memoised on their ticker, so a price that moved
// repaints its row only.
import { memo } from 'react';
import { Link } from 'wouter';
import { marketPath } from '../../app/paths';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import type { BoardColumn, BoardRow, BoardSort } from '../../core/markets/marketBoard';
import type { Sparkline as SparklineData } from '../../core/markets/sparkline';
import type { Ticker } from '../../core/markets/messages';
import type { MarketKind, SymbolInfo } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
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
  const header = (column: BoardColumn, label: string) => <SortHeader column={column} label={label} sort={sort} onSort={onSort} />;
  return (
    <table className="markets-table market-figures" data-testid="markets-table">
      <thead>
        <tr>
          <th scope="col" className="markets-table__star"><span className="market-sr-only">{t('markets.favorite')}</span></th>
          {header('name', t('markets.col.name'))}
          {header('last', t('market.lastPrice'))}
          {header('change', t('market.ticker.change'))}
          {header('high', t('market.ticker.high'))}
          {header('low', t('market.ticker.low'))}
          {header('volume', t('market.ticker.volume', { asset: 'none' }))}
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
