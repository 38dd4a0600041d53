// What a screen part shows while the account it needs is loading, or after its load failed (with
// a retry): one piece for the order form and the account tables.
import { useI18n } from '../../i18n/intl';
import { useAccountControls } from './accountFeed';

export function AccountPending({ failed, className }: { failed: boolean; className?: string }) {
  const { t } = useI18n();
  const { reload } = useAccountControls();
  if (!failed) return <p className="muted" role="status">{t('app.loading')}</p>;
  return (
    <div role="alert" className={className}>
      <p>{t('order.accountFailed')}</p>
      <button type="button" className="button" onClick={reload}>{t('error.retry')}</button>
    </div>
  );
}
