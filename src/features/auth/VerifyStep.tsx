// The second step of a sign-in: one code for each method the gateway asked for (email, SMS,
// Google authenticator), all on one screen, with a resend for the codes that were sent.
import { type FormEvent, type ReactNode, useState } from 'react';
import { type CodeChannel, type Entry, type LoginAnswer, type SecondStep, type SecondStepCodes, type VerifyType, needsDeviceStep, sendCode, verifyLogin } from '../../api/auth';
import type { DeviceStep } from '../../core/auth/newDevice';
import { CODES } from '../../core/protocol/codes';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SendCodeButton } from './SendCodeButton';
import { type FormFailure, formFailure, isCode } from './failure';
import { code as checkCode, problems } from './validation';

// The gateway sends the email and SMS codes with the password step's answer and refuses another
// within its resend interval; the first countdown assumes that interval until sendCode tells it.
const FIRST_RESEND_MS = 60_000;

const LABELS: Readonly<Record<VerifyType, MessageId>> = { email: 'auth.field.emailCode', mobile: 'auth.field.smsCode', google: 'auth.field.googleCode' };
const FIELDS = { email: 'emailCode', mobile: 'mobileCode', google: 'googleCode' } as const;
const CHANNELS: Readonly<Record<'email' | 'mobile', CodeChannel>> = { email: 'email', mobile: 'sms' };

function Resend({ channel, ticket, onFailure, sent }: { channel: CodeChannel; ticket: string; onFailure: (f: FormFailure) => void; sent: boolean }) {
  return <SendCodeButton send={() => sendCode({ purpose: 'login', channel, loginTicket: ticket })} onFailure={onFailure} firstWaitMs={sent ? FIRST_RESEND_MS : 0} sentAlready={sent} testId={`resend-${channel}`} />;
}

/** `codesSent`: false when the gateway held the codes back (an account asked for its passkey first). `extra`: another way to finish, beside Back. */
export function VerifyStep({ step, entry = 'login', onDone, onDeviceStep, onRestart, verify = verifyLogin, codesSent = true, extra }: {
  step: SecondStep;
  entry?: Entry;
  onDone: () => Promise<void>;
  /** The codes were right and the device is new to the account: the new-device step follows (third-party sign-in has none). */
  onDeviceStep?: (next: DeviceStep) => void;
  onRestart: (failure: FormFailure) => void;
  /** Sends the codes: verify-login unless the way in has its own second step (third-party: securityVerify). */
  verify?: (codes: SecondStepCodes, entry: Entry) => Promise<LoginAnswer>;
  codesSent?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  const [codes, setCodes] = useState<Partial<Record<VerifyType, string>>>({});
  const [shown, setShown] = useState<Partial<Record<VerifyType, MessageId>>>({});
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems<VerifyType>(Object.fromEntries(step.verifyTypes.map((type) => [type, checkCode(codes[type] ?? '')])));
    setShown(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const entered = Object.fromEntries(step.verifyTypes.map((type) => [FIELDS[type], (codes[type] ?? '').trim()]));
      const answer = await verify({ loginTicket: step.loginTicket, ...entered }, entry);
      if (needsDeviceStep(answer) && onDeviceStep) onDeviceStep(answer);
      else await onDone();
    } catch (error) {
      if (isCode(error, CODES.ticketExpired)) onRestart(formFailure(error, 'code'));
      else setFailure(formFailure(error, 'code'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="verify-title" data-testid="verify-form">
      <h2 id="verify-title">{t('auth.verify.title')}</h2>
      <p className="muted">{t('auth.verify.intro')}</p>
      {step.verifyTypes.map((type) => (
        <Field
          key={type}
          name={FIELDS[type]}
          label={t(LABELS[type])}
          value={codes[type] ?? ''}
          onValue={(value) => setCodes((c) => ({ ...c, [type]: value }))}
          problem={shown[type]}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          action={type === 'google' ? undefined : <Resend channel={CHANNELS[type]} ticket={step.loginTicket} onFailure={setFailure} sent={codesSent} />}
        />
      ))}
      <FormMessage failure={failure} />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary auth-form__submit" disabled={sending} data-testid="verify-submit">{t('auth.verify.submit')}</button>
        {extra}
        <button type="button" className="button" onClick={() => onRestart(null)}>{t('auth.verify.back')}</button>
      </div>
    </form>
  );
}
