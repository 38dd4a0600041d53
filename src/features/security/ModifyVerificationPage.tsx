// /modifyverification: the forms that change how the account is protected, one at a time; the
// security centre's links open the one they name (?step=).
import { Link, useSearch } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { MODIFY_STEPS, type ModifyStep, modifyHref, readModifyStep } from '../../core/security/protections';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { WithoutSession } from '../account/WithoutSession';
import { AddressForm } from './AddressForm';
import { AuthenticatorForm } from './AuthenticatorForm';
import { FundPasswordForm } from './FundPasswordForm';
import { PasswordForm } from './PasswordForm';
import { SignInVerificationForm } from './SignInVerificationForm';
import { useSignedInUser } from './useSecurityChange';

const TITLES: Readonly<Record<ModifyStep, MessageId>> = {
  google: 'account.google',
  signIn: 'security.signIn',
  password: 'security.password',
  fundPassword: 'account.fundPassword',
  email: 'account.email',
  phone: 'account.phone',
};

export default function ModifyVerificationPage() {
  const { t } = useI18n();
  const user = useSignedInUser();
  const step = readModifyStep(new URLSearchParams(useSearch())) ?? 'google';
  usePageTitle(t('security.modify.title'));

  return (
    <section className="page account" aria-labelledby="modify-title">
      <p><Link href="/account/setting" data-testid="back-to-centre">{t('security.back')}</Link></p>
      <h1 id="modify-title">{t('security.modify.title')}</h1>
      {user ? (
        <>
          <nav className="segmented security-steps" aria-label={t('security.modify.title')}>
            {MODIFY_STEPS.map((s) => (
              <Link key={s} href={modifyHref(s)} className={s === step ? 'button button--primary' : 'button'} aria-current={s === step ? 'page' : undefined} data-testid={`step-${s}`}>
                {t(TITLES[s])}
              </Link>
            ))}
          </nav>
          <h2>{t(TITLES[step])}</h2>
          {/* Keyed by step and user: a form never carries codes or a secret over to another form or account. */}
          {step === 'google' ? <AuthenticatorForm key={`g-${user.userId}`} user={user} /> : null}
          {step === 'signIn' ? <SignInVerificationForm key={`s-${user.userId}`} user={user} /> : null}
          {step === 'password' ? <PasswordForm key={`p-${user.userId}`} user={user} /> : null}
          {step === 'fundPassword' ? <FundPasswordForm key={`f-${user.userId}`} user={user} /> : null}
          {step === 'email' || step === 'phone' ? <AddressForm key={`${step}-${user.userId}`} user={user} kind={step} /> : null}
        </>
      ) : (
        <WithoutSession signedOut="account.signedOut" />
      )}
    </section>
  );
}
