import { describe, expect, it } from 'vitest';
import { MARKETS, anchorMid, marketParams, symbolInfo } from '../../../gateway/markets/catalogue';
import { Random } from '../../../gateway/markets/random';
import { parseUnits } from './decimal';
import type { BookLevel } from './messages';
import { type AmountUnit, lotsToBaseUnits } from './orderAmounts';
import {
  type DraftResult, type FuturesCloseDraft, type FuturesOpenDraft, type FuturesSymbol, type OrderDraft, type SpotDraft, type SpotSymbol,
  amountDecimals, amountForPercent, checkOrderDraft, isFuturesSymbol, isSpotSymbol,
} from './orderDraft';
import type { SymbolInfo } from './symbols';

// The gateway's own catalogue, so the fixtures are the symbols it serves.
function params(base: string, market: 'spot' | 'futures') {
  const p = marketParams(market, `${base}USDT`);
  if (!p) throw new Error(base);
  return p;
}
function spotSymbol(base: string, halted = false): SpotSymbol {
  const s: SymbolInfo = symbolInfo(params(base, 'spot'), halted);
  if (!isSpotSymbol(s)) throw new Error('not spot');
  return s;
}
function futuresSymbol(base: string): FuturesSymbol {
  const s: SymbolInfo = symbolInfo(params(base, 'futures'), false);
  if (!isFuturesSymbol(s)) throw new Error('not futures');
  return s;
}

const BTC = spotSymbol('BTC');
const DOGE = spotSymbol('DOGE');
const XRP = spotSymbol('XRP');
const ETH_PERP = futuresSymbol('ETH');
const BTC_PERP = futuresSymbol('BTC');

const spot = (over: Partial<SpotDraft> = {}): SpotDraft => ({
  market: 'spot', symbol: BTC, side: 'buy', type: 'limit', price: '50000', amount: '0.01', unit: 0,
  available: { base: '1.00000000', quote: '100000.00000000' }, book: [['50000.10', '1000']], ...over,
});
const open = (over: Partial<FuturesOpenDraft> = {}): FuturesOpenDraft => ({
  market: 'futures', symbol: ETH_PERP, tradeSide: 'open', side: 'buy', type: 'limit', price: '3000', amount: '0.1', unit: 0,
  leverage: 10, takeProfit: '', stopLoss: '', available: { quote: '100000.00000000' }, book: [['3000.05', '1000']], ...over,
});
const close = (over: Partial<FuturesCloseDraft> = {}): FuturesCloseDraft => ({
  market: 'futures', symbol: ETH_PERP, tradeSide: 'close', side: 'sell', type: 'limit', price: '3100', amount: '0.1', unit: 0,
  leverage: 10, closable: '0.5000', book: [['3099.95', '1000']], ...over,
});

function problems(result: DraftResult): string[] {
  return result.ok ? [] : result.problems.map((p) => `${p.field}:${p.reason}`);
}
function ok(result: DraftResult) {
  if (!result.ok) throw new Error(`expected ok, got ${problems(result).join(', ')}`);
  return result;
}

describe('symbols', () => {
  it('narrows a symbol to its market', () => {
    expect(isSpotSymbol(BTC)).toBe(true);
    expect(isFuturesSymbol(BTC)).toBe(false);
    expect(isFuturesSymbol({ ...ETH_PERP, maxLeverage: undefined } as SymbolInfo)).toBe(false);
  });

  it('gives the decimals an amount input takes per unit', () => {
    expect([0, 1, 2].map((u) => amountDecimals(BTC, 'spot', u as AmountUnit))).toEqual([6, 2, 2]);
    expect([0, 1, 2].map((u) => amountDecimals(DOGE, 'spot', u as AmountUnit))).toEqual([0, 5, 5]);
  });
});

