// The second step of a password sign-in for an account with a passkey: the browser's prompt, and
// the account's other second factor instead when it has one (its codes are sent only then).
import { useState } from 'react';
import type { Entry, SecondStep } from '../../api/auth';
import type { DeviceStep } from '../../core/auth/newDevice';
import { signInOptions, verifyPasskey } from '../../api/passkeys';
import { CODES } from '../../core/protocol/codes';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from '../auth/FormMessage';
import { VerifyStep } from '../auth/VerifyStep';
import { type FormFailure, isCode } from '../auth/failure';
import { passkeyFailure } from './passkeyFailure';
import { assertPasskey } from './webauthn';

function PasskeyPrompt({ step, onDone, onOther, onRestart }: {
  step: SecondStep;
  onDone: () => Promise<void>;
  onOther: (() => void) | null;
  onRestart: (failure: FormFailure) => void;
}) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [busy, setBusy] = useState(false);

  const use = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const options = await signInOptions(step.loginTicket);
      await verifyPasskey(await assertPasskey(options), step.loginTicket);
      await onDone();
    } catch (error) {
      if (isCode(error, CODES.ticketExpired)) onRestart(passkeyFailure(error));
      else setFailure(passkeyFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-form" role="group" aria-labelledby="passkey-step-title" data-testid="passkey-step">
      <h2 id="passkey-step-title">{t('passkey.step.title')}</h2>
      <p className="muted">{t('passkey.step.intro')}</p>
      <FormMessage failure={failure} testId="passkey-error" />
      <div className="passkey-step__actions">
        <button type="button" className="button button--primary auth-form__submit" disabled={busy} onClick={() => void use()} data-testid="passkey-use">{t('passkey.step.use')}</button>
        {onOther ? <button type="button" className="button" disabled={busy} onClick={onOther} data-testid="passkey-other">{t('passkey.step.other')}</button> : null}
        <button type="button" className="button" disabled={busy} onClick={() => onRestart(null)}>{t('auth.verify.back')}</button>
      </div>
    </div>
  );
}

/** The passkey first; the codes of the account's other methods when the user picks them. */
export function PasskeyOrCodes({ step, entry, onDone, onDeviceStep, onRestart }: {
  step: SecondStep;
  entry: Entry;
  onDone: () => Promise<void>;
  onDeviceStep: (next: DeviceStep) => void;
  onRestart: (failure: FormFailure) => void;
}) {
  const { t } = useI18n();
  const [codes, setCodes] = useState(false);
  if (codes) {
    return (
      <VerifyStep step={step} entry={entry} onDone={onDone} onDeviceStep={onDeviceStep} onRestart={onRestart} codesSent={false}
        extra={<button type="button" className="button" onClick={() => setCodes(false)} data-testid="passkey-instead">{t('passkey.step.instead')}</button>} />
    );
  }
  return <PasskeyPrompt step={step} onDone={onDone} onRestart={onRestart} onOther={step.verifyTypes.length > 0 ? () => setCodes(true) : null} />;
}
