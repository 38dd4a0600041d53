// Sign-in by email or mobile number (with its area code) and password, then the second step when
// the gateway asks for one. The password lives in this component's state only, for as long as the
// first step needs it.
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { type Credentials, type Entry, type LoginAnswer, type SecondStep, type SecondStepCodes, login, needsDeviceStep, needsSecondStep } from '../../api/auth';
import type { DeviceStep } from '../../core/auth/newDevice';
import { CODES } from '../../core/protocol/codes';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { NewDeviceStep } from './NewDeviceStep';
import { Segmented } from './Segmented';
import { VerifyStep } from './VerifyStep';
import { PasskeyOrCodes } from '../passkeys/PasskeyStep';
import { type FormFailure, formFailure, isCode } from './failure';
import { areaCode as checkAreaCode, email as checkEmail, mobile as checkMobile, problems, required } from './validation';

type By = 'email' | 'mobile';
type Name = 'email' | 'areaCode' | 'mobile' | 'password';

interface Props {
  readonly onSignedIn: () => Promise<void>;
  /** The agency sign-in (/login/agency) takes the same form to its own calls. */
  readonly entry?: Entry;
  /** Another way in that proves a password (binding a third-party identity) sends it with its own call and second step. */
  readonly submit?: (credentials: Credentials, entry: Entry) => Promise<LoginAnswer>;
  readonly verify?: (codes: SecondStepCodes, entry: Entry) => Promise<LoginAnswer>;
  readonly submitLabel?: string;
}

export function PasswordLogin({ onSignedIn, entry = 'login', submit: send = login, verify, submitLabel }: Props) {
  const { t } = useI18n();
  const [by, setBy] = useState<By>('email');
  const [values, setValues] = useState<Record<Name, string>>({ email: '', areaCode: '', mobile: '', password: '' });
  const [shown, setShown] = useState<Partial<Record<Name, MessageId>>>({});
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sending, setSending] = useState(false);
  const [step, setStep] = useState<SecondStep | DeviceStep | null>(null);
  // An agency account at the normal entry: the refusal comes with the way to the agency one.
  const [agencyAccount, setAgencyAccount] = useState(false);
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems<Name>(by === 'email'
      ? { email: checkEmail(values.email), password: required(values.password) }
      : { areaCode: checkAreaCode(values.areaCode), mobile: checkMobile(values.mobile), password: required(values.password) });
    setShown(found);
    setFailure(null);
    setAgencyAccount(false);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const answer = await send(by === 'email'
        ? { loginName: values.email.trim(), pwd: values.password.trim() }
        : { loginName: values.mobile.trim(), pwd: values.password.trim(), areaCode: values.areaCode.trim() }, entry);
      if (needsSecondStep(answer) || needsDeviceStep(answer)) {
        setValues((v) => ({ ...v, password: '' }));
        setStep(answer);
      } else {
        await onSignedIn();
      }
    } catch (error) {
      setFailure(formFailure(error, 'password'));
      setAgencyAccount(isCode(error, CODES.agencyEntryOnly));
    } finally {
      setSending(false);
    }
  };

  const restart = (f: FormFailure) => {
    setStep(null);
    setFailure(f);
  };
  if (step && 'needDeviceVerify' in step) return <NewDeviceStep step={step} onDone={onSignedIn} onRestart={restart} />;
  if (step && step.passkey) return <PasskeyOrCodes step={step} entry={entry} onDone={onSignedIn} onDeviceStep={setStep} onRestart={restart} />;
  if (step) return <VerifyStep step={step} entry={entry} onDone={onSignedIn} onDeviceStep={setStep} onRestart={restart} {...(verify ? { verify } : {})} />;

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="login-form" aria-label={t('auth.login.title')}>
      <Segmented legend={t('auth.login.method')} name="login-by" value={by} onChange={(v) => { setBy(v); setShown({}); }}
        options={[['email', t('auth.by.email')], ['mobile', t('auth.by.mobile')]]} />
      {by === 'email' ? (
        <Field name="email" label={t('auth.field.email')} value={values.email} onValue={set('email')} problem={shown.email}
          type="email" inputMode="email" autoComplete="username" dir="ltr" />
      ) : (
        <div className="auth-phone">
          <Field name="areaCode" className="auth-phone__area" label={t('auth.field.areaCode')} value={values.areaCode} onValue={set('areaCode')} problem={shown.areaCode}
            inputMode="tel" autoComplete="tel-country-code" placeholder="+1" dir="ltr" maxLength={6} />
          <Field name="mobile" label={t('auth.field.mobile')} value={values.mobile} onValue={set('mobile')} problem={shown.mobile}
            type="tel" inputMode="numeric" autoComplete="username" dir="ltr" maxLength={20} />
        </div>
      )}
      <Field name="password" label={t('auth.field.password')} value={values.password} onValue={set('password')} problem={shown.password}
        type="password" autoComplete="current-password" maxLength={64} />
      <FormMessage failure={failure} />
      {agencyAccount ? <p className="auth-entry"><Link href="/login/agency" data-testid="agency-link-refused">{t('auth.agency.link')}</Link></p> : null}
      <button type="submit" className="button button--primary auth-form__submit" disabled={sending} data-testid="login-submit">{submitLabel ?? t('auth.login.submit')}</button>
    </form>
  );
}
