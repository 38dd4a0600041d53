// The perpetual's own figures in the ticker bar: the index price (the spot pair's mid), the
// predicted funding rate with the countdown to the next settlement (ticking every second), and
// the open interest. Missing figures show as "—", as the bar's others do. On a wide screen the bar
// stays one line beside the market's name (the trading grid's rows are sized from its height): the
// figures scroll sideways there, as on the big exchanges, rather than wrap below.
import { countdownText, ratePercentText } from '../../../core/markets/funding';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { Ticker } from '../../../core/markets/messages';
import type { SymbolInfo } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { formatPercentText } from '../market/format';
import { TickerStat } from '../market/TickerStat';
import { useSecondClock } from './useSecondClock';
import './futures.css';

/** Funding rates read in hundredths of a basis point: 0.0100 %. */
const RATE_PERCENT_DECIMALS = 4;

export function FundingStats({ ticker, info }: { ticker: Ticker | null; info: SymbolInfo | null }) {
  const { t, bcp47 } = useI18n();
  const now = useSecondClock();
  const price = formatDecimalText(ticker?.indexPrice, bcp47, info ? { decimals: info.pricePrecision } : {});
  const rate = formatPercentText(ratePercentText(ticker?.fundingRate), bcp47, RATE_PERCENT_DECIMALS, false);
  const countdown = ticker?.nextFundingTime !== undefined ? countdownText(ticker.nextFundingTime - now) : '—';
  const interest = formatDecimalText(ticker?.openInterest, bcp47, info ? { decimals: info.amountPrecision } : {});
  return (
    <>
      <TickerStat label={t('futures.index')} value={price} testId="ticker-index" className="fut-stat" />
      <TickerStat label={t('futures.funding')} value={`${rate} / ${countdown}`} testId="ticker-funding" className="fut-stat" />
      <TickerStat label={t('futures.openInterest', { asset: info?.base ?? 'none' })} value={interest} testId="ticker-open-interest" className="fut-stat" />
    </>
  );
}
