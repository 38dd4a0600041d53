// What a fill pays (docs/protocol.md, Fees and VIP tiers). The rate is the account's VIP tier's for
// the market kind, by the USDT value its fills of that kind traded in 30 days (real and demo apart).
// With the user's fee-token switch on (settings flag ob), a spot fill pays its fee in the fee token
// at the schedule's discount, valued at the markets' mid prices, as long as the spot wallet has the
// fee token available; otherwise it pays the full rate in its usual coin (docs/decisions.md).
import { mulDiv, pow10 } from '../../src/core/markets/decimal';
import { discountedRate, kindFees, tierFor, type Liquidity, type MyFees } from '../../src/core/markets/feeTiers';
import { feeOf } from '../../src/core/markets/orderAmounts';
import type { MarketKind } from '../../src/core/markets/symbols';
import { feeTokenOn, tradedVolume } from '../db/fees';
import type { AccountRef, OrderRow, StoreWallet } from '../db/trading';
import { QUOTE } from './catalogue';
import type { EngineContext } from './engineContext';
import { FEE_SCHEDULE, VOLUME_WINDOW_MS } from './feeSchedule';

/** What one fill pays: the fee, its coin, the rate used, and the fill's value in USDT units. */
export interface FillFee {
  readonly fee: bigint;
  readonly asset: string;
  readonly rate: string;
  readonly volumeUsdt: bigint;
}

/** A coin's USDT price now as a fraction (ticks over 10^decimals), from its USDT spot pair's mid; null without one. */
function usdtPrice(ctx: EngineContext, asset: string): { readonly ticks: bigint; readonly scale: bigint } | null {
  if (asset === QUOTE) return { ticks: 1n, scale: 1n };
  const market = ctx.simulator.market('spot', `${asset}${QUOTE}`);
  return market ? { ticks: BigInt(market.mark), scale: pow10(market.params.pricePrecision) } : null;
}

/** USDT units that `amount` units of a coin are worth now (0 for a coin without a USDT pair). */
export function usdtValue(ctx: EngineContext, asset: string, amount: bigint): bigint {
  const price = usdtPrice(ctx, asset);
  return price ? mulDiv(amount, price.ticks, price.scale, 'floor') : 0n;
}

export function thirtyDayVolume(ctx: EngineContext, accountId: number, kind: MarketKind): bigint {
  return tradedVolume(ctx.store.db, accountId, kind, ctx.now() - VOLUME_WINDOW_MS);
}

/** The rate the account's tier charges for this market kind and liquidity: the one lookup every fill and hold uses. */
export function feeRate(ctx: EngineContext, accountId: number, kind: MarketKind, liquidity: Liquidity): string {
  return tierFor(FEE_SCHEDULE.tiers, thirtyDayVolume(ctx, accountId, kind))[kind][liquidity];
}

/** The fee in the fee token of `fee` units of `asset`, rounded up; null when either has no price. */
function inFeeToken(ctx: EngineContext, asset: string, fee: bigint): bigint | null {
  const from = usdtPrice(ctx, asset);
  const to = usdtPrice(ctx, FEE_SCHEDULE.feeToken);
  if (!from || !to || to.ticks === 0n) return null;
  return mulDiv(fee * from.ticks, to.scale, from.scale * to.ticks, 'ceil');
}

/**
 * The fee of one fill of `gross` units of `grossAsset` (what the order receives: the coin a fee
 * is usually taken from), worth `volumeUsdt`, at the account's tier, in the fee token when the
 * user turned the discount on and can pay it.
 */
/** `wallet`: the one the fill settles in (spot, futures or a margin wallet), which must hold the fee token to pay in it. */
export function fillFee(ctx: EngineContext, accountId: number, wallet: StoreWallet, kind: MarketKind, liquidity: Liquidity, gross: bigint, grossAsset: string, volumeUsdt: bigint): FillFee {
  const rate = feeRate(ctx, accountId, kind, liquidity);
  const usual: FillFee = { fee: feeOf(gross, rate), asset: grossAsset, rate, volumeUsdt };
  if (!FEE_SCHEDULE.feeTokenMarkets.includes(kind)) return usual;
  const account = ctx.store.accountById(accountId);
  if (!account || !feeTokenOn(ctx.store.db, account.userId)) return usual;
  const discounted = discountedRate(rate, FEE_SCHEDULE.feeTokenDiscountPercent);
  const fee = inFeeToken(ctx, grossAsset, feeOf(gross, discounted));
  if (fee === null || fee > ctx.store.balance(accountId, wallet, FEE_SCHEDULE.feeToken).available) return usual;
  return { fee, asset: FEE_SCHEDULE.feeToken, rate: discounted, volumeUsdt };
}

/** The fees call's answer for the account: both kinds' volume, tier, rates and next tier, and the switch. */
export function myFees(ctx: EngineContext, account: AccountRef): MyFees {
  const of = (kind: MarketKind) => kindFees(FEE_SCHEDULE.tiers, kind, thirtyDayVolume(ctx, account.id, kind));
  return { demo: account.demo, feeToken: feeTokenOn(ctx.store.db, account.userId), spot: of('spot'), futures: of('futures') };
}

/**
 * An order's fee after a fill, summed in the order's fee coin. The first fill that pays in the fee
 * token makes it the order's coin; a fill in another coin than the order's (the switch turned, or
 * the fee token ran out, part way) shows in its own fill record only.
 */
export function orderFee(order: OrderRow, charge: FillFee): Pick<OrderRow, 'fee'> & Partial<Pick<OrderRow, 'fee_asset'>> {
  if (charge.asset === order.fee_asset) return { fee: (BigInt(order.fee) + charge.fee).toString() };
  if (BigInt(order.fee) === 0n) return { fee: charge.fee.toString(), fee_asset: charge.asset };
  return { fee: order.fee };
}
