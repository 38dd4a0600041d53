// A failed or unreadable poll of the margin accounts: the last figures stay, with this notice.
import { useI18n } from '../../i18n/intl';
import type { MarginView } from './marginStore';

export function MarginStatus({ margin }: { margin: MarginView | null }) {
  const { t } = useI18n();
  if (!margin || margin.failure === 'none') return margin?.data === null ? <p className="muted" role="status">{t('app.loading')}</p> : null;
  return (
    <p className="margin-status" role="status" data-testid="margin-failed">
      {t(margin.failure === 'malformed' ? 'error.unreadable' : margin.data ? 'margin.stale' : 'margin.failed')}
    </p>
  );
}
