// The codes a security change asks for: one field per factor the account has bound, with a
// send button for email and SMS, and the reminder that genuine messages carry the user's
// anti-phishing code. The codes live in this form's state only, never in storage.
import { useState } from 'react';
import type { CodeChannel } from '../../api/auth';
import { type FactorCodes, sendSecurityCode } from '../../api/security';
import type { UserRecord } from '../../core/account';
import { FACTOR_FIELD, type Factor, requiredFactors } from '../../core/security/factors';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../auth/Field';
import { FormMessage } from '../auth/FormMessage';
import { SendCodeButton } from '../auth/SendCodeButton';
import type { FormFailure } from '../auth/failure';
import { code as checkCode, problems } from '../auth/validation';
import { DoneMessage } from './DoneMessage';
import type { useSecurityChange } from './useSecurityChange';

const LABELS: Readonly<Record<Factor, MessageId>> = { email: 'auth.field.emailCode', mobile: 'auth.field.smsCode', google: 'auth.field.googleCode' };
const CHANNEL: Readonly<Record<'email' | 'mobile', CodeChannel>> = { email: 'email', mobile: 'sms' };

/** The factors a change asks for: every bound one, plus the authenticator being bound when `bindingGoogle`. */
export function factorsFor(user: UserRecord, bindingGoogle = false): Factor[] {
  const bound = requiredFactors({ email: user.bindEmail, mobile: user.bindPhone, google: user.bindGoogle });
  return bindingGoogle && !bound.includes('google') ? [...bound, 'google'] : bound;
}

export function useFactorCodes(factors: readonly Factor[]) {
  const [codes, setCodes] = useState<Partial<Record<Factor, string>>>({});
  const [shown, setShown] = useState<Partial<Record<Factor, MessageId>>>({});
  return {
    codes,
    shown,
    setCode: (factor: Factor, value: string) => setCodes((c) => ({ ...c, [factor]: value })),
    /** Marks the missing or malformed codes; true when every one is fine. */
    check: (): boolean => {
      const found = problems<Factor>(Object.fromEntries(factors.map((f) => [f, checkCode(codes[f] ?? '')])));
      setShown(found);
      return Object.keys(found).length === 0;
    },
    values: (): FactorCodes => Object.fromEntries(factors.map((f) => [FACTOR_FIELD[f], (codes[f] ?? '').trim()])),
    reset: () => {
      setCodes({});
      setShown({});
    },
  };
}

export function SecondFactors({ user, factors, form, googleLabel, onFailure }: {
  user: UserRecord;
  factors: readonly Factor[];
  form: ReturnType<typeof useFactorCodes>;
  /** The authenticator field's label when it is the one being bound. */
  googleLabel?: MessageId;
  onFailure: (failure: FormFailure) => void;
}) {
  const { t } = useI18n();
  if (factors.length === 0) return null;
  const sendsMessages = factors.includes('email') || factors.includes('mobile');
  return (
    <fieldset className="factors">
      <legend>{t('auth.verify.title')}</legend>
      <p className="muted">{t('security.factors.intro')}</p>
      {sendsMessages && user.antiPhishingCode ? (
        <p className="notice" data-testid="anti-phishing-reminder">{t('security.codesCarry', { code: user.antiPhishingCode })}</p>
      ) : null}
      {factors.map((factor) => (
        <Field
          key={factor}
          name={FACTOR_FIELD[factor]}
          label={t(factor === 'google' && googleLabel ? googleLabel : LABELS[factor])}
          value={form.codes[factor] ?? ''}
          onValue={(value) => form.setCode(factor, value)}
          problem={form.shown[factor]}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          action={factor === 'google' ? undefined : <SendCodeButton send={() => sendSecurityCode(CHANNEL[factor])} onFailure={onFailure} testId={`send-${CHANNEL[factor]}`} />}
        />
      ))}
    </fieldset>
  );
}

/** The end of every security form: the codes, the refusal or the result, and the button that sends the change. */
export function ConfirmChange({ user, factors, form, change, submit, googleLabel }: {
  user: UserRecord;
  factors: readonly Factor[];
  form: ReturnType<typeof useFactorCodes>;
  change: ReturnType<typeof useSecurityChange>;
  submit: MessageId;
  googleLabel?: MessageId;
}) {
  const { t } = useI18n();
  return (
    <>
      <SecondFactors user={user} factors={factors} form={form} onFailure={change.setFailure} {...(googleLabel ? { googleLabel } : {})} />
      <FormMessage failure={change.failure} />
      <DoneMessage done={change.done} />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={change.busy} data-testid="security-submit">{t(submit)}</button>
      </div>
    </>
  );
}
