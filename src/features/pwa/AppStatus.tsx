// The update prompt and the offline notice: both are status messages, announced politely.
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/intl';
import { type UpdateHandle, registerServiceWorker } from './serviceWorker';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function AppStatus() {
  const { t } = useI18n();
  const online = useOnline();
  const [update, setUpdate] = useState<UpdateHandle | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => registerServiceWorker(setUpdate), []);

  return (
    <div className="app-status" role="status" aria-live="polite">
      {!online && <p className="app-status__offline" data-testid="offline-notice">{t('pwa.offline')}</p>}
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
