import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { chartFormat, edgeSafeTick } from './chartFormat';

// Monday 6 January 2025, 13:05 UTC.
const MONDAY = (Date.UTC(2025, 0, 6, 13, 5) / 1000) as UTCTimestamp;

describe('chartFormat', () => {
  it('shows prices with the symbol precision in the language', () => {
    expect(chartFormat('en-US', 2, '1m').price(67250.9)).toBe('67,250.90');
    expect(chartFormat('de-DE', 2, '1m').price(67250.946)).toBe('67.250,95');
    expect(chartFormat('en-US', 0, '1m').price(3.6)).toBe('4');
  });

  it('keeps the precision within what Intl accepts', () => {
    expect(chartFormat('en-US', 500, '1m').decimals).toBe(20);
  });

  it('labels an intraday crosshair with date, time and UTC', () => {
    const label = chartFormat('en-US', 2, '15m').time(MONDAY);
    expect(label).toContain('Jan 6, 2025');
    expect(label).toContain('01:05');
    expect(label).toContain('UTC');
  });

  it('labels a daily or weekly crosshair with the date only', () => {
    const label = chartFormat('en-US', 2, '1D').time(MONDAY);
    expect(label).toBe('Mon, Jan 6, 2025');
  });

  it('writes dates in the language of the page', () => {
    expect(chartFormat('ja-JP', 2, '1D').time(MONDAY)).toBe('2025年1月6日(月)');
    expect(chartFormat('fr-FR', 2, '1W').tick(MONDAY, TickMarkType.Month)).toBe('janv.');
    expect(chartFormat('fr-FR', 2, '1h').tick(MONDAY, TickMarkType.Time)).toBe('13:05');
  });

  it('formats axis ticks by their kind, in UTC', () => {
    const format = chartFormat('en-GB', 2, '1m');
    expect(format.tick(MONDAY, TickMarkType.Year)).toBe('2025');
    expect(format.tick(MONDAY, TickMarkType.DayOfMonth)).toBe('6');
    expect(format.tick(MONDAY, TickMarkType.Time)).toBe('13:05');
    expect(format.tick(MONDAY, TickMarkType.TimeWithSeconds)).toBe('13:05:00');
  });

  it('leaves times that are not timestamps to the chart', () => {
    expect(chartFormat('en-US', 2, '1m').tick('2025-01-06', TickMarkType.Year)).toBeNull();
    expect(chartFormat('en-US', 2, '1m').time({ year: 2025, month: 1, day: 6 })).toBe('');
  });
});

describe('edgeSafeTick', () => {
  const tick = chartFormat('en-US', 2, '1m').tick;
  const place = (x: number | null) => ({ x: () => x, width: 600, measure: (label: string) => label.length * 8 });

  it('leaves out a label that the start or the end of the axis would cut', () => {
    const label = tick(MONDAY, TickMarkType.Time) ?? '';
    const half = (label.length * 8) / 2;
    expect(edgeSafeTick(tick, place(half - 1))(MONDAY, TickMarkType.Time)).toBe('');
    expect(edgeSafeTick(tick, place(600 - half + 1))(MONDAY, TickMarkType.Time)).toBe('');
  });

  it('keeps a label that fits, and one whose place is unknown', () => {
    const label = tick(MONDAY, TickMarkType.Time);
    expect(edgeSafeTick(tick, place(300))(MONDAY, TickMarkType.Time)).toBe(label);
    expect(edgeSafeTick(tick, place(null))(MONDAY, TickMarkType.Time)).toBe(label);
  });
});
