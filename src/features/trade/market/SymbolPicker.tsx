// Choosing another market: a button naming the current one opens a dialog with a search box
// (a combobox) over a list of the market's symbols, each a link with its last price, 24 h change
// and volume, and a star; a switch shows all markets or the favourites. Focus stays in the search
// box; arrows move the highlighted market, Enter follows it, Alt+S stars it, Escape closes. The
// list is rendered only while the dialog is open.
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { type MarketRef, isFavorite } from '../../../core/markets/favorites';
import type { Ticker } from '../../../core/markets/messages';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { Dialog } from '../../../ui/Dialog';
import { FavoriteMark } from './FavoriteStar';
import { formatCompactText, formatPercentText, signOf } from './format';
import { marketName } from './marketName';
import { searchSymbols } from '../../../core/markets/marketSearch';
import './market.css';
import './SymbolPicker.css';

export interface SymbolPickerProps {
  readonly market: MarketKind;
  /** The symbol on screen ("BTCUSDT"). */
  readonly current: string;
  /** Symbols of any market; the picker lists those of `market`, in this order. Empty while loading. */
  readonly symbols: readonly SymbolInfo[];
  readonly tickers: readonly Ticker[];
  /** The page of a symbol, relative to the router's base (the locale). */
  readonly hrefFor: (symbol: string) => string;
  /** Told when the list opens and closes (say, to follow every ticker only while it shows). */
  readonly onOpenChange?: (open: boolean) => void;
  /** The user's favourite markets (of any kind), and how to star or unstar one. */
  readonly favorites: readonly MarketRef[];
  readonly onToggleFavorite: (ref: MarketRef) => void;
}

type Shown = 'all' | 'favorites';

interface ListProps extends Omit<SymbolPickerProps, 'onOpenChange'> {
  readonly titleId: string;
  readonly onDone: () => void;
}

/**
 * Set when a market is chosen: the screen of the new market may be a new one, whose picker button
 * then takes the focus the chosen link had, instead of the page's body.
 */
let focusAfterChoice = false;

