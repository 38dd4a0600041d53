// Closing futures positions beyond one market close (docs/protocol.md, Closing positions): every
// position of the account at once, and a reverse (close a side and open the other with the same
// size, in one call). What a reverse needs is checked against the book before anything changes.
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { feeOf } from '../../src/core/markets/orderAmounts';
import type { PositionSide } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import type { AccountRef, OrderRow } from '../db/trading';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { QUOTE } from './catalogue';
import { previewCost, type EngineContext } from './engineContext';
import { feeRate } from './fees';
import { closePosition, openHold, placeFutures } from './futures';
import type { Market } from './market';
import type { Simulator } from './simulator';

const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);

/** Closes every position of the account (this mode's: real or demo) at the market; none is fine. */
export function closeAllPositions(ctx: EngineContext, simulator: Simulator, account: AccountRef): OrderRow[] {
  return ctx.store.positions(account.id).flatMap((p) => {
    const market = simulator.market('futures', p.symbol);
    return market && BigInt(p.size) > 0n ? [closePosition(ctx, account, market, p.pos_side)] : [];
  });
}

/** The leverage the opposite side must use: its own position's or orders', else the reversed position's. */
function oppositeLeverage(ctx: EngineContext, account: AccountRef, market: Market, side: PositionSide, fallback: number): number {
  const held = ctx.store.position(account.id, market.symbol, side)?.leverage;
  const ordered = ctx.store.openOrders(account.id, 'futures', market.symbol).find((o) => o.trade_side === 'open' && o.pos_side === side)?.leverage;
  return held ?? ordered ?? fallback;
}

/** Closes a position at the market and opens the opposite side with the same size, or refuses and changes nothing. */
export function reversePosition(ctx: EngineContext, account: AccountRef, market: Market, posSide: PositionSide): { closed: OrderRow; opened: OrderRow } {
  const position = ctx.store.position(account.id, market.symbol, posSide);
  if (!position || BigInt(position.size) === 0n) throw refuse(CODES.positionInsufficient, 'order.noPosition', { posSide, symbol: market.symbol });
  const size = BigInt(position.size);
  const side = posSide === 'long' ? 'sell' : 'buy';
  const opposite: PositionSide = posSide === 'long' ? 'short' : 'long';
  // Both legs take from the same side of the book: the close its first `size`, the opening the next.
  const closeCost = previewCost(market, side, size);
  const bothCost = previewCost(market, side, size * 2n);
  if (closeCost === null || bothCost === null) throw refuse(CODES.noLiquidity, 'order.bookCannotFill', { symbol: market.symbol, amount: formatUnits(size * 2n, market.params.amountPrecision) });
  const leverage = oppositeLeverage(ctx, account, market, opposite, position.leverage);
  const pnl = posSide === 'long' ? closeCost - BigInt(position.cost) : BigInt(position.cost) - closeCost;
  const released = BigInt(position.margin) + pnl - feeOf(closeCost, feeRate(ctx, account.id, 'futures', 'taker'));
  const have = ctx.store.balance(account.id, 'futures', QUOTE).available + (released > 0n ? released : 0n);
  const need = openHold(ctx, account.id, bothCost - closeCost, leverage);
  if (need > have) throw refuse(CODES.insufficientBalance, 'order.reverseMarginShort', { quote: QUOTE, opposite, need: formatUnits(need, ASSET_DECIMALS), have: formatUnits(have, ASSET_DECIMALS) });
  return ctx.store.transaction(() => {
    const closed = closePosition(ctx, account, market, posSide);
    const opened = placeFutures(ctx, account, {
      market, side, type: 'market', price: null, amount: size, quoteAmount: null, clientOid: null,
      tradeSide: 'open', leverage, takeProfit: null, stopLoss: null,
    });
    return { closed, opened };
  });
}
