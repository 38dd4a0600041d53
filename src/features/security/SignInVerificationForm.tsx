// Which codes sign-in asks for: each bound method turned on or off, confirmed with the codes of
// every bound factor.
import { type FormEvent, useState } from 'react';
import { setSignInVerification } from '../../api/security';
import type { UserRecord } from '../../core/account';
import type { Factor } from '../../core/security/factors';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { FormMessage } from '../auth/FormMessage';
import { DoneMessage } from './DoneMessage';
import { SecondFactors, factorsFor, useFactorCodes } from './SecondFactors';
import { useSecurityChange } from './useSecurityChange';

export const METHOD_NAMES: Readonly<Record<Factor, MessageId>> = { email: 'account.email', mobile: 'account.phone', google: 'account.google' };

export function SignInVerificationForm({ user }: { user: UserRecord }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const [pending, setPending] = useState<{ method: Factor; enabled: boolean } | null>(null);
  const methods: { method: Factor; on: boolean }[] = [
    ...(user.bindEmail ? [{ method: 'email' as const, on: user.emailEnable }] : []),
    ...(user.bindPhone ? [{ method: 'mobile' as const, on: user.phoneEnable }] : []),
    ...(user.bindGoogle ? [{ method: 'google' as const, on: user.googleEnable }] : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending || !form.check()) return;
    const ok = await change.run(async () => {
      await setSignInVerification(pending.method, pending.enabled, form.values());
      return { id: 'security.signIn.changed' };
    });
    if (ok) {
      setPending(null);
      form.reset();
    }
  };

  if (methods.length === 0) return <p className="muted">{t('security.signIn.nothingBound')}</p>;
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="signin-form">
      <p className="muted">{t('security.signIn.intro')}</p>
      <ul className="switch-list">
        {methods.map(({ method, on }) => (
          <li key={method} className="switch-list__row">
            <span>{t(METHOD_NAMES[method])}</span>
            <span className="muted" data-testid={`signin-${method}-state`}>{t(on ? 'account.on' : 'account.off')}</span>
            <button
              type="button"
              className={pending?.method === method ? 'button button--primary' : 'button'}
              aria-pressed={pending?.method === method}
              onClick={() => setPending({ method, enabled: !on })}
              data-testid={`signin-${method}-toggle`}
            >
              {t(on ? 'security.signIn.turnOff' : 'security.signIn.turnOn')}
            </button>
          </li>
        ))}
      </ul>
      {pending ? (
        <>
          <SecondFactors user={user} factors={factors} form={form} onFailure={change.setFailure} />
          <div className="auth-form__actions">
            <button type="submit" className="button button--primary" disabled={change.busy} data-testid="security-submit">{t('auth.verify.submit')}</button>
          </div>
        </>
      ) : null}
      <FormMessage failure={change.failure} />
      <DoneMessage done={change.done} />
    </form>
  );
}
