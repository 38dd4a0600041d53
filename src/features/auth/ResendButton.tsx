// "Send code" / "Resend code" with its countdown: disabled while a code is on its way and until
// the server's resendAfterMs has passed.
import { useI18n } from '../../i18n/intl';

export function ResendButton({ secondsLeft, sending, sentOnce, onClick, testId }: {
  secondsLeft: number;
  sending: boolean;
  sentOnce: boolean;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useI18n();
  const label = secondsLeft > 0 ? t('auth.code.wait', { seconds: secondsLeft }) : t(sentOnce ? 'auth.code.resend' : 'auth.code.send');
  return (
    <button type="button" className="button auth-field__action" onClick={onClick} disabled={sending || secondsLeft > 0} data-testid={testId}>
      {label}
    </button>
  );
}