describe('spot orders', () => {
  it('gives the fields of a limit buy and its summary, the fee in base: a price under the best ask rests, so the maker rate', () => {
    const r = ok(checkOrderDraft(spot()));
    expect(r.fields).toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', amount: '0.01' });
    expect(r.summary).toEqual({ baseAmount: '0.010000', value: '500.00000000', fee: '0.00000800', feeAsset: 'BTC', liquidity: 'maker', feeRate: '0.0008' });
  });

  it('takes the fee of a sell in quote, rounded up; a sell under the best bid takes, at the taker rate', () => {
    const r = ok(checkOrderDraft(spot({ side: 'sell', price: '67250.01', amount: '0.000123', book: [['67260.00', '1']] })));
    // 0.000123 × 67250.01 = 8.27175123; 0.1 % = 0.00827175123 → 0.00827176
    expect(r.summary).toMatchObject({ value: '8.27175123', fee: '0.00827176', feeAsset: 'USDT', liquidity: 'taker', feeRate: '0.001' });
  });

  it('estimates at the rates it is given (the user’s own) and tells maker from taker as far as it can', () => {
    const own = { ...BTC, makerFeeRate: '0.0002', takerFeeRate: '0.0004' };
    const at = (over: Partial<SpotDraft>) => ok(checkOrderDraft(spot({ symbol: own, ...over }))).summary;
    expect(at({})).toMatchObject({ liquidity: 'maker', feeRate: '0.0002', fee: '0.00000200' });
    expect(at({ price: '50000.10' })).toMatchObject({ liquidity: 'taker', feeRate: '0.0004' });
    expect(at({ price: '50000.10', options: { timeInForce: 'GTC', postOnly: true, reduceOnly: false } })).toMatchObject({ liquidity: 'maker' });
    expect(at({ options: { timeInForce: 'IOC', postOnly: false, reduceOnly: false } })).toMatchObject({ liquidity: 'taker' });
    expect(at({ book: [] })).toMatchObject({ liquidity: 'taker' });
    expect(at({ type: 'market', price: '' })).toMatchObject({ liquidity: 'taker', feeRate: '0.0004' });
  });

  it('names each problem of the price the gateway refuses (30003)', () => {
    const cases: [string, string][] = [['', 'required'], ['0', 'notPositive'], ['0.00', 'notPositive'], ['-1', 'notPositive'],
      ['abc', 'invalid'], ['1e5', 'invalid'], ['1,5', 'invalid'], ['50000.001', 'tooPrecise']];
    for (const [price, reason] of cases) expect(problems(checkOrderDraft(spot({ price }))), price).toEqual([`price:${reason}`]);
  });

  it('ignores the price of a market order', () => {
    const r = ok(checkOrderDraft(spot({ type: 'market', price: 'garbage' })));
    expect(r.fields).toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.01' });
    expect(r.summary.value).toBe('500.00100000');
  });

  it('names each problem of the amount (30004, 30005, 30006)', () => {
    const cases: [string, string][] = [['', 'required'], ['0', 'notPositive'], ['-0.5', 'notPositive'], ['x', 'invalid'],
      ['0.0000001', 'tooPrecise'], ['0.000001', 'belowMinAmount'], ['0.00001', 'belowMinNotional'], ['3', 'aboveAvailable']];
    for (const [amount, reason] of cases) expect(problems(checkOrderDraft(spot({ amount }))), amount).toEqual([`amount:${reason}`]);
    expect(problems(checkOrderDraft(spot({ side: 'sell', amount: '1.5' })))).toEqual(['amount:aboveAvailable']);
    expect(problems(checkOrderDraft(spot({ side: 'sell', amount: '1' })))).toEqual([]);
  });

  it('checks an amount in base against the minimum even without a price', () => {
    expect(problems(checkOrderDraft(spot({ price: '', amount: '0.000001' })))).toEqual(['price:required', 'amount:belowMinAmount']);
    expect(problems(checkOrderDraft(spot({ price: '', amount: '0.5', unit: 2 })))).toEqual(['price:required']);
  });

  it('keeps a summary beside the problems when the amount can be valued', () => {
    const r = checkOrderDraft(spot({ amount: '3' }));
    expect(r.ok).toBe(false);
    expect(r.summary?.value).toBe('150000.00000000');
    expect(checkOrderDraft(spot({ amount: '' })).summary).toBeNull();
  });

  it('holds price × amount of quote for a buy: exactly the balance passes, one unit more does not', () => {
    const exact = spot({ available: { base: '0', quote: '500.00000000' } });
    expect(checkOrderDraft(exact).ok).toBe(true);
    expect(problems(checkOrderDraft({ ...exact, available: { base: '0', quote: '499.99999999' } }))).toEqual(['amount:aboveAvailable']);
  });

  it('refuses everything on a halted market, with one problem (30002)', () => {
    expect(problems(checkOrderDraft(spot({ symbol: spotSymbol('BTC', true), price: '', amount: '' })))).toEqual(['symbol:halted']);
  });

  it('handles DOGE (whole coins) and XRP (4 price decimals)', () => {
    const doge = (amount: string, price = '0.15') => checkOrderDraft(spot({ symbol: DOGE, amount, price, book: [['0.15', '1000']] }));
    expect(problems(doge('10.5'))).toEqual(['amount:tooPrecise']);
    expect(problems(doge('5'))).toEqual(['amount:belowMinAmount']);
    expect(problems(doge('10'))).toEqual(['amount:belowMinNotional']);
    expect(problems(doge('100', '0.151234'))).toEqual(['price:tooPrecise']);
    expect(ok(doge('100', '0.15123')).fields).toEqual({ symbol: 'DOGEUSDT', side: 'buy', type: 'limit', price: '0.15123', amount: '100' });
    const xrp = (price: string, amount = '20') => checkOrderDraft(spot({ symbol: XRP, price, amount }));
    expect(problems(xrp('0.52001'))).toEqual(['price:tooPrecise']);
    expect(ok(xrp('0.5201')).summary.value).toBe('10.40200000');
    expect(problems(xrp('0.5201', '20.05'))).toEqual(['amount:tooPrecise']);
    expect(problems(xrp('0.5201', '0.5'))).toEqual(['amount:belowMinAmount']);
  });

  it('refuses huge numbers without losing a digit', () => {
    expect(problems(checkOrderDraft(spot({ amount: '100000000000000000000000' })))).toEqual(['amount:aboveAvailable']);
    expect(problems(checkOrderDraft(spot({ amount: '1'.repeat(31) })))).toEqual(['amount:invalid']);
    expect(problems(checkOrderDraft(spot({ price: '999999999999999999999999.99' })))).toEqual(['amount:aboveAvailable']);
  });

  it('converts an amount in USDT (units 1 and 2) into base, rounded down to the lot', () => {
    for (const unit of [1, 2] as const) {
      const r = ok(checkOrderDraft(spot({ price: '67250.00', amount: '100', unit })));
      // 100 / 67250 = 0.00148698… BTC
      expect(r.fields.amount).toBe('0.001486');
      expect(r.summary.value).toBe('99.93350000');
    }
    expect(problems(checkOrderDraft(spot({ amount: '100.001', unit: 2 })))).toEqual(['amount:tooPrecise']);
    // 0.4 USDT buys no whole lot... of DOGE at 0.15
    expect(problems(checkOrderDraft(spot({ symbol: DOGE, price: '0.15', amount: '0.1', unit: 2 })))).toEqual(['amount:belowMinAmount']);
  });

  it('sends a market buy in USDT as quoteAmount, and values the base it buys at the best ask', () => {
    const r = ok(checkOrderDraft(spot({ type: 'market', amount: '250.5', unit: 2, book: [['50000.00', '1000']] })));
    expect(r.fields).toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '250.5' });
    expect(r.summary).toMatchObject({ baseAmount: '0.005010', value: '250.50000000', fee: '0.00000501', feeAsset: 'BTC' });
    expect(problems(checkOrderDraft(spot({ type: 'market', amount: '4.99', unit: 1 })))).toEqual(['amount:belowMinNotional']);
    expect(problems(checkOrderDraft(spot({ type: 'market', amount: '100000.01', unit: 1 })))).toEqual(['amount:aboveAvailable']);
  });

  it('sends a market sell in USDT as an amount of base at the best bid', () => {
    const r = ok(checkOrderDraft(spot({ side: 'sell', type: 'market', amount: '100', unit: 2, book: [['49999.99', '1000']] })));
    expect(r.fields).toEqual({ symbol: 'BTCUSDT', side: 'sell', type: 'market', amount: '0.002' });
  });

  it('values a market order level by level when given the book, and refuses what it cannot fill (30011)', () => {
    const asks: BookLevel[] = [['50000.00', '0.010000'], ['50010.00', '0.020000']];
    const r = ok(checkOrderDraft(spot({ type: 'market', amount: '0.02', book: asks })));
    expect(r.summary.value).toBe('1000.10000000');
    expect(problems(checkOrderDraft(spot({ type: 'market', amount: '0.031', book: asks })))).toEqual(['amount:noLiquidity']);
    expect(problems(checkOrderDraft(spot({ type: 'market', amount: '0.02', book: [] })))).toEqual(['amount:noLiquidity']);
    // At the best price alone it would fit; level by level it costs more than the balance.
    const tight = spot({ type: 'market', amount: '0.02', available: { base: '0', quote: '1000.00000000' } });
    expect(checkOrderDraft({ ...tight, book: [['50000.00', '1000']] }).ok).toBe(true);
    expect(problems(checkOrderDraft({ ...tight, book: asks }))).toEqual(['amount:aboveAvailable']);
    // Malformed levels are left out, as if they were not there.
    expect(ok(checkOrderDraft(spot({ type: 'market', amount: '0.01', book: [['x', '1'], ['50000.00', '-1'], ['50001.00', '1']] }))).summary.value).toBe('500.01000000');
    // A buy by value buys what the budget takes from the levels.
    const byValue = ok(checkOrderDraft(spot({ type: 'market', amount: '1000.1', unit: 2, book: asks })));
    expect(byValue.summary.baseAmount).toBe('0.020000');
  });

  it('reads balances that are missing or malformed as zero', () => {
    expect(problems(checkOrderDraft(spot({ available: { base: '', quote: 'NaN' } })))).toEqual(['amount:aboveAvailable']);
  });
});

