// From what the form holds (texts in the user's language) and what the screen knows (the book, the
// account) to the draft core checks. Kept apart from the component so the mapping is one place.
import { type AccountState, availableOf, closableSize, sideLeverage } from '../../../core/markets/accountState';
import type { BookLevel, Ticker } from '../../../core/markets/messages';
import { parseLocalDecimal } from '../../../core/markets/localNumber';
import type { AmountUnit } from '../../../core/markets/orderAmounts';
import type { OrderOptionsChoice } from '../../../core/markets/orderOptions';
import { type OrderDraft, isFuturesSymbol, isSpotSymbol } from '../../../core/markets/orderDraft';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { OrderSide, OrderType, PositionSide, TradeSide } from '../../../core/markets/trading';

export interface FormValues {
  readonly side: OrderSide;
  readonly type: OrderType;
  readonly tradeSide: TradeSide;
  /** As typed, in the user's language. */
  readonly price: string;
  readonly amount: string;
  readonly leverage: number;
  readonly takeProfit: string;
  readonly stopLoss: string;
  /** Time in force, post-only, reduce-only (OrderOptions.tsx); sent where the order can carry them. */
  readonly options: OrderOptionsChoice;
}

export interface MarketNow {
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  readonly ticker: Ticker | null;
}

/** A typed text as the draft wants it: canonical, '' when empty, or the raw text so the check reports it. */
function canonical(text: string, bcp47: string): string {
  if (!text.trim()) return '';
  return parseLocalDecimal(text, bcp47) ?? text;
}

/** The position side an order on a futures form acts on: buy-open and sell-close are the long. */
export function posSideOf(side: OrderSide, tradeSide: TradeSide): PositionSide {
  return (side === 'buy') === (tradeSide === 'open') ? 'long' : 'short';
}

export const DEFAULT_LEVERAGE = 10;

export function draftOf(info: SymbolInfo, values: FormValues, unit: AmountUnit, market: MarketNow, account: AccountState, bcp47: string): OrderDraft | null {
  const levels = values.side === 'buy' ? market.asks : market.bids;
  const common = {
    side: values.side,
    type: values.type,
    price: canonical(values.price, bcp47),
    amount: canonical(values.amount, bcp47),
    unit,
    book: levels,
    options: values.options,
  };
  if (isSpotSymbol(info)) {
    return {
      ...common, market: 'spot', symbol: info,
      available: { base: availableOf(account.balances.spot, info.base), quote: availableOf(account.balances.spot, info.quote) },
    };
  }
  if (!isFuturesSymbol(info)) return null;
  const posSide = posSideOf(values.side, values.tradeSide);
  const locked = sideLeverage(account, info.symbol, posSide);
  if (values.tradeSide === 'close') {
    return {
      ...common, market: 'futures', symbol: info, tradeSide: 'close', leverage: locked ?? values.leverage,
      closable: closableSize(account, info.symbol, posSide, info.amountPrecision),
    };
  }
  return {
    ...common, market: 'futures', symbol: info, tradeSide: 'open', leverage: values.leverage, positionLeverage: locked,
    takeProfit: canonical(values.takeProfit, bcp47), stopLoss: canonical(values.stopLoss, bcp47),
    ...(market.ticker ? { markPrice: market.ticker.markPrice } : {}),
    available: { quote: availableOf(account.balances.futures, info.quote) },
  };
}
