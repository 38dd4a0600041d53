// The records' date range: the last 1, 7, 30 or 90 days, or custom calendar days in the user's
// time zone (the start day's midnight up to the midnight after the end day).
export const RANGE_PRESETS = ['1d', '7d', '30d', '90d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const PRESET_DAYS: Readonly<Record<RangePreset, number>> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };

export type DateRange = { readonly preset: RangePreset } | { readonly preset: 'custom'; readonly start: string; readonly end: string };

export type RangeBounds = { readonly from: number; readonly to?: number };
export type RangeProblem = 'missing' | 'reversed';
export type RangeResult = { readonly ok: true; readonly bounds: RangeBounds } | { readonly ok: false; readonly problem: RangeProblem };

const DAY_MS = 86_400_000;

/** A date input's value ("2026-11-24") as its local midnight, the midnight after it, or null. */
function localDay(text: string, after: boolean): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day + (after ? 1 : 0));
  // 2026-02-31 rolls over to March: not a day the user could have picked.
  const check = new Date(year, month - 1, day);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== day) return null;
  return date.getTime();
}

/** The bounds of a range now: a preset runs up to now and after (a trade placed this minute is in it). */
export function rangeBounds(range: DateRange, now: number): RangeResult {
  if (range.preset !== 'custom') return { ok: true, bounds: { from: now - PRESET_DAYS[range.preset] * DAY_MS } };
  const from = localDay(range.start, false);
  const to = localDay(range.end, true);
  if (from === null || to === null) return { ok: false, problem: 'missing' };
  if (from >= to) return { ok: false, problem: 'reversed' };
  return { ok: true, bounds: { from, to } };
}

/** A date input's value for a moment, in the user's time zone. */
export function dayInputValue(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
