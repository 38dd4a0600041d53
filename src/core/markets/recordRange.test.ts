import { describe, expect, it } from 'vitest';
import { dayInputValue, rangeBounds } from './recordRange';

const NOW = new Date(2026, 10, 24, 15, 30).getTime();

describe('rangeBounds', () => {
  it('runs a preset back its days from now, with no end (a trade of this minute is in it)', () => {
    expect(rangeBounds({ preset: '1d' }, NOW)).toEqual({ ok: true, bounds: { from: NOW - 86_400_000 } });
    expect(rangeBounds({ preset: '90d' }, NOW)).toEqual({ ok: true, bounds: { from: NOW - 90 * 86_400_000 } });
  });

  it('takes custom days whole, in the user\'s time zone: the start day\'s midnight to the midnight after the end day', () => {
    expect(rangeBounds({ preset: 'custom', start: '2026-11-01', end: '2026-11-01' }, NOW))
      .toEqual({ ok: true, bounds: { from: new Date(2026, 10, 1).getTime(), to: new Date(2026, 10, 2).getTime() } });
    expect(rangeBounds({ preset: 'custom', start: '2026-12-31', end: '2026-12-31' }, NOW))
      .toEqual({ ok: true, bounds: { from: new Date(2026, 11, 31).getTime(), to: new Date(2027, 0, 1).getTime() } });
  });

  it('says what is wrong with a custom range rather than guess', () => {
    expect(rangeBounds({ preset: 'custom', start: '', end: '2026-11-01' }, NOW)).toEqual({ ok: false, problem: 'missing' });
    expect(rangeBounds({ preset: 'custom', start: '2026-02-31', end: '2026-03-01' }, NOW)).toEqual({ ok: false, problem: 'missing' });
    expect(rangeBounds({ preset: 'custom', start: '2026-11-02', end: '2026-11-01' }, NOW)).toEqual({ ok: false, problem: 'reversed' });
  });

  it('writes a moment as the date input\'s value of its local day', () => {
    expect(dayInputValue(NOW)).toBe('2026-11-24');
    expect(dayInputValue(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
  });
});
