// What the order form holds, turned into either the fields of an order call or the reasons it
// cannot be sent. The checks are the gateway's own (gateway/markets/orderInput.ts, spot.ts,
// futures.ts), in bigint units, so the form names a problem beside its field before a request
// could be refused with 30002-30011.
import { ASSET_DECIMALS, formatUnits, maxBig, parseUnits, pow10 } from './decimal';
import { initialMargin, liquidationPrice, notional, notionalFactor } from './futuresMath';
import type { BookLevel } from './messages';
import {
  type AmountUnit, type Level, baseUnitsToLots, canonicalText, feeOf, levelsOf, lotsOfUnit, lotsToBaseUnits,
  lotsWithin, maxLotsWithin, openHold, shareOf, takeCost, unitDecimals, unitKindOf, unitOfLots, unitToQuoteUnits,
} from './orderAmounts';
import { DEFAULT_OPTIONS, type OrderOptionsChoice, applicableOptions, optionFields } from './orderOptions';
import type { Liquidity } from './feeTiers';
import type { MarketKind, SymbolInfo } from './symbols';
import type { OrderSide, OrderType, PositionSide } from './trading';

export type SpotSymbol = SymbolInfo & { readonly market: 'spot' };
export type FuturesSymbol = SymbolInfo & { readonly market: 'futures'; readonly maxLeverage: number };

/** Narrows a symbol to its market, so a spot draft can only be built on a spot symbol. */
export function isSpotSymbol(symbol: SymbolInfo): symbol is SpotSymbol {
  return symbol.market === 'spot';
}

export function isFuturesSymbol(symbol: SymbolInfo): symbol is FuturesSymbol {
  return symbol.market === 'futures' && typeof symbol.maxLeverage === 'number';
}

interface DraftCommon {
  readonly side: OrderSide;
  readonly type: OrderType;
  /** Canonical decimal (localNumber.ts) or ''; read on limit orders only. */
  readonly price: string;
  /** Canonical decimal or '', in `unit`. */
  readonly amount: string;
  readonly unit: AmountUnit;
  /**
   * The levels on the side the order takes from: asks for a buy, bids for a sell, best first
   * ([] while the book is unknown). A market order is valued level by level, as the gateway
   * values it, so the balance check and 100 % hold however deep the order reaches; a futures
   * limit sell holds margin at the higher of its price and the best bid, as the gateway does.
   */
  readonly book: readonly BookLevel[];
  /** Time in force, post-only, reduce-only as chosen (orderOptions.ts); absent: the type's defaults. */
  readonly options?: OrderOptionsChoice;
}

export interface SpotDraft extends DraftCommon {
  readonly market: 'spot';
  readonly symbol: SpotSymbol;
  /** The spot wallet's available balances (8 decimals). */
  readonly available: { readonly base: string; readonly quote: string };
}

export interface FuturesOpenDraft extends DraftCommon {
  readonly market: 'futures';
  readonly symbol: FuturesSymbol;
  readonly tradeSide: 'open';
  readonly leverage: number;
  /** The leverage of the open position or open orders on this side, which an opening order must use (30007). */
  readonly positionLeverage?: number | null;
  /** Canonical decimal or ''. */
  readonly takeProfit: string;
  /** Canonical decimal or ''. */
  readonly stopLoss: string;
  /** The mark price, which a market order's take-profit and stop-loss are judged against; the book's best price when absent. */
  readonly markPrice?: string;
  /** The futures wallet's available USDT (8 decimals). */
  readonly available: { readonly quote: string };
}

export interface FuturesCloseDraft extends DraftCommon {
  readonly market: 'futures';
  readonly symbol: FuturesSymbol;
  readonly tradeSide: 'close';
  /** The position's leverage: it converts a margin into an amount. */
  readonly leverage: number;
  /** The free part of the position this order reduces: its size less what open close orders already cover. */
  readonly closable: string;
}

export type FuturesDraft = FuturesOpenDraft | FuturesCloseDraft;
export type OrderDraft = SpotDraft | FuturesDraft;

export type DraftField = 'symbol' | 'price' | 'amount' | 'takeProfit' | 'stopLoss' | 'leverage';