describe('futures orders', () => {
  it('opens with leverage: fields, margin, fee and liquidation price', () => {
    const r = ok(checkOrderDraft(open()));
    expect(r.fields).toEqual({ symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '3000', amount: '0.1', tradeSide: 'open', leverage: 10 });
    // 300 USDT at 10×: margin 30, resting under the best ask: maker fee 0.02 % = 0.06; long liquidation 3000 × 0.9 / 0.995
    expect(r.summary).toEqual({ baseAmount: '0.1000', value: '300.00000000', fee: '0.06000000', feeAsset: 'USDT', liquidity: 'maker', feeRate: '0.0002', margin: '30.00000000', liquidationPrice: '2713.57' });
    const short = ok(checkOrderDraft(open({ side: 'sell' })));
    expect(short.summary.liquidationPrice).toBe('3283.58');
  });

  it('shows no liquidation price at 1×, which is never liquidated', () => {
    expect(ok(checkOrderDraft(open({ leverage: 1 }))).summary.liquidationPrice).toBeUndefined();
  });

  it('reads unit 1 as margin and unit 2 as value', () => {
    expect(ok(checkOrderDraft(open({ amount: '30', unit: 1 }))).fields.amount).toBe('0.1');
    expect(ok(checkOrderDraft(open({ amount: '300', unit: 2 }))).fields.amount).toBe('0.1');
    expect(ok(checkOrderDraft(open({ amount: '30', unit: 1, leverage: 20 }))).fields.amount).toBe('0.2');
    expect(problems(checkOrderDraft(open({ amount: '30', unit: 1, leverage: 0 })))).toEqual(['leverage:leverageRange']);
    const byValue = checkOrderDraft(open({ amount: '300', unit: 2, leverage: 0 }));
    expect(problems(byValue)).toEqual(['leverage:leverageRange']);
    expect(byValue.summary?.baseAmount).toBe('0.1000');
  });

  it('refuses a leverage outside 1..maxLeverage or other than the position\'s (30007)', () => {
    for (const leverage of [0, -1, 2.5, 101, Number.NaN]) expect(problems(checkOrderDraft(open({ leverage }))), String(leverage)).toEqual(['leverage:leverageRange']);
    expect(checkOrderDraft(open({ leverage: 100 })).ok).toBe(true);
    expect(checkOrderDraft(open({ symbol: BTC_PERP, price: '67000', amount: '0.001', leverage: 125 })).ok).toBe(true);
    expect(problems(checkOrderDraft(open({ positionLeverage: 20 })))).toEqual(['leverage:leverageLocked']);
    expect(checkOrderDraft(open({ positionLeverage: 10 })).ok).toBe(true);
    expect(checkOrderDraft(open({ positionLeverage: null })).ok).toBe(true);
  });

  it('holds margin and the taker fee: exactly the balance passes, one unit less does not', () => {
    // 30 margin + 0.18 fee
    expect(checkOrderDraft(open({ available: { quote: '30.18000000' } })).ok).toBe(true);
    expect(problems(checkOrderDraft(open({ available: { quote: '30.17999999' } })))).toEqual(['amount:aboveAvailable']);
    expect(problems(checkOrderDraft(open({ amount: '400', leverage: 1 })))).toEqual(['amount:aboveAvailable']);
  });

  it('holds a marketable limit sell at the best bid, as the gateway does', () => {
    // Sell 0.1 at 2900 with the bid at 3000.05: the hold is on 300.005 → 30.0005 + 0.180003 (rounded up)
    const draft = open({ side: 'sell', price: '2900', book: [['3000.05', '1000']], available: { quote: '30.18050300' } });
    expect(checkOrderDraft(draft).ok).toBe(true);
    expect(problems(checkOrderDraft({ ...draft, available: { quote: '30.18050299' } }))).toEqual(['amount:aboveAvailable']);
  });

  it('checks take-profit and stop-loss against the limit price or the mark price (30010)', () => {
    expect(problems(checkOrderDraft(open({ takeProfit: '2900' })))).toEqual(['takeProfit:tpWrongSide']);
    expect(problems(checkOrderDraft(open({ stopLoss: '3100' })))).toEqual(['stopLoss:slWrongSide']);
    expect(problems(checkOrderDraft(open({ takeProfit: '3000', stopLoss: '3000' })))).toEqual(['takeProfit:tpWrongSide', 'stopLoss:slWrongSide']);
    expect(problems(checkOrderDraft(open({ side: 'sell', takeProfit: '3100', stopLoss: '2900' })))).toEqual(['takeProfit:tpWrongSide', 'stopLoss:slWrongSide']);
    expect(problems(checkOrderDraft(open({ takeProfit: '3100.001', stopLoss: '-5' })))).toEqual(['takeProfit:tooPrecise', 'stopLoss:notPositive']);
    expect(problems(checkOrderDraft(open({ takeProfit: 'soon' })))).toEqual(['takeProfit:invalid']);
    const r = ok(checkOrderDraft(open({ takeProfit: '3300.50', stopLoss: '2850' })));
    expect(r.fields).toMatchObject({ takeProfit: '3300.5', stopLoss: '2850' });
    const market = open({ type: 'market', price: '', book: [['3000.05', '1000']], markPrice: '3000.00', takeProfit: '3000.02' });
    expect(checkOrderDraft(market).ok).toBe(true);
    expect(problems(checkOrderDraft({ ...market, markPrice: '3000.02' }))).toEqual(['takeProfit:tpWrongSide']);
  });

  it('checks the minimum value of an opening', () => {
    expect(problems(checkOrderDraft(open({ amount: '0.001' })))).toEqual(['amount:belowMinNotional']);
    expect(problems(checkOrderDraft(open({ amount: '0.00001' })))).toEqual(['amount:tooPrecise']);
  });

  it('closes up to the closable size, without a minimum value, leverage or TP/SL fields', () => {
    const r = ok(checkOrderDraft(close()));
    expect(r.fields).toEqual({ symbol: 'ETHUSDT', side: 'sell', type: 'limit', price: '3100', amount: '0.1', tradeSide: 'close' });
    expect(r.summary).toEqual({ baseAmount: '0.1000', value: '310.00000000', fee: '0.06200000', feeAsset: 'USDT', liquidity: 'maker', feeRate: '0.0002' });
    expect(checkOrderDraft(close({ amount: '0.0001' })).ok).toBe(true);
    expect(checkOrderDraft(close({ amount: '0.5' })).ok).toBe(true);
    expect(problems(checkOrderDraft(close({ amount: '0.5001' })))).toEqual(['amount:aboveClosable']);
    expect(problems(checkOrderDraft(close({ closable: '' })))).toEqual(['amount:aboveClosable']);
    expect(problems(checkOrderDraft(close({ amount: '0.00001' })))).toEqual(['amount:tooPrecise']);
  });

  it('leaves a reduce-only close above the closable size to the gateway, which caps it, and sends the options', () => {
    const reduce = ok(checkOrderDraft(close({ amount: '0.9', options: { timeInForce: 'IOC', postOnly: false, reduceOnly: true } })));
    expect(reduce.fields).toEqual({ symbol: 'ETHUSDT', side: 'sell', type: 'limit', price: '3100', amount: '0.9', tradeSide: 'close', timeInForce: 'IOC', reduceOnly: true });
    const postOnly = ok(checkOrderDraft(spot({ options: { timeInForce: 'GTC', postOnly: true, reduceOnly: true } })));
    expect(postOnly.fields).toMatchObject({ postOnly: true });
    expect(postOnly.fields).not.toHaveProperty('reduceOnly');
  });

  it('closes by margin at the position\'s leverage', () => {
    // 31 USDT margin × 10 / 3100 = 0.1 ETH
    expect(ok(checkOrderDraft(close({ amount: '31', unit: 1 }))).fields.amount).toBe('0.1');
  });
});

