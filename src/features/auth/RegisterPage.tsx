// /register: a new account by email, by mobile number, or with both, each confirmed by a code
// from sendCode. Every field is checked here before anything is sent; the new account is signed in.
import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { type CodeChannel, registerEmail, registerMobile, registerMobileAndEmail, sendCode } from '../../api/auth';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { AuthLayout } from './AuthLayout';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { Segmented } from './Segmented';
import { SendCodeButton } from './SendCodeButton';
import { type FormFailure, formFailure } from './failure';
import { loginHref, safeRedirect } from './redirect';
import { useFinishSignIn } from './useFinishSignIn';
import * as check from './validation';

type By = 'email' | 'mobile' | 'both';
type Name = 'email' | 'emailCode' | 'areaCode' | 'mobile' | 'smsCode' | 'password' | 'rePassword';
type Values = Record<Name, string>;

const EMPTY: Values = { email: '', emailCode: '', areaCode: '', mobile: '', smsCode: '', password: '', rePassword: '' };

function checksFor(by: By, v: Values): Partial<Record<Name, check.Problem>> {
  const email = by === 'mobile' ? {} : { email: check.email(v.email), emailCode: check.code(v.emailCode) };
  const mobile = by === 'email' ? {} : { areaCode: check.areaCode(v.areaCode), mobile: check.mobile(v.mobile), smsCode: check.code(v.smsCode) };
  return { ...email, ...mobile, password: check.newPassword(v.password), rePassword: check.repeatedPassword(v.rePassword, v.password) };
}

function register(by: By, v: Values) {
  const trimmed = Object.fromEntries(Object.entries(v).map(([k, value]) => [k, value.trim()])) as Values;
  const pwd = { pwd: trimmed.password, rePwd: trimmed.rePassword };
  if (by === 'email') return registerEmail({ email: trimmed.email, verifyCode: trimmed.emailCode, ...pwd });
  const mobile = { mobile: trimmed.mobile, areaCode: trimmed.areaCode, verifyCode: trimmed.smsCode, ...pwd };
  if (by === 'mobile') return registerMobile(mobile);
  return registerMobileAndEmail({ ...mobile, email: trimmed.email, emailVerifyCode: trimmed.emailCode });
}

/** The send-code button of one channel: checks its target first, then counts down resendAfterMs. */
function SendCode({ channel, values, onProblem, onFailure }: {
  channel: CodeChannel;
  values: Values;
  onProblem: (found: Partial<Record<Name, MessageId>>) => void;
  onFailure: (failure: FormFailure) => void;
}) {
  const send = async () => {
    const found = check.problems<Name>(channel === 'email' ? { email: check.email(values.email) } : { areaCode: check.areaCode(values.areaCode), mobile: check.mobile(values.mobile) });
    onProblem(found);
    if (Object.keys(found).length) return null;
    return sendCode(channel === 'email'
      ? { purpose: 'register', channel, email: values.email.trim() }
      : { purpose: 'register', channel, mobile: values.mobile.trim(), areaCode: values.areaCode.trim() });
  };
  return <SendCodeButton send={send} onFailure={onFailure} failureContext="register" testId={`send-${channel}`} />;
}

export default function RegisterPage() {
  const { t } = useI18n();
  const finish = useFinishSignIn();
  const search = useSearch();
  const back = safeRedirect(new URLSearchParams(search).get('redirect'), '');
  const [by, setBy] = useState<By>('email');
  const [values, setValues] = useState<Values>(EMPTY);
  const [shown, setShown] = useState<Partial<Record<Name, MessageId>>>({});
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sending, setSending] = useState(false);
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const field = (name: Name) => ({ name, value: values[name], onValue: set(name), problem: shown[name] });
  const showProblems = (found: Partial<Record<Name, MessageId>>) => setShown((s) => ({ ...s, email: undefined, areaCode: undefined, mobile: undefined, ...found }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check.problems<Name>(checksFor(by, values));
    setShown(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await register(by, values);
      await finish();
    } catch (error) {
      setFailure(formFailure(error, 'register'));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout title={t('auth.register.title')}>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="register-form" aria-label={t('auth.register.title')}>
        <Segmented legend={t('auth.register.method')} name="register-by" value={by} onChange={(v) => { setBy(v); setShown({}); }}
          options={[['email', t('auth.by.email')], ['mobile', t('auth.by.mobile')], ['both', t('auth.by.both')]]} />
        {by !== 'mobile' ? (
          <>
            <Field {...field('email')} label={t('auth.field.email')} type="email" inputMode="email" autoComplete="email" dir="ltr" maxLength={128} />
            <Field {...field('emailCode')} label={t('auth.field.emailCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
              action={<SendCode channel="email" values={values} onProblem={showProblems} onFailure={setFailure} />} />
          </>
        ) : null}
        {by !== 'email' ? (
          <>
            <div className="auth-phone">
              <Field {...field('areaCode')} className="auth-phone__area" label={t('auth.field.areaCode')} inputMode="tel" autoComplete="tel-country-code" placeholder="+1" dir="ltr" maxLength={6} />
              <Field {...field('mobile')} label={t('auth.field.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" dir="ltr" maxLength={20} />
            </div>
            <Field {...field('smsCode')} label={t('auth.field.smsCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
              action={<SendCode channel="sms" values={values} onProblem={showProblems} onFailure={setFailure} />} />
          </>
        ) : null}
        <Field {...field('password')} label={t('auth.field.password')} hint={t('auth.invalid.password')} type="password" autoComplete="new-password" maxLength={64} />
        <Field {...field('rePassword')} label={t('auth.field.rePassword')} type="password" autoComplete="new-password" maxLength={64} />
        <FormMessage failure={failure} />
        <button type="submit" className="button button--primary auth-form__submit" disabled={sending} data-testid="register-submit">{t('auth.register.submit')}</button>
      </form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <Link href={back ? loginHref(back) : '/login'}>{t('account.anonymous')}</Link>
      </p>
    </AuthLayout>
  );
}