export type DraftReason =
  /** The market is halted (30002). */
  | 'halted'
  | 'required'
  /** Not a decimal the gateway reads (30003, 30004, 30010). */
  | 'invalid'
  | 'notPositive'
  /** Finer than the tick, the lot, or the unit's decimals. */
  | 'tooPrecise'
  | 'belowMinAmount'
  | 'belowMinNotional'
  /** A market order with nothing (or too little) in the book to take (30011). */
  | 'noLiquidity'
  | 'aboveAvailable'
  | 'aboveClosable'
  | 'leverageRange'
  /** Another leverage than the open position's or open orders' on this side (30007). */
  | 'leverageLocked'
  | 'tpWrongSide'
  | 'slWrongSide';

export interface DraftProblem {
  readonly field: DraftField;
  readonly reason: DraftReason;
}

export interface DraftSummary {
  /** The amount in base the order is for (for a spot market buy by value, what the book gives now). */
  readonly baseAmount: string;
  /** Its value in quote (8 decimals): at the limit price, or taken from the book. */
  readonly value: string;
  /** The fee at the rate the order is likely to pay (liquidity), rounded up (8 decimals). */
  readonly fee: string;
  /** Maker when the form can tell the order will rest (post-only, or a limit price the book does not reach), else taker. */
  readonly liquidity: Liquidity;
  /** The symbol's rate for that liquidity: the user's own when the form was given them. */
  readonly feeRate: string;
  /** Spot takes the fee from what the order receives: base on a buy, quote on a sell. */
  readonly feeAsset: string;
  /** Futures openings: the initial margin the position will hold. */
  readonly margin?: string;
  /** Futures openings above 1×: where this order alone would be liquidated. */
  readonly liquidationPrice?: string;
}

/** Fields of the place call; the caller adds a clientOid. */
export type OrderFields = Readonly<Record<string, string | number | boolean>>;

export type DraftResult =
  | { readonly ok: true; readonly fields: OrderFields; readonly summary: DraftSummary }
  /** One problem per field, in the form's order; the summary when the amount could be valued. */
  | { readonly ok: false; readonly problems: readonly DraftProblem[]; readonly summary: DraftSummary | null };

export type Parsed = { readonly units: bigint } | { readonly reason: DraftReason };

/** A positive decimal with at most `decimals` decimals, or why not, in the gateway's terms. */
export function positive(text: string, decimals: number): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { reason: 'required' };
  if (/^-\d/.test(trimmed)) return { reason: 'notPositive' };
  const units = parseUnits(trimmed, decimals);
  if (units === null) return { reason: parseUnits(trimmed, 30) === null ? 'invalid' : 'tooPrecise' };
  return units === 0n ? { reason: 'notPositive' } : { units };
}

const posSideOf = (side: OrderSide, opening: boolean): PositionSide => ((side === 'buy') === opening ? 'long' : 'short');

/** The leverage an order converts and holds with, or null when outside 1..maxLeverage. */
function leverageOf(draft: OrderDraft): number | null {
  if (draft.market === 'spot') return 1;
  const l = draft.leverage;
  return Number.isInteger(l) && l >= 1 && l <= draft.symbol.maxLeverage ? l : null;
}

/** How the form's order is priced: the price that converts a value into lots, and the cost of lots. */
interface Pricing {
  /** The limit price, or the best price of the book for a market order. */
  readonly price: bigint;
  /** The value of lots (null: the book cannot fill them). */
  cost(lots: bigint): bigint | null;
  /** The levels of a market order, when the form gave them. */
  readonly levels: readonly Level[] | null;
}

/** The best price of the book side, in ticks. */
function bestOf(draft: OrderDraft): bigint | null {
  return levelsOf(draft.symbol, draft.book.slice(0, 1))[0]?.tick ?? null;
}

function pricingOf(draft: OrderDraft, limitPrice: bigint | null): Pricing | null {
  const s = draft.symbol;
  if (draft.type === 'limit') {
    if (limitPrice === null) return null;
    return { price: limitPrice, cost: (lots) => notional(s, limitPrice, lots), levels: null };
  }
  const levels = levelsOf(s, draft.book);
  const best = levels[0];
  if (!best) return null;
  return { price: best.tick, cost: (lots) => takeCost(s, levels, lots), levels };
}

const availableUnits = (text: string): bigint => parseUnits(text, ASSET_DECIMALS) ?? 0n;

