// Candles or depth: a pair of tabs over the chart's stage. One tab stop; the arrow keys move and
// choose at once, and follow the reading direction (in Arabic the first tab is on the right, and
// the arrow that points to the next one is the left arrow).
import { type KeyboardEvent, useRef } from 'react';
import { CHART_VIEWS, type ChartView } from '../../../core/preferences';
import { useI18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';

const LABELS: Readonly<Record<ChartView, MessageId>> = { candles: 'chart.candles', depth: 'chart.depth' };

/** The id of the tab that shows `view`, for the panel's aria-labelledby. */
export const chartTabId = (panel: string, view: ChartView) => `${panel}-${view}`;

export function ChartViewSwitch({ value, onChange, panel }: { value: ChartView; onChange: (view: ChartView) => void; panel: string }) {
  const { t, dir } = useI18n();
  const tabs = useRef(new Map<ChartView, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const last = CHART_VIEWS.length - 1;
    const index = CHART_VIEWS.indexOf(value);
    const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previous = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = event.key === next ? (index === last ? 0 : index + 1)
      : event.key === previous ? (index === 0 ? last : index - 1)
        : event.key === 'Home' ? 0
          : event.key === 'End' ? last
            : null;
    if (target === null) return;
    event.preventDefault();
    const view = CHART_VIEWS[target]!;
    onChange(view);
    tabs.current.get(view)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('chart.views')} className="chart-views" onKeyDown={onKeyDown}>
      {CHART_VIEWS.map((view) => (
        <button
          key={view}
          ref={(button) => {
            if (button) tabs.current.set(view, button);
            else tabs.current.delete(view);
          }}
          type="button"
          role="tab"
          id={chartTabId(panel, view)}
          className="chart-views__tab"
          aria-selected={view === value}
          aria-controls={view === value ? panel : undefined}
          tabIndex={view === value ? 0 : -1}
          onClick={() => onChange(view)}
        >
          {t(LABELS[view])}
        </button>
      ))}
    </div>
  );
}