describe('amountForPercent', () => {
  it('spends a share of the quote as it is, in USDT', () => {
    const d = spot({ unit: 2, available: { base: '0', quote: '1000.00000000' } });
    expect(amountForPercent(25, d)).toBe('250');
    expect(amountForPercent(33.33, d)).toBe('333.3');
    expect(amountForPercent(100, d)).toBe('1000');
    expect(amountForPercent(0, d)).toBe('0');
    expect(amountForPercent(100, spot({ unit: 1, available: { base: '0', quote: '12.34567891' } }))).toBe('12.34');
  });

  it('buys what a share of the quote pays for at the limit price, in base', () => {
    const d = spot({ available: { base: '0', quote: '1000.00000000' } });
    expect(amountForPercent(100, d)).toBe('0.02');
    expect(amountForPercent(50, { ...d, price: '67250.94' })).toBe('0.007434');
    expect(amountForPercent(50, { ...d, price: '' })).toBe('');
    expect(amountForPercent(50, { ...d, price: '0' })).toBe('');
  });

  it('sells a share of the base, rounded down to the lot', () => {
    expect(amountForPercent(50, spot({ side: 'sell', available: { base: '1.23456789', quote: '0' } }))).toBe('0.617283');
    expect(amountForPercent(100, spot({ symbol: DOGE, side: 'sell', price: '0.15', available: { base: '123.99999999', quote: '0' } }))).toBe('123');
    // In USDT at the price: 123 DOGE × 0.15 = 18.45
    expect(amountForPercent(100, spot({ symbol: DOGE, side: 'sell', price: '0.15', unit: 2, available: { base: '123.99999999', quote: '0' } }))).toBe('18.45');
  });

  it('opens with a share of the futures wallet at the leverage, after margin and fee', () => {
    const d = open({ available: { quote: '1000.00000000' } });
    // 1000 = cost / 10 + cost × 0.0006 → cost 9940.35…; at 3000: 3.3134 ETH
    expect(amountForPercent(100, d)).toBe('3.3134');
    expect(checkOrderDraft({ ...d, amount: '3.3134' }).ok).toBe(true);
    expect(problems(checkOrderDraft({ ...d, amount: '3.3135' }))).toEqual(['amount:aboveAvailable']);
    expect(amountForPercent(100, { ...d, unit: 1 })).toBe('994.02');
    expect(amountForPercent(100, { ...d, unit: 2 })).toBe('9940.2');
    expect(amountForPercent(100, { ...d, leverage: 0 })).toBe('');
  });

  it('closes a share of the closable size', () => {
    expect(amountForPercent(50, close({ closable: '0.3333' }))).toBe('0.1666');
    expect(amountForPercent(100, close({ closable: '0.3333' }))).toBe('0.3333');
    expect(amountForPercent(100, close({ closable: '0.3333', unit: 2 }))).toBe('1033.23');
  });

  it('fits a market order into the book it takes from', () => {
    const asks: BookLevel[] = [['50000.00', '0.010000'], ['50010.00', '0.020000'], ['50100.00', '5.000000']];
    const d = spot({ type: 'market', book: asks, available: { base: '0', quote: '1000.00000000' } });
    const amount = amountForPercent(100, d);
    expect(amount).toBe('0.019998');
    expect(checkOrderDraft({ ...d, amount }).ok).toBe(true);
    expect(problems(checkOrderDraft({ ...d, amount: '0.019999' }))).toEqual(['amount:aboveAvailable']);
    expect(amountForPercent(100, { ...d, book: [] })).toBe('');
  });

  it('never exceeds what is available, for any share, symbol, side, type, unit and balance (a random sweep)', () => {
    const random = new Random(20_240_601);
    const next = (below: number) => Math.floor(random.next() * below);
    // Every listed market, in every quote (USDT, USDC, BTC) and precision.
    const spots = MARKETS.filter((m) => m.kind === 'spot').map((m) => symbolInfo(m, false)).filter(isSpotSymbol);
    const perps = MARKETS.filter((m) => m.kind === 'futures').map((m) => symbolInfo(m, false)).filter(isFuturesSymbol);
    const decimal = (s: SymbolInfo, what: 'price' | 'amount' | 'balance') => {
      const p = marketParams(s.market, s.symbol);
      const anchor = p ? anchorMid(p) : 1;
      if (what === 'price') return (anchor * (0.5 + next(1000) / 1000)).toFixed(s.pricePrecision);
      if (what === 'amount') return (next(10 ** 6) / 10 ** (2 + next(4))).toFixed(s.amountPrecision);
      return (next(10 ** 9) / 10 ** next(9)).toFixed(8);
    };
    // The side an order takes from: asks rising from the best for a buy, bids falling for a sell.
    const book = (s: SymbolInfo, side: 'buy' | 'sell'): BookLevel[] => {
      const best = Number(decimal(s, 'price'));
      return Array.from({ length: next(6) }, (_, i) => [(best * (1 + ((side === 'buy' ? 1 : -1) * i) / 1000)).toFixed(s.pricePrecision), decimal(s, 'amount')]);
    };
    let fullPasses = 0;
    for (let i = 0; i < 3_000; i += 1) {
      const futures = next(2) === 1;
      const s = futures ? perps[next(perps.length)]! : spots[next(spots.length)]!;
      const side = next(2) === 0 ? 'buy' : 'sell';
      const type = next(3) === 0 ? 'market' : 'limit';
      const unit = next(3) as AmountUnit;
      const price = type === 'limit' ? decimal(s, 'price') : '';
      const levels = book(s, side);
      const percent = [0, 0.01, 1, 10, 25, 33.33, 50, 66.67, 75, 99.99, 100][next(11)]!;
      let draft: OrderDraft;
      if (!futures && isSpotSymbol(s)) {
        draft = { market: 'spot', symbol: s, side, type, price, amount: '', unit, book: levels, available: { base: decimal(s, 'balance'), quote: decimal(s, 'balance') } };
      } else if (isFuturesSymbol(s) && next(2) === 0) {
        draft = { market: 'futures', symbol: s, tradeSide: 'open', side, type, price, amount: '', unit, book: levels,
          leverage: 1 + next(s.maxLeverage), takeProfit: '', stopLoss: '', available: { quote: decimal(s, 'balance') } };
      } else if (isFuturesSymbol(s)) {
        draft = { market: 'futures', symbol: s, tradeSide: 'close', side, type, price, amount: '', unit, book: levels,
          leverage: 1 + next(s.maxLeverage), closable: decimal(s, 'amount') };
      } else throw new Error('fixture');
      const amount = amountForPercent(percent, draft);
      const label = JSON.stringify({ i, percent, amount, draft });
      if (amount === '') {
        // Only a market order on an empty book cannot be sized.
        expect(type === 'market' && !levels.some(([, a]) => Number(a) > 0), label).toBe(true);
        continue;
      }
      expect(parseUnits(amount, amountDecimals(s, draft.market, unit)), label).not.toBeNull();
      const result = checkOrderDraft({ ...draft, amount });
      const reasons = result.ok ? [] : result.problems.map((p) => p.reason);
      expect(reasons, label).not.toContain('aboveAvailable');
      expect(reasons, label).not.toContain('aboveClosable');
      expect(reasons, label).not.toContain('tooPrecise');
      if (percent === 100 && result.ok) fullPasses += 1;
    }
    expect(fullPasses).toBeGreaterThan(30);
  });

  it('at 100 % passes the whole check when the balance is worth an order', () => {
    const cases: OrderDraft[] = [
      spot({ available: { base: '0', quote: '2500.00000000' } }),
      spot({ unit: 2, type: 'market', available: { base: '0', quote: '2500.00000000' } }),
      spot({ side: 'sell', available: { base: '0.02000000', quote: '0' } }),
      spot({ symbol: DOGE, side: 'sell', price: '0.15', unit: 1, available: { base: '1000.5', quote: '0' } }),
      spot({ symbol: XRP, price: '0.5201', available: { base: '0', quote: '100' } }),
      open({ available: { quote: '1000' } }),
      open({ unit: 1, side: 'sell', available: { quote: '1000' } }),
      open({ unit: 2, type: 'market', available: { quote: '1000' }, book: [['3000.05', '1000']] }),
      close({ closable: '0.2500' }),
    ];
    for (const draft of cases) {
      const amount = amountForPercent(100, draft);
      const result = checkOrderDraft({ ...draft, amount });
      expect(problems(result), JSON.stringify({ amount, draft })).toEqual([]);
    }
    // All of the base balance: 0.02 BTC, all of it.
    expect(lotsToBaseUnits(BTC, 20_000n)).toBe(2_000_000n);
  });
});