function PickerList({ market, current, symbols, tickers, hrefFor, titleId, onDone, favorites, onToggleFavorite }: ListProps) {
  const { t, bcp47 } = useI18n();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const [highlighted, setHighlighted] = useState(current);
  const listId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const found = useMemo(() => {
    const matching = searchSymbols(symbols, market, query);
    return shown === 'all' ? matching : matching.filter((s) => isFavorite(favorites, s));
  }, [symbols, market, query, shown, favorites]);
  const tickerOf = useMemo(() => new Map(tickers.filter((x) => x.market === market).map((x) => [x.symbol, x])), [tickers, market]);
  // A market the search hid gives way to the first one found.
  const active = Math.max(0, found.findIndex((s) => s.symbol === highlighted));
  const optionId = (index: number) => `${listId}-${index}`;
  const loading = !symbols.some((s) => s.market === market);

  useEffect(() => {
    const option = listRef.current?.children[active];
    // jsdom has no scrollIntoView.
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [active, found]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (found.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = found[(active + step + found.length) % found.length];
      if (next) setHighlighted(next.symbol);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = listRef.current?.children[active];
      // A click on the link, so the router navigates exactly as for a tap.
      if (option instanceof HTMLElement) option.click();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.altKey && event.code === 'KeyS') {
      event.preventDefault();
      const option = found[active];
      if (option) onToggleFavorite(option);
    }
  };

  return (
    <>
      <h2 id={titleId} className="symbol-picker__title">{t(market === 'spot' ? 'market.picker.title.spot' : 'market.picker.title.futures')}</h2>
      <div className="symbol-picker__search">
        <input
          type="search"
          role="combobox"
          aria-label={t('market.picker.search')}
          placeholder={t('market.picker.search')}
          aria-expanded={found.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={found.length > 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button" onClick={onDone}>{t('market.picker.close')}</button>
      </div>
      <div className="symbol-picker__shown" role="group" aria-label={t('markets.filters')}>
        {(['all', 'favorites'] as const).map((value) => (
          <button key={value} type="button" className="market-chip" aria-pressed={shown === value} onClick={() => setShown(value)} data-testid={`picker-show-${value}`}>
            {t(value === 'all' ? 'markets.filter.all' : 'markets.filter.favorites')}
          </button>
        ))}
        <span id={hintId} className="symbol-picker__hint">{t('market.picker.starHint')}</span>
      </div>
      <p className="market-sr-only" role="status">{loading ? '' : t('market.picker.count', { count: found.length })}</p>
      <div ref={listRef} id={listId} role="listbox" aria-labelledby={titleId} className="symbol-picker__list market-figures">
        {found.map((info, index) => {
          const ticker = tickerOf.get(info.symbol);
          const sign = signOf(ticker?.change24h);
          const isCurrent = info.symbol === current;
          const starred = isFavorite(favorites, info);
          return (
            <Link
              key={info.symbol}
              href={hrefFor(info.symbol)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-current={isCurrent ? 'page' : undefined}
              tabIndex={-1}
              className="symbol-picker__option"
              data-symbol={info.symbol}
              onClick={() => {
                focusAfterChoice = true;
                onDone();
              }}
              // Only a pointer that moved: the list opening or scrolling under a resting pointer
              // must not take the highlight from the current market.
              onMouseMove={(event) => {
                if (event.movementX !== 0 || event.movementY !== 0) setHighlighted(info.symbol);
              }}
            >
              <span className="symbol-picker__name">
                <span className="symbol-picker__label">
                  <FavoriteMark on={starred} onToggle={() => onToggleFavorite(info)} />
                  <span>{marketName(t, market, info)}</span>
                </span>
                {starred ? <span className="market-sr-only">{t('markets.favorite')}</span> : null}
                {info.status === 'halted' ? <span className="symbol-picker__halted">{t('market.picker.halted')}</span> : null}
                {isCurrent ? <span className="market-sr-only">{t('market.picker.current')}</span> : null}
              </span>
              <span className="symbol-picker__last">{formatDecimalText(ticker?.last, bcp47, { decimals: info.pricePrecision })}</span>
              <span className={`symbol-picker__change ${sign > 0 ? 'market-up' : sign < 0 ? 'market-down' : ''}`}>
                {formatPercentText(ticker?.change24h, bcp47, 2, true)}
              </span>
              <span className="symbol-picker__volume">
                <span className="market-sr-only">{t('market.ticker.volume', { asset: info.quote })} </span>
                {formatCompactText(ticker?.quoteVolume24h, bcp47)}
              </span>
            </Link>
          );
        })}
      </div>
      {loading || found.length === 0 ? (
        <p className="market-note">{loading ? t('market.picker.loading') : shown === 'favorites' && query.trim() === '' ? t('markets.empty.favorites') : t('market.picker.none', { query: query.trim() })}</p>
      ) : null}
    </>
  );
}

export function SymbolPicker({ onOpenChange, ...props }: SymbolPickerProps) {
  const { market, current, symbols } = props;
  const { t } = useI18n();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOpenState(next);
    onOpenChange?.(next);
  };
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAfterChoice) return;
    focusAfterChoice = false;
    button.current?.focus();
  }, [current]);
  const info = symbols.find((s) => s.market === market && s.symbol === current);
  const name = marketName(t, market, { symbol: current, base: info?.base, quote: info?.quote });
  const halted = info?.status === 'halted';
  return (
    <>
      <button
        ref={button}
        type="button"
        className="symbol-picker__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('market.picker.button', { name: halted ? `${name}, ${t('market.picker.halted')}` : name })}
        onClick={() => setOpen(true)}
        data-testid="symbol-picker"
      >
        <span>{name}</span>
        {halted ? <span className="symbol-picker__halted">{t('market.picker.halted')}</span> : null}
        <span className="symbol-picker__chevron" aria-hidden="true">▾</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="symbol-picker">
        <PickerList {...props} titleId={titleId} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
