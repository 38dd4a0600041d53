// /subaccount/setting/antiphishing: the code every email and text message from the exchange
// carries, set or changed with the account's codes.
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { setAntiPhishingCode } from '../../api/security';
import { usePageTitle } from '../../app/usePageTitle';
import { ANTI_PHISHING_PATTERN } from '../../core/security/factors';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { WithoutSession } from '../account/WithoutSession';
import { Field } from '../auth/Field';
import type { UserRecord } from '../../core/account';
import { ConfirmChange, factorsFor, useFactorCodes } from './SecondFactors';
import { useSecurityChange, useSignedInUser } from './useSecurityChange';

function AntiPhishingForm({ user }: { user: UserRecord }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<MessageId | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    const found = ANTI_PHISHING_PATTERN.test(code) ? undefined : 'security.antiPhishing.invalid';
    setProblem(found);
    const codesOk = form.check();
    if (found || !codesOk) return;
    const ok = await change.run(async () => {
      await setAntiPhishingCode(code, form.values());
      return { id: 'security.antiPhishing.saved' };
    });
    if (ok) {
      setValue('');
      form.reset();
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="anti-phishing-form">
      <p className="muted">{t('security.antiPhishing.intro')}</p>
      {user.antiPhishingCode ? (
        <p data-testid="anti-phishing-current">{t('security.antiPhishing.current')} <strong><bdi>{user.antiPhishingCode}</bdi></strong></p>
      ) : null}
      <Field name="antiPhishingCode" label={t('security.antiPhishing.field')} value={value} onValue={setValue} problem={problem} maxLength={20} autoComplete="off" spellCheck={false} />
      <ConfirmChange user={user} factors={factors} form={form} change={change} submit={user.antiPhishingCode ? 'security.action.change' : 'security.action.set'} />
    </form>
  );
}

export default function AntiPhishingPage() {
  const { t } = useI18n();
  const user = useSignedInUser();
  usePageTitle(t('account.antiPhishing'));
  return (
    <section className="page account" aria-labelledby="anti-phishing-title">
      <p><Link href="/account/setting" data-testid="back-to-centre">{t('security.back')}</Link></p>
      <h1 id="anti-phishing-title">{t('account.antiPhishing')}</h1>
      {user ? <AntiPhishingForm key={user.userId} user={user} /> : <WithoutSession signedOut="account.signedOut" />}
    </section>
  );
}