/** What the order needs from the wallet for these lots (quote units; base units for a spot sell), as the gateway holds or checks it. */
function needOf(draft: OrderDraft, pricing: Pricing, lots: bigint, leverage: number): bigint | null {
  const s = draft.symbol;
  if (draft.market === 'spot') return draft.side === 'sell' ? lotsToBaseUnits(s, lots) : pricing.cost(lots);
  if (draft.tradeSide === 'close') return lots;
  if (draft.type === 'limit' && draft.side === 'sell') {
    // A marketable sell fills at bids above its price: the gateway holds for the best bid.
    return openHold(notional(s, maxBig(pricing.price, bestOf(draft) ?? 0n), lots), leverage, s.takerFeeRate);
  }
  const cost = pricing.cost(lots);
  return cost === null ? null : openHold(cost, leverage, s.takerFeeRate);
}

/** What the wallet (or the position) offers the order, in the units needOf counts. */
function budgetOf(draft: OrderDraft): bigint {
  if (draft.market === 'spot') return availableUnits(draft.side === 'sell' ? draft.available.base : draft.available.quote);
  if (draft.tradeSide === 'close') return parseUnits(draft.closable, draft.symbol.amountPrecision) ?? 0n;
  return availableUnits(draft.available.quote);
}

/** Maker when the order will rest as the form can tell (post-only, or a resting limit price the book does not reach); taker otherwise, the most it can pay. */
function liquidityOf(draft: OrderDraft, limitPrice: bigint | null): Liquidity {
  if (draft.type !== 'limit' || limitPrice === null) return 'taker';
  const options = applicableOptions('limit', draft.market === 'futures' && draft.tradeSide === 'close', draft.options ?? DEFAULT_OPTIONS);
  if (options.postOnly) return 'maker';
  const best = bestOf(draft);
  if (options.timeInForce !== 'GTC' || best === null) return 'taker';
  return (draft.side === 'buy' ? limitPrice < best : limitPrice > best) ? 'maker' : 'taker';
}

function summaryOf(draft: OrderDraft, lots: bigint, value: bigint, leverage: number, limitPrice: bigint | null): DraftSummary {
  const s = draft.symbol;
  const spotBuy = draft.market === 'spot' && draft.side === 'buy';
  const liquidity = liquidityOf(draft, limitPrice);
  const feeRate = liquidity === 'maker' ? s.makerFeeRate : s.takerFeeRate;
  const base = {
    baseAmount: formatUnits(lots, s.amountPrecision),
    value: formatUnits(value, ASSET_DECIMALS),
    fee: formatUnits(feeOf(spotBuy ? lotsToBaseUnits(s, lots) : value, feeRate), ASSET_DECIMALS),
    feeAsset: spotBuy ? s.base : s.quote,
    liquidity,
    feeRate,
  };
  if (draft.market === 'spot' || draft.tradeSide === 'close') return base;
  const posSide = posSideOf(draft.side, true);
  return {
    ...base,
    margin: formatUnits(initialMargin(value, leverage), ASSET_DECIMALS),
    // A position at 1× is never liquidated (docs/protocol.md).
    ...(leverage > 1 && lots > 0n ? { liquidationPrice: formatUnits(liquidationPrice(s, posSide, lots, value, leverage), s.pricePrecision) } : {}),
  };
}

/** Take-profit and stop-loss of an opening order: well-formed, and on the profit and loss sides of the reference price (30010). */
function tpslProblems(draft: FuturesOpenDraft, limitPrice: bigint | null): DraftProblem[] {
  const s = draft.symbol;
  const problems: DraftProblem[] = [];
  const mark = draft.markPrice === undefined ? null : parseUnits(draft.markPrice, s.pricePrecision);
  const reference = draft.type === 'limit' ? limitPrice : (mark ?? bestOf(draft));
  const long = posSideOf(draft.side, true) === 'long';
  for (const [field, text, wrong] of [['takeProfit', draft.takeProfit, 'tpWrongSide'], ['stopLoss', draft.stopLoss, 'slWrongSide']] as const) {
    if (text.trim() === '') continue;
    const parsed = positive(text, s.pricePrecision);
    if ('reason' in parsed) {
      problems.push({ field, reason: parsed.reason });
      continue;
    }
    if (reference === null || reference === 0n) continue;
    const above = parsed.units > reference;
    const below = parsed.units < reference;
    const right = field === 'takeProfit' ? (long ? above : below) : long ? below : above;
    if (!right) problems.push({ field, reason: wrong });
  }
  return problems;
}

