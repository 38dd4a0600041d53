// What a security change did, announced politely and kept until the next attempt.
import { useI18n } from '../../i18n/intl';
import type { Done } from './useSecurityChange';

export function DoneMessage({ done }: { done: Done | null }) {
  const { t } = useI18n();
  return (
    <div role="status" className="auth-form__message">
      {done ? <p className="notice notice--success" data-testid="security-done">{t(done.id, done.values)}</p> : null}
    </div>
  );
}
