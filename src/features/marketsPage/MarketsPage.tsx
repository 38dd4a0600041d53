// /markets: every listed market of a kind (spot or futures) with its live figures, sortable and
// searchable, the favourites alone at a press, and the day's top movers. Prices come from the same
// ticker stores as the trading screen (one subscription per market on the one socket), at most
// twice a second; the day's lines from one sparklines call, refreshed every few minutes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { isFavorite } from '../../core/markets/favorites';
import { BOARD_COLUMNS, type BoardColumn, type BoardSort, FIRST_DIRECTION, boardRows, nextSort, sortBoard, topMovers } from '../../core/markets/marketBoard';
import { searchMarkets } from '../../core/markets/marketSearch';
import type { Sparkline } from '../../core/markets/sparkline';
import type { MarketKind } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
import { useFavorites } from '../markets/favorites';
import { fetchSparklines } from '../markets/marketApi';
import { useMarketTickers } from '../markets/marketHooks';
import { useSymbols } from '../markets/useSymbols';
import { MarketsTable, columnLabel } from './MarketsTable';
import { TopMovers } from './TopMovers';
import '../trade/market/market.css';
import '../trade/market/SymbolPicker.css';
import './MarketsPage.css';

const SPARKLINES_REFRESH_MS = 5 * 60_000;
const MOVERS_SHOWN = 3;

function useSparklines(kind: MarketKind): ReadonlyMap<string, Sparkline> {
  const [lines, setLines] = useState<{ kind: MarketKind; bySymbol: ReadonlyMap<string, Sparkline> } | null>(null);
  useEffect(() => {
    let current = true;
    const load = () => fetchSparklines(kind).then((list) => {
      if (current) setLines({ kind, bySymbol: new Map(list.map((l) => [l.symbol, l])) });
    }, () => undefined);
    void load();
    const timer = setInterval(load, SPARKLINES_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [kind]);
  return useMemo(() => (lines?.kind === kind ? lines.bySymbol : new Map()), [lines, kind]);
}

type Shown = 'all' | 'favorites';

export default function MarketsPage() {
  const { t } = useI18n();
  usePageTitle(t('markets.title'));
  const [kind, setKind] = useState<MarketKind>('spot');
  const [shown, setShown] = useState<Shown>('all');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<BoardSort | null>(null);
  const { result, retry } = useSymbols(kind);
  const symbols = useMemo(() => (result.state === 'ready' ? result.value.symbols.filter((s) => s.market === kind) : []), [result, kind]);
  const names = useMemo(() => symbols.map((s) => s.symbol), [symbols]);
  const tickers = useMarketTickers(kind, names, true);
  const sparklines = useSparklines(kind);
  const { favorites, toggle } = useFavorites();

  const all = useMemo(() => boardRows(symbols, tickers), [symbols, tickers]);
  const movers = useMemo(() => topMovers(all, MOVERS_SHOWN), [all]);
  const rows = useMemo(() => {
    // The search's order (best matches first; the server's for an empty query) unless one is chosen.
    const bySymbol = new Map(all.map((r) => [r.info.symbol, r]));
    const found = searchMarkets(symbols, query).flatMap((s) => bySymbol.get(s.symbol) ?? []);
    const kept = shown === 'all' ? found : found.filter((r) => isFavorite(favorites.list, r.info));
    return sortBoard(kept, sort);
  }, [all, symbols, query, shown, favorites.list, sort]);

  const onSort = useCallback((column: BoardColumn) => setSort((current) => nextSort(current, column)), []);
  const starred = useCallback((symbol: string) => isFavorite(favorites.list, { market: kind, symbol }), [favorites.list, kind]);
  const onToggle = useCallback((symbol: string) => toggle({ market: kind, symbol }), [toggle, kind]);

  const note = result.state === 'loading' ? t('market.picker.loading')
    : shown === 'favorites' && query.trim() === '' && rows.length === 0 ? t('markets.empty.favorites')
    : rows.length === 0 && result.state === 'ready' ? t('market.picker.none', { query: query.trim() }) : null;

  return (
    <section className="page markets" aria-labelledby="markets-title" data-testid="markets-page" data-kind={kind}>
      <h1 id="markets-title">{t('markets.title')}</h1>
      <div className="markets__controls">
        <div className="markets__switch" role="group" aria-label={t('markets.kinds')}>
          {(['spot', 'futures'] as const).map((value) => (
            <button key={value} type="button" className="market-chip" aria-pressed={kind === value} onClick={() => setKind(value)} data-testid={`markets-kind-${value}`}>
              {t(value === 'spot' ? 'nav.spot' : 'nav.futures')}
            </button>
          ))}
        </div>
        <div className="markets__switch" role="group" aria-label={t('markets.filters')}>
          {(['all', 'favorites'] as const).map((value) => (
            <button key={value} type="button" className="market-chip" aria-pressed={shown === value} onClick={() => setShown(value)} data-testid={`markets-show-${value}`}>
              {t(value === 'all' ? 'markets.filter.all' : 'markets.filter.favorites')}
            </button>
          ))}
        </div>
        {/* A phone hides some columns and their headers: every sort stays in reach here. */}
        <div className="markets__sort">
          <label>
            <span>{t('markets.sortBy')}</span>
            <select value={sort?.column ?? ''} data-testid="markets-sort"
              onChange={(event) => {
                const column = BOARD_COLUMNS.find((c) => c === event.target.value);
                setSort(column ? { column, direction: FIRST_DIRECTION[column] } : null);
              }}>
              <option value="">{t('markets.sortNone')}</option>
              {BOARD_COLUMNS.map((column) => <option key={column} value={column}>{columnLabel(t, column)}</option>)}
            </select>
          </label>
          <button type="button" className="market-chip" aria-label={t('markets.sortReverse')} disabled={!sort}
            onClick={() => setSort((current) => current && { column: current.column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' })}>
            <span aria-hidden="true">{sort?.direction === 'ascending' ? '▲' : '▼'}</span>
          </button>
        </div>
        <input type="search" className="markets__search" aria-label={t('markets.search')} placeholder={t('markets.search')} value={query}
          autoComplete="off" spellCheck={false} onChange={(event) => setQuery(event.target.value)} data-testid="markets-search" />
      </div>
      {result.state === 'failed' ? (
        <p className="market-note" role="alert">
          {t('trade.marketsFailed')} <button type="button" className="button" onClick={retry}>{t('error.retry')}</button>
        </p>
      ) : null}
      {result.state === 'ready' ? <TopMovers kind={kind} movers={movers} /> : null}
      <p className="market-sr-only" role="status">{result.state === 'ready' ? t('market.picker.count', { count: rows.length }) : ''}</p>
      <div className="markets__table">
        <MarketsTable kind={kind} rows={rows} sort={sort} onSort={onSort} isFavorite={starred} onToggleFavorite={onToggle} sparklines={sparklines} />
      </div>
      {note ? <p className="market-note">{note}</p> : null}
    </section>
  );
}
