// What the header and the account parts of a screen show while the server's answer about a
// session is failed or unreadable: not "Log in" (the session cookie is intact), but that the
// account is being reached again, with a way to ask now.
import { useI18n } from '../../i18n/intl';
import { useStore } from '../../state/hooks';
import { retryUserNow } from './session';

export function SessionUnconfirmed({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useI18n();
  const store = useStore();
  const retry = (
    <button type="button" className="button" onClick={() => retryUserNow(store)}>{t('error.retry')}</button>
  );
  if (compact) {
    // On a phone the header has room for one small button: the words are still read out.
    return (
      <div className="auth-links session-unconfirmed" role="status" data-testid="session-unconfirmed">
        <span className="muted session-unconfirmed__text" title={t('session.unconfirmed')}>{t('session.reconnecting')}</span>
        <button type="button" className="button session-unconfirmed__retry" onClick={() => retryUserNow(store)}>
          <span aria-hidden="true" className="session-unconfirmed__icon">↻</span>
          <span className="session-unconfirmed__label">{t('error.retry')}</span>
        </button>
      </div>
    );
  }
  return (
    <div className={className} role="status" data-testid="session-unconfirmed">
      <p>{t('session.unconfirmed')}</p>
      {retry}
    </div>
  );
}
