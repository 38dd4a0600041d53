import { afterEach, describe, expect, it, vi } from 'vitest';
import { WireDrops } from '../../core/markets/wireCheck';
import { readAnswer, reportDrops } from './wireLog';

const oneTs = () => {
  const drops = new WireDrops();
  drops.dropField('ticker message', 'ts');
  return drops;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('wire log', () => {
  it('warns at once, then sums a flood up every few seconds with a running count', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 20; i += 1) reportDrops('socket', oneTs());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[wire\] socket: dropped 0 records, 1 field: ticker message\.ts ×1 \(since the page opened: \d+ records, \d+ fields\)$/);
    vi.advanceTimersByTime(5_000);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toContain('0 records, 19 fields: ticker message.ts ×19');
  });

  it('says nothing for a clean answer and gives the reading back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readAnswer('/v1/mix/market/tickers', () => 'read')).toBe('read');
    expect(warn).not.toHaveBeenCalled();
  });
});
