// /login: password sign-in (with its second step) or QR sign-in, and the third-party buttons.
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useI18n } from '../../i18n/intl';
import { AuthLayout } from './AuthLayout';
import { PasswordLogin } from './PasswordLogin';
import { QrLogin } from './QrLogin';
import { ThirdPartyButtons } from './ThirdPartyButtons';
import { PasskeySignIn } from '../passkeys/PasskeySignIn';
import { type FlowStart, ThirdPartyFlow } from './ThirdPartyFlow';
import type { FormFailure } from './failure';
import { loginHref, safeRedirect } from './redirect';
import { useFinishSignIn } from './useFinishSignIn';

type Tab = 'password' | 'qr';
const TABS: readonly Tab[] = ['password', 'qr'];

export default function LoginPage() {
  const { t } = useI18n();
  const finish = useFinishSignIn();
  const search = useSearch();
  const [tab, setTab] = useState<Tab>('password');
  const back = safeRedirect(new URLSearchParams(search).get('redirect'), '');
  const [flow, setFlow] = useState<FlowStart | null>(null);
  const [thirdFailure, setThirdFailure] = useState<FormFailure>(null);

  if (flow) {
    return (
      <AuthLayout title={t('auth.login.title')}>
        <ThirdPartyFlow start={flow} onSignedIn={finish} onRestart={(failure) => { setFlow(null); setThirdFailure(failure); }} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')}>
      <div className="auth-tabs" role="tablist" aria-label={t('auth.login.ways')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`login-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`login-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const other = name === 'password' ? 'qr' : 'password';
              setTab(other);
              document.getElementById(`login-tab-${other}`)?.focus();
            }}
            data-testid={`login-tab-${name}`}
          >
            {t(name === 'password' ? 'auth.login.tabPassword' : 'auth.login.tabQr')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`} className="auth-panel">
        {tab === 'password' ? <PasswordLogin onSignedIn={finish} /> : <QrLogin onSignedIn={finish} />}
      </div>
      <PasskeySignIn onSignedIn={finish} />
      <ThirdPartyButtons onSignedIn={finish} onContinue={setFlow} redirect={back} failure={thirdFailure} key={String(thirdFailure && JSON.stringify(thirdFailure))} />
      <p className="auth-switch">
        {t('auth.login.noAccount')} <Link href={back ? loginHref(back, '/register') : '/register'}>{t('account.register')}</Link>
      </p>
      <p className="auth-switch">
        <Link href={back ? `/login/agency?redirect=${encodeURIComponent(back)}` : '/login/agency'} data-testid="agency-login-link">{t('auth.agency.link')}</Link>
      </p>
    </AuthLayout>
  );
}
