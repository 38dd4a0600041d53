// Which badge a market shows: the base asset of a pair (BTC of BTCUSDT), on the image domains.
import { IMAGE_PATH_PREFIX } from '../../core/imageDomains';
import { splitPair } from '../../core/markets/quotes';

/** The base asset of a pair, or the symbol itself when no known quote ends it. */
export function baseAsset(pair: string): string {
  return splitPair(pair)?.base ?? pair;
}

export function coinImagePath(coin: string): string {
  return `${IMAGE_PATH_PREFIX}coins/${encodeURIComponent(coin.toUpperCase())}.svg`;
}
