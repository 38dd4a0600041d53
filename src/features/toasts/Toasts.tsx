// One polite live region for every toast, so screen readers announce them; server words keep
// their own direction inside an Arabic page (dir="auto").
import { useI18n } from '../../i18n/intl';
import { type PageToast, dismissToastAtom, toastsAtom, useAtomValue, useSetAtom } from '../../state/hooks';

function useToastText() {
  const { t } = useI18n();
  return (message: PageToast) => ('text' in message ? message.text : t(message.id, message.values));
}

export function Toasts() {
  const { t } = useI18n();
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const text = useToastText();
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={t('toast.region')} data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-testid="toast">
          <span className="toast__text" dir="auto" data-testid="toast-text">{text(toast.message)}</span>
          <button type="button" className="toast__dismiss" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
