import { describe, expect, it } from 'vitest';
import { emptyForm, filterOf, linkedView } from './recordForm';

const NOW = Date.UTC(2026, 10, 24, 12);

describe('filterOf', () => {
  it('takes only the fields the history has, and the range counted from when the preset was chosen', () => {
    const form = { ...emptyForm(NOW), symbol: 'BTCUSDT', side: 'buy', type: 'market', status: 'open', kind: 'fee', asset: 'USDT' };
    expect(filterOf('spotOrders', form)).toEqual({ ok: true, filter: { symbol: 'BTCUSDT', side: 'buy', type: 'market', status: 'open', from: NOW - 7 * 86_400_000 } });
    expect(filterOf('ledger', form)).toEqual({ ok: true, filter: { kind: 'fee', asset: 'USDT', from: NOW - 7 * 86_400_000 } });
    expect(filterOf('positions', { ...form, side: 'long' })).toEqual({ ok: true, filter: { symbol: 'BTCUSDT', side: 'long', from: NOW - 7 * 86_400_000 } });
  });

  it('sends nothing for a custom range that cannot be read, and says why', () => {
    expect(filterOf('spotFills', { ...emptyForm(NOW), range: { preset: 'custom', start: '2026-11-02', end: '' } })).toEqual({ ok: false, problem: 'missing' });
  });
});

describe('linkedView', () => {
  it('reads the tab and the status a link asks for, and ignores what it does not know', () => {
    expect(linkedView(new URLSearchParams('?tab=futuresOrders&status=open'))).toEqual({ tab: 'futuresOrders', status: 'open' });
    expect(linkedView(new URLSearchParams('tab=ledger'))).toEqual({ tab: 'ledger', status: null });
    expect(linkedView(new URLSearchParams('?tab=__proto__&status=toString'))).toEqual({ tab: null, status: null });
  });
});
