import { describe, expect, it } from 'vitest';
import { checkConditionalDraft, type ConditionalDraft } from './conditionalDraft';
import type { SymbolInfo } from './symbols';

const BTC: SymbolInfo = {
  symbol: 'BTCUSDT', market: 'spot', base: 'BTC', quote: 'USDT', pricePrecision: 2, amountPrecision: 6, tickSize: '0.01', lotSize: '0.000001',
  minAmount: '0.00001', minNotional: '5', makerFeeRate: '0.0008', takerFeeRate: '0.001', status: 'trading',
};
const draft = (over: Partial<ConditionalDraft>): ConditionalDraft => ({
  market: 'spot', symbol: BTC, kind: 'stop_market', side: 'buy', tradeSide: null, triggerBy: 'last', values: {}, last: '60000', mark: '60010', ...over,
});

describe('conditional drafts', () => {
  it('gives the place call its fields', () => {
    expect(checkConditionalDraft(draft({ values: { triggerPrice: '61000', amount: '0.01' } }))).toEqual({
      ok: true, fields: { market: 'spot', symbol: 'BTCUSDT', kind: 'stop_market', side: 'buy', triggerPrice: '61000', amount: '0.01' },
    });
  });

  it('names each missing or malformed field', () => {
    const r = checkConditionalDraft(draft({ kind: 'stop_limit', values: { triggerPrice: '61000.001', amount: '0' } }));
    expect(r).toEqual({ ok: false, problems: [{ field: 'triggerPrice', reason: 'tooPrecise' }, { field: 'price', reason: 'required' }, { field: 'amount', reason: 'notPositive' }] });
  });

  it('refuses a stop trigger on the wrong side, judged by last or mark as chosen', () => {
    expect(checkConditionalDraft(draft({ values: { triggerPrice: '59000', amount: '0.01' } }))).toEqual({ ok: false, problems: [{ field: 'triggerPrice', reason: 'wrongSide' }] });
    const futures = draft({ market: 'futures', tradeSide: 'open', triggerBy: 'mark', values: { triggerPrice: '60005', amount: '0.01' } });
    expect(checkConditionalDraft(futures).ok).toBe(false);
    expect(checkConditionalDraft({ ...futures, triggerBy: 'last' })).toMatchObject({ ok: true, fields: { triggerBy: 'last', tradeSide: 'open' } });
  });

  it('checks the callback rate, the OCO prices and the TP/SL pair', () => {
    expect(checkConditionalDraft(draft({ kind: 'trailing_stop', values: { callbackRate: '12', amount: '0.01' } }))).toMatchObject({ ok: false, problems: [{ field: 'callbackRate', reason: 'callbackRange' }] });
    expect(checkConditionalDraft(draft({ kind: 'oco', side: 'sell', values: { price: '59000', triggerPrice: '58000', stopPrice: '57900', amount: '0.1' } })))
      .toMatchObject({ ok: false, problems: [{ field: 'triggerPrice', reason: 'inconsistent' }] });
    expect(checkConditionalDraft(draft({ kind: 'tpsl', side: 'sell', values: { amount: '0.1' } }))).toMatchObject({ ok: false, problems: [{ field: 'stopLoss', reason: 'required' }] });
    expect(checkConditionalDraft(draft({ kind: 'tpsl', side: 'sell', values: { takeProfit: '63000', amount: '0.1' } })).ok).toBe(true);
  });
});
