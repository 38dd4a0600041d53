// The chart's eight intervals as one radio group: native radios, so arrow keys, focus and the
// right-to-left order come from the browser; the labels are short, in each language's own units.
import { useId } from 'react';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../core/markets/intervals';
import { useI18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';

const LABELS: Readonly<Record<CandleInterval, readonly [MessageId, number]>> = {
  '1m': ['chart.minutes', 1], '5m': ['chart.minutes', 5], '15m': ['chart.minutes', 15], '30m': ['chart.minutes', 30],
  '1h': ['chart.hours', 1], '4h': ['chart.hours', 4], '1D': ['chart.days', 1], '1W': ['chart.weeks', 1],
};

export function IntervalPicker({ value, onChange }: { value: CandleInterval; onChange: (interval: CandleInterval) => void }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('chart.intervals')} className="chart-intervals">
      {CANDLE_INTERVALS.map((interval) => {
        const [id, count] = LABELS[interval];
        return (
          <label key={interval} className="chart-intervals__option">
            <input
              type="radio"
              className="chart-intervals__input"
              name={name}
              value={interval}
              checked={interval === value}
              onChange={() => onChange(interval)}
            />
            <span className="chart-intervals__label">{t(id, { count })}</span>
          </label>
        );
      })}
    </div>
  );
}
