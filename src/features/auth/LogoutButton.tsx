import { useI18n } from '../../i18n/intl';
import { useSignOut } from './useSignOut';

export function LogoutButton({ className = 'button', testId = 'logout' }: { className?: string; testId?: string }) {
  const { t } = useI18n();
  const { busy, run } = useSignOut();
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void run()} data-testid={testId}>
      {t('auth.logout')}
    </button>
  );
}