function leverageProblem(draft: OrderDraft): DraftProblem | null {
  if (draft.market === 'spot') return null;
  if (leverageOf(draft) === null) return { field: 'leverage', reason: 'leverageRange' };
  if (draft.tradeSide === 'open' && draft.positionLeverage != null && draft.positionLeverage !== draft.leverage) return { field: 'leverage', reason: 'leverageLocked' };
  return null;
}

/** The amount's lots, its value, and the problem with it if any. */
interface AmountCheck {
  readonly problem: DraftReason | null;
  readonly lots: bigint | null;
  readonly value: bigint | null;
  /** A spot market buy by value: the quote units to spend. */
  readonly quoteAmount: bigint | null;
}

function checkAmount(draft: OrderDraft, pricing: Pricing | null, leverage: number | null): AmountCheck {
  const s = draft.symbol;
  const kind = unitKindOf(draft.market, draft.unit);
  const parsed = positive(draft.amount, unitDecimals(s, kind));
  if ('reason' in parsed) return { problem: parsed.reason, lots: null, value: null, quoteAmount: null };
  const minNotional = parseUnits(s.minNotional, ASSET_DECIMALS) ?? 0n;
  if (draft.market === 'spot' && draft.type === 'market' && draft.side === 'buy' && kind !== 'base') {
    const quoteAmount = unitToQuoteUnits(s, kind, parsed.units);
    const problem = quoteAmount < minNotional ? 'belowMinNotional' : quoteAmount > budgetOf(draft) ? 'aboveAvailable' : !pricing ? 'noLiquidity' : null;
    if (!pricing) return { problem, lots: null, value: null, quoteAmount };
    const lots = lotsWithin(s, pricing.levels ?? [], quoteAmount);
    return { problem, lots, value: quoteAmount, quoteAmount };
  }
  // An amount in base is checked against the minimum even before the price is known.
  const convertible = pricing !== null && (kind !== 'margin' || leverage !== null);
  const lots = kind === 'base' ? parsed.units : convertible ? lotsOfUnit(s, kind, parsed.units, pricing.price, leverage ?? 1) : null;
  const minLots = parseUnits(s.minAmount, s.amountPrecision) ?? 0n;
  if (lots !== null && (lots === 0n || lots < minLots)) return { problem: 'belowMinAmount', lots, value: null, quoteAmount: null };
  // A limit order without a valid price, or a margin without a valid leverage, shows that problem instead.
  if (!pricing) return { problem: draft.type === 'market' ? 'noLiquidity' : null, lots, value: null, quoteAmount: null };
  if (lots === null) return { problem: null, lots, value: null, quoteAmount: null };
  const value = pricing.cost(lots);
  if (value === null) return { problem: 'noLiquidity', lots, value, quoteAmount: null };
  const checksNotional = draft.market === 'spot' || draft.tradeSide === 'open';
  if (checksNotional && value < minNotional) return { problem: 'belowMinNotional', lots, value, quoteAmount: null };
  const need = leverage === null ? null : needOf(draft, pricing, lots, leverage);
  const over = need !== null && need > budgetOf(draft);
  const closing = draft.market === 'futures' && draft.tradeSide === 'close';
  // A reduce-only close is capped at the free part by the gateway rather than refused.
  const capped = closing && draft.options?.reduceOnly === true;
  return { problem: over && !capped ? (closing ? 'aboveClosable' : 'aboveAvailable') : null, lots, value, quoteAmount: null };
}

function fieldsOf(draft: OrderDraft, limitPrice: bigint | null, amount: AmountCheck): OrderFields {
  const s = draft.symbol;
  const closing = draft.market === 'futures' && draft.tradeSide === 'close';
  const fields: Record<string, string | number | boolean> = { symbol: s.symbol, side: draft.side, type: draft.type, ...optionFields(draft.type, closing, draft.options ?? DEFAULT_OPTIONS) };
  if (draft.type === 'limit' && limitPrice !== null) fields.price = canonicalText(limitPrice, s.pricePrecision);
  if (amount.quoteAmount !== null) fields.quoteAmount = canonicalText(amount.quoteAmount, ASSET_DECIMALS);
  else fields.amount = canonicalText(amount.lots ?? 0n, s.amountPrecision);
  if (draft.market === 'futures') {
    fields.tradeSide = draft.tradeSide;
    if (draft.tradeSide === 'open') {
      fields.leverage = draft.leverage;
      const tp = parseUnits(draft.takeProfit, s.pricePrecision);
      const sl = parseUnits(draft.stopLoss, s.pricePrecision);
      if (tp !== null) fields.takeProfit = canonicalText(tp, s.pricePrecision);
      if (sl !== null) fields.stopLoss = canonicalText(sl, s.pricePrecision);
    }
  }
  return fields;
}

