// The coins markets are quoted in: which part of a pair's symbol is its quote (tickers name only
// the symbol), and how many decimals an amount of money in a coin shows.
import { ASSET_DECIMALS } from './decimal';

/** The quote coins the exchange lists; none is the end of another, so their order does not matter. */
export const QUOTE_COINS: readonly string[] = ['FDUSD', 'USDT', 'USDC', 'BTC', 'ETH', 'EUR'];

/** Coins worth about a dollar (or a euro): money in them shows to the cent. */
const FIAT_LIKE: ReadonlySet<string> = new Set(['FDUSD', 'USDT', 'USDC', 'EUR']);

/** The base and quote of a pair's symbol ("ETHBTC" → ETH, BTC), or null when no listed quote ends it. */
export function splitPair(symbol: string): { readonly base: string; readonly quote: string } | null {
  const quote = QUOTE_COINS.find((q) => symbol.endsWith(q) && symbol.length > q.length);
  return quote ? { base: symbol.slice(0, -quote.length), quote } : null;
}

/**
 * Decimals of a money figure in a coin (an order's value, an available balance): cents for
 * dollar-like coins; every unit for the others, since 0.01 BTC is hundreds of dollars.
 */
export function moneyDecimals(coin: string): number {
  return FIAT_LIKE.has(coin) ? 2 : ASSET_DECIMALS;
}
