// What the asset pages show instead of balances: signed out, loading, a failed load, stale figures.
import { useI18n } from '../../i18n/intl';
import { SignInPrompt } from '../auth/SignInPrompt';

export function SignedOut() {
  return (
    <div className="asset-state" data-testid="assets-signed-out">
      <SignInPrompt message="assets.signedOut" />
    </div>
  );
}

export function Loading() {
  const { t } = useI18n();
  return <p className="muted" role="status" data-testid="assets-loading">{t('app.loading')}</p>;
}

export function LoadFailed({ malformed, onRetry }: { malformed: boolean; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="asset-state" role="alert" data-testid="assets-failed">
      <h2 className="asset-state__title">{t('assets.failed.title')}</h2>
      <p className="muted">{t(malformed ? 'assets.failed.malformed' : 'assets.failed.body')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>{t('error.retry')}</button>
    </div>
  );
}

export function StaleNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="asset-stale" role="status" data-testid="assets-stale">
      <span>{t('assets.stale')}</span>
      <button type="button" className="button" onClick={onRetry}>{t('error.retry')}</button>
    </div>
  );
}
