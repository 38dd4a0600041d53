import { describe, expect, it } from 'vitest';
import { NO_FILTER, dayStart, rangeProblem, recordsParams } from './records';

describe('margin records filter', () => {
  it('reads whole days and refuses impossible ones', () => {
    expect(dayStart('2026-11-24')).toBe(new Date(2026, 10, 24).getTime());
    expect(dayStart('2026-02-30')).toBeNull();
    expect(dayStart('24.11.2026')).toBeNull();
  });

  it('sends the kind, coin, an inclusive range and the cursor', () => {
    expect(recordsParams(NO_FILTER, null)).toEqual({ limit: 20 });
    const params = recordsParams({ kind: 'borrow', asset: 'USDT', from: '2026-11-24', to: '2026-11-24' }, '41');
    expect(params).toEqual({ limit: 20, kind: 'borrow', asset: 'USDT', from: new Date(2026, 10, 24).getTime(), to: new Date(2026, 10, 25).getTime() - 1, before: '41' });
  });

  it('tells a reversed range', () => {
    expect(rangeProblem({ ...NO_FILTER, from: '2026-11-24', to: '2026-11-23' })).toBe('reversed');
    expect(rangeProblem({ ...NO_FILTER, from: '2026-11-24', to: '' })).toBeNull();
  });
});
