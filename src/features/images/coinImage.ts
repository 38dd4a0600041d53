// Which badge a market shows: the base asset of a pair (BTC of BTCUSDT), on the image domains.
import { IMAGE_PATH_PREFIX } from '../../core/imageDomains';

// The quote assets the exchange lists; none is the end of another, so their order does not matter.
const QUOTES = ['FDUSD', 'USDT', 'USDC', 'BTC', 'ETH', 'EUR'];

/** The base asset of a pair, or the symbol itself when no known quote ends it. */
export function baseAsset(pair: string): string {
  const quote = QUOTES.find((q) => pair.endsWith(q) && pair.length > q.length);
  return quote ? pair.slice(0, -quote.length) : pair;
}

export function coinImagePath(coin: string): string {
  return `${IMAGE_PATH_PREFIX}coins/${encodeURIComponent(coin.toUpperCase())}.svg`;
}
