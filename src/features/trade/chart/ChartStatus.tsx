// What the chart area says while it has no candles to show. The area itself is left to right
// (numbers and time), so these messages carry the page's own direction.
import { useI18n } from '../../../i18n/intl';

export function ChartLoading() {
  const { t, dir } = useI18n();
  return <p className="chart-status" dir={dir} role="status" data-testid="chart-status">{t('chart.loading')}</p>;
}

export function ChartFailed({ onRetry }: { onRetry: () => void }) {
  const { t, dir } = useI18n();
  return (
    <div className="chart-status" dir={dir} role="alert" data-testid="chart-status">
      <p>{t('chart.failed')}</p>
      <button type="button" className="button" onClick={onRetry}>{t('error.retry')}</button>
    </div>
  );
}
