// /login/agency: the sign-in of agency (broker) accounts. The same form, steps and encryption as
// the normal sign-in (PasswordLogin with entry 'agency'), at the agency calls; no QR or
// third-party ways in, which the specification gives to the normal sign-in only.
import { Link, useSearch } from 'wouter';
import { useI18n } from '../../i18n/intl';
import { AuthLayout } from './AuthLayout';
import { PasswordLogin } from './PasswordLogin';
import { loginHref, safeRedirect } from './redirect';
import { useFinishSignIn } from './useFinishSignIn';
import './NewDeviceStep.css';

export default function AgencyLoginPage() {
  const { t } = useI18n();
  const finish = useFinishSignIn();
  const back = safeRedirect(new URLSearchParams(useSearch()).get('redirect'), '');
  return (
    <AuthLayout title={t('auth.agency.link')}>
      <p className="muted" data-testid="agency-intro">{t('auth.agency.intro')}</p>
      <PasswordLogin onSignedIn={finish} entry="agency" />
      <p className="auth-entry">
        <Link href={back ? loginHref(back) : '/login'} data-testid="normal-login-link">{t('auth.agency.normal')}</Link>
      </p>
    </AuthLayout>
  );
}
