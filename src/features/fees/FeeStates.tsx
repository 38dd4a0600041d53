// What the fee screens show while an answer is on its way or after it failed (with a retry).
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';

export function FeeLoading() {
  const { t } = useI18n();
  return <p className="muted" role="status" data-testid="fees-loading">{t('app.loading')}</p>;
}

export function FeeFailed({ message, onRetry }: { message: MessageId; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="fee-failed" role="alert" data-testid="fees-failed">
      <p>{t(message)}</p>
      <button type="button" className="button" onClick={onRetry}>{t('error.retry')}</button>
    </div>
  );
}
