// How a market is named on screen: a spot pair as "BTC/USDT", a perpetual as "BTCUSDT Perpetual"
// (translated), the way exchanges tell the two apart at a glance.
import type { MarketKind } from '../../../core/markets/symbols';
import type { I18n } from '../../../i18n/intl';

export interface NamedMarket {
  readonly symbol: string;
  readonly base?: string;
  readonly quote?: string;
}

export function marketName(t: I18n['t'], market: MarketKind, { symbol, base, quote }: NamedMarket): string {
  if (market === 'futures') return t('market.perpetual', { symbol });
  return base && quote ? `${base}/${quote}` : symbol;
}
