// The update prompt and the offline notice: both are status messages, announced politely. Offline,
// the notice is the one place that says so (failed calls show no toast each) and tells how old
// the saved market data on screen is; back online it goes by itself while the data refreshes.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { forgetSavedAnswers, oldestSavedAnswer, onSavedAnswers } from '../../api/savedAnswers';
import { snapshotAge } from '../../core/request/offlineSnapshots';
import { useI18n } from '../../i18n/intl';
import { type UpdateHandle, registerServiceWorker } from './serviceWorker';

const AGE_REFRESH_MS = 15_000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => {
      if (navigator.onLine) forgetSavedAnswers();
      setOnline(navigator.onLine);
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function OfflineNotice() {
  const { t, intl } = useI18n();
  const saved = useSyncExternalStore(onSavedAnswers, oldestSavedAnswer);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (saved === null) return <p className="app-status__offline" data-testid="offline-notice">{t('pwa.offline')}</p>;
  const { value, unit } = snapshotAge(saved.savedAt, Math.max(now, saved.seenAt));
  const age = intl.formatRelativeTime(value, unit, { numeric: 'auto' });
  return <p className="app-status__offline" data-testid="offline-notice">{t('offline.cached', { age })}</p>;
}

export function AppStatus() {
  const { t } = useI18n();
  const online = useOnline();
  const [update, setUpdate] = useState<UpdateHandle | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => registerServiceWorker(setUpdate), []);

  return (
    <div className="app-status" role="status" aria-live="polite">
      {!online && <OfflineNotice />}
      {update && !dismissed && (
        <div className="app-status__update" data-testid="update-prompt">
          <span>{t('pwa.updateReady')}</span>
          <button type="button" className="button button--primary" onClick={() => update.apply()}>{t('pwa.updateReload')}</button>
          <button type="button" className="button" onClick={() => setDismissed(true)}>{t('pwa.updateLater')}</button>
        </div>
      )}
    </div>
  );
}
