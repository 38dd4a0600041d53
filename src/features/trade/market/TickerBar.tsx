// The price header of a market: its name, the last price in the colour of the 24 h change and the
// change itself first (what a trader looks at), then the day's high, low, volume and turnover, and
// the mark price on futures. On a phone the figures wrap below the name and price.
import type { ReactNode } from 'react';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { Ticker } from '../../../core/markets/messages';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { FundingStats } from '../futures/FundingStats';
import { formatPercentText, signOf } from './format';
import { TickerStat as Stat } from './TickerStat';
import { marketName } from './marketName';
import './market.css';
import './TickerBar.css';

export interface TickerBarProps {
  readonly market: MarketKind;
  /** Null until the symbols have loaded: figures then show as they came, names from the ticker. */
  readonly symbolInfo: SymbolInfo | null;
  readonly ticker: Ticker | null;
  /** Shown in place of the market's name, such as the SymbolPicker (whose button names the market). */
  readonly picker?: ReactNode;
}

// Volumes are read at a glance; more than two decimals only widen the bar.
const VOLUME_DECIMALS = 2;

export function TickerBar({ market, symbolInfo, ticker, picker }: TickerBarProps) {
  const { t, bcp47 } = useI18n();
  const symbol = symbolInfo?.symbol ?? ticker?.symbol;
  const name = symbol ? marketName(t, market, { symbol, base: symbolInfo?.base, quote: symbolInfo?.quote }) : '—';
  const price = (text: string | undefined) => formatDecimalText(text, bcp47, symbolInfo ? { decimals: symbolInfo.pricePrecision } : {});
  const volume = (text: string | undefined) => formatDecimalText(text, bcp47, { decimals: VOLUME_DECIMALS });
  const sign = signOf(ticker?.change24h);
  const tone = sign > 0 ? 'market-up' : sign < 0 ? 'market-down' : '';
  // 'none' leaves the asset out of the label until the symbols have loaded.
  const base = symbolInfo?.base ?? 'none';
  const quote = symbolInfo?.quote ?? 'none';
  return (
    <div className="ticker-bar" data-testid="ticker-bar">
      <div className="ticker-bar__head">
        {picker ?? <span className="ticker-bar__name">{name}</span>}
        <p className="ticker-bar__price market-figures">
          <span className={`ticker-bar__last ${tone}`}>
            <span className="market-sr-only">{t('market.lastPrice')} </span>
            {price(ticker?.last)}
          </span>
          <span className={`ticker-bar__change ${tone}`}>
            <span className="market-sr-only">{t('market.ticker.change')} </span>
            {formatPercentText(ticker?.change24h, bcp47, 2, true)}
          </span>
        </p>
      </div>
      {/* On a wide screen the futures figures stay on one line and scroll sideways (the book keeps
          its rows); a strip that scrolls must be reachable by keyboard, so it takes a tab stop. */}
      <dl className="ticker-bar__stats market-figures" tabIndex={market === 'futures' ? 0 : undefined}>
        {market === 'futures' ? <Stat label={t('market.ticker.mark')} value={price(ticker?.markPrice)} /> : null}
        {market === 'futures' ? <FundingStats ticker={ticker} info={symbolInfo} /> : null}
        <Stat label={t('market.ticker.high')} value={price(ticker?.high24h)} />
        <Stat label={t('market.ticker.low')} value={price(ticker?.low24h)} />
        <Stat label={t('market.ticker.volume', { asset: base })} value={volume(ticker?.volume24h)} />
        <Stat label={t('market.ticker.turnover', { asset: quote })} value={volume(ticker?.quoteVolume24h)} />
      </dl>
    </div>
  );
}
