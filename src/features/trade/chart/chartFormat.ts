// The chart's prices and times in the user's language, through Intl. Bars open on UTC boundaries
// (days at 00:00 UTC, weeks on Monday), so times are shown in UTC, and say so: in local time a
// day's tick could carry the previous date, and a clock change would repeat an hour of bars.
import { type Time, TickMarkType } from 'lightweight-charts';
import { INTERVAL_MS, type CandleInterval } from '../../../core/markets/intervals';

/** Intl refuses more than 100 decimals; no price needs more than this. */
const MAX_DECIMALS = 20;

export interface ChartFormat {
  readonly decimals: number;
  price(value: number): string;
  /** The crosshair's time label. */
  time(time: Time): string;
  /** Labels of the time axis; null leaves a kind of tick to the chart. */
  tick(time: Time, type: TickMarkType): string | null;
}

const DAY_MS = INTERVAL_MS['1D'];

const TICK_STYLE: Readonly<Record<TickMarkType, Intl.DateTimeFormatOptions>> = {
  [TickMarkType.Year]: { year: 'numeric' },
  [TickMarkType.Month]: { month: 'short' },
  [TickMarkType.DayOfMonth]: { day: 'numeric' },
  [TickMarkType.Time]: { hour: '2-digit', minute: '2-digit' },
  [TickMarkType.TimeWithSeconds]: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

/** Our bars carry UTCTimestamp seconds; the other kinds of Time never reach the chart. */
const epochMs = (time: Time): number | null => (typeof time === 'number' ? time * 1000 : null);

export function chartFormat(bcp47: string, pricePrecision: number, interval: CandleInterval): ChartFormat {
  const decimals = Math.min(Math.max(0, pricePrecision), MAX_DECIMALS);
  const prices = new Intl.NumberFormat(bcp47, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const intraday = INTERVAL_MS[interval] < DAY_MS;
  const crosshair = new Intl.DateTimeFormat(bcp47, {
    timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric',
    ...(intraday ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : { weekday: 'short' }),
  });
  const ticks = new Map<TickMarkType, Intl.DateTimeFormat>();
  const tickFormat = (type: TickMarkType) => {
    let format = ticks.get(type);
    if (!format) {
      format = new Intl.DateTimeFormat(bcp47, { timeZone: 'UTC', ...TICK_STYLE[type] });
      ticks.set(type, format);
    }
    return format;
  };
  return {
    decimals,
    price: (value) => prices.format(value),
    time: (time) => {
      const ms = epochMs(time);
      return ms === null ? '' : crosshair.format(ms);
    },
    tick: (time, type) => {
      const ms = epochMs(time);
      return ms === null ? null : tickFormat(type).format(ms);
    },
  };
}

/** Where the time axis is and what its labels measure, as the chart tells it at the time of drawing. */
export interface AxisPlace {
  /** A tick's centre on the axis, or null when it is off the axis. */
  x(time: Time): number | null;
  readonly width: number;
  measure(label: string): number;
}

/**
 * The axis labels with those left out that the axis's edges would cut: the library centres a label
 * on its tick and clips it at the edge while the chart can still scroll that way, so a tick near
 * the start showed half its date. Left out, the next label names the time instead.
 */
export function edgeSafeTick(tick: ChartFormat['tick'], place: AxisPlace): ChartFormat['tick'] {
  return (time, type) => {
    const label = tick(time, type);
    const x = place.x(time);
    if (label === null || x === null) return label;
    const half = place.measure(label) / 2;
    return x - half < 0 || x + half > place.width ? '' : label;
  };
}