/**
 * The order call's fields and a summary (value, fee, margin, liquidation price), or every
 * problem the gateway would refuse the order for, one per field.
 */
export function checkOrderDraft(draft: OrderDraft): DraftResult {
  if (draft.symbol.status === 'halted') return { ok: false, problems: [{ field: 'symbol', reason: 'halted' }], summary: null };
  const s = draft.symbol;
  const problems: DraftProblem[] = [];
  let limitPrice: bigint | null = null;
  if (draft.type === 'limit') {
    const price = positive(draft.price, s.pricePrecision);
    if ('reason' in price) problems.push({ field: 'price', reason: price.reason });
    else limitPrice = price.units;
  }
  const leverage = leverageOf(draft);
  const pricing = pricingOf(draft, limitPrice);
  const amount = checkAmount(draft, pricing, leverage);
  if (amount.problem) problems.push({ field: 'amount', reason: amount.problem });
  const lever = leverageProblem(draft);
  if (lever) problems.push(lever);
  if (draft.market === 'futures' && draft.tradeSide === 'open') problems.push(...tpslProblems(draft, limitPrice));
  const summary = amount.lots !== null && amount.value !== null ? summaryOf(draft, amount.lots, amount.value, leverage ?? 1, limitPrice) : null;
  if (problems.length > 0 || summary === null) return { ok: false, problems, summary };
  return { ok: true, fields: fieldsOf(draft, limitPrice, amount), summary };
}

/** A draft whose amount the percentage fills in. */
export type DraftWithoutAmount = OrderDraft extends infer D ? (D extends OrderDraft ? Omit<D, 'amount'> : never) : never;

/**
 * The amount, in the draft's unit, for a share of what is available: of the quote for a buy, of
 * the base for a sell, of the futures wallet at the leverage after margin and fee for an
 * opening, of the closable size for a closing. Rounded down to the unit's decimals, so that even
 * 100 % passes checkOrderDraft's balance check. '' when it cannot be known yet (a limit order
 * without a price, an empty book, a leverage out of range).
 */
export function amountForPercent(percent: number, input: DraftWithoutAmount): string {
  const draft = { ...input, amount: '' } as OrderDraft;
  const s = draft.symbol;
  const kind = unitKindOf(draft.market, draft.unit);
  const decimals = unitDecimals(s, kind);
  const budget = shareOf(budgetOf(draft), percent);
  // A buy by value spends a share of the quote as it is: 25 % of 1,000 USDT is 250 USDT.
  if (draft.market === 'spot' && draft.side === 'buy' && kind !== 'base') return canonicalText(budget / pow10(ASSET_DECIMALS - decimals), decimals);
  const leverage = leverageOf(draft);
  const limitPrice = draft.type === 'limit' ? parseUnits(draft.price, s.pricePrecision) : null;
  const pricing = pricingOf(draft, limitPrice === 0n ? null : limitPrice);
  if (!pricing || leverage === null) return '';
  let lots: bigint;
  if (draft.market === 'spot' && draft.side === 'sell') lots = baseUnitsToLots(s, budget);
  else if (draft.market === 'futures' && draft.tradeSide === 'close') lots = budget;
  else {
    const upper = pricing.levels ? pricing.levels.reduce((sum, l) => sum + l.lots, 0n) : (budget * BigInt(leverage)) / (pricing.price * notionalFactor(s));
    lots = maxLotsWithin(upper, budget, (n) => needOf(draft, pricing, n, leverage));
  }
  return canonicalText(unitOfLots(s, kind, lots, pricing.price, leverage), decimals);
}

/** The decimals an amount input takes in a unit, for typingRefusal. */
export function amountDecimals(symbol: SymbolInfo, market: MarketKind, unit: AmountUnit): number {
  return unitDecimals(symbol, unitKindOf(market, unit));
}
