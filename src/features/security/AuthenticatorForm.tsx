// Binding Google authenticator: a new secret as an otpauth:// QR code and as a key to copy,
// confirmed with a code from it and the account's other factors; or unbinding it with all of them.
// The secret lives in this component's state only, and is gone once the form closes.
import { type FormEvent, useState } from 'react';
import { authenticatorSecret, bindAuthenticator, unbindAuthenticator } from '../../api/security';
import type { UserRecord } from '../../core/account';
import { type AuthenticatorSecret, groupSecret } from '../../core/security/answers';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from '../auth/FormMessage';
import { QrImage } from '../auth/QrImage';
import { formFailure } from '../auth/failure';
import { DoneMessage } from './DoneMessage';
import { ConfirmChange, factorsFor, useFactorCodes } from './SecondFactors';
import { useSecurityChange } from './useSecurityChange';

function CopyKey({ secret }: { secret: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void copy()} data-testid="copy-secret">{t('security.google.copy')}</button>
      <span role="status" className="muted">{copied ? t('security.google.copied') : ''}</span>
    </>
  );
}

export function AuthenticatorForm({ user }: { user: UserRecord }) {
  const { t } = useI18n();
  const binding = !user.bindGoogle;
  const factors = factorsFor(user, binding);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const [secret, setSecret] = useState<AuthenticatorSecret | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    change.setFailure(null);
    try {
      setSecret(await authenticatorSecret());
    } catch (error) {
      change.setFailure(formFailure(error, 'code'));
    } finally {
      setStarting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const ok = await change.run(async () => {
      if (binding) {
        await bindAuthenticator(form.values());
        return { id: 'security.google.bound' };
      }
      await unbindAuthenticator(form.values());
      return { id: 'security.google.unbound' };
    });
    if (ok) {
      setSecret(null);
      form.reset();
    }
  };

  if (binding && !secret) {
    return (
      <div className="auth-form">
        <p className="muted">{t('security.google.intro')}</p>
        <FormMessage failure={change.failure} />
        <DoneMessage done={change.done} />
        <div className="auth-form__actions">
          <button type="button" className="button button--primary" onClick={() => void start()} disabled={starting} data-testid="google-start">{t('security.google.bind')}</button>
        </div>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="google-form">
      {secret ? (
        <div className="authenticator-setup">
          <p>{t('security.google.scan')}</p>
          <div className="authenticator-setup__qr"><QrImage value={secret.otpauthUri} label={t('security.google.qr')} /></div>
          <p className="field__label">{t('security.google.key')}</p>
          <p className="authenticator-setup__key"><code dir="ltr" data-testid="google-secret">{groupSecret(secret.secret)}</code></p>
          <div className="auth-form__actions"><CopyKey secret={secret.secret} /></div>
        </div>
      ) : (
        <p className="muted">{t('security.google.unbindIntro')}</p>
      )}
      <ConfirmChange user={user} factors={factors} form={form} change={change} submit={binding ? 'security.google.bind' : 'security.google.unbind'} {...(binding ? { googleLabel: 'security.google.newCode' as const } : {})} />
    </form>
  );
}
