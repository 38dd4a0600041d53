// Which market a trading screen's address shows (/spot/BTCUSDT, /futures/usdt/ETHUSDT, either
// after a route locale), read before the router's code has loaded, so its market data can start.
import { splitRouteLocale } from '../routeLocale';
import type { MarketKind } from './symbols';

const TRADE_PATH = /^\/(spot|futures\/usdt)\/([^/]+)\/?$/;
/** As the socket accepts a symbol (messages.ts parseChannelArg). */
const SYMBOL = /^[A-Z0-9]{2,20}$/;

export function tradeRouteOf(pathname: string): { readonly market: MarketKind; readonly symbol: string } | null {
  const match = TRADE_PATH.exec(splitRouteLocale(pathname).rest);
  if (!match) return null;
  let symbol: string;
  try {
    symbol = decodeURIComponent(match[2] ?? '').toUpperCase();
  } catch {
    return null;
  }
  if (!SYMBOL.test(symbol)) return null;
  return { market: match[1] === 'spot' ? 'spot' : 'futures', symbol };
}
