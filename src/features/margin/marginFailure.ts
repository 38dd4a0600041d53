// A refused margin call in the page's own words: the trading codes and 31001-31005 through the
// shared table (markets/tradingFailure.ts), an answer that could not be read as such.
import { MalformedAnswer } from '../markets/tradingApi';
import { type TradingFailure, tradingFailure } from '../markets/tradingFailure';

export function marginFailure(error: unknown): TradingFailure {
  return error instanceof MalformedAnswer ? { id: 'error.unreadable' } : tradingFailure(error);
}
