// The codes that confirm a key change: one field for each factor the gateway named (list's
// verifyTypes), with a send button for the email and SMS ones. Codes live only in the form's state.
import { useState } from 'react';
import type { VerifyType } from '../../core/apiKeys/wire';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../auth/Field';
import { ResendButton } from '../auth/ResendButton';
import type { FormFailure } from '../auth/failure';
import { useCountdown } from '../auth/useCountdown';
import { code as checkCode } from '../auth/validation';
import { type FactorCodes, sendKeyCode } from './apiKeysApi';
import { keyFailure } from './keyFailure';

const LABELS: Readonly<Record<VerifyType['method'], MessageId>> = { email: 'auth.field.emailCode', mobile: 'auth.field.smsCode', google: 'auth.field.googleCode' };
export const FACTOR_FIELDS = { email: 'emailCode', mobile: 'mobileCode', google: 'googleCode' } as const;
const RESEND_MS = 60_000;

function Send({ channel, onFailure }: { channel: 'email' | 'sms'; onFailure: (f: FormFailure) => void }) {
  const { t } = useI18n();
  const timer = useCountdown(0);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const send = async () => {
    setSending(true);
    try {
      const sent = await sendKeyCode(channel);
      setSentTo(typeof sent.target === 'string' ? sent.target : '');
      timer.start(RESEND_MS);
    } catch (error) {
      onFailure(keyFailure(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <ResendButton secondsLeft={timer.secondsLeft} sending={sending} sentOnce={sentTo !== ''} onClick={() => void send()} testId={`send-${channel}`} />
      {sentTo ? <span className="auth-sr-only" role="status">{t('auth.code.sent', { target: sentTo })}</span> : null}
    </>
  );
}

/** The entered codes, or the problems to show beside the fields. */
export function checkFactorCodes(types: readonly VerifyType[], codes: FactorCodes): { codes: FactorCodes } | { problems: Partial<Record<string, MessageId>> } {
  const problems: Partial<Record<string, MessageId>> = {};
  for (const { method } of types) {
    const problem = checkCode(codes[FACTOR_FIELDS[method]] ?? '');
    if (problem) problems[FACTOR_FIELDS[method]] = problem;
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { codes: Object.fromEntries(types.map(({ method }) => [FACTOR_FIELDS[method], (codes[FACTOR_FIELDS[method]] ?? '').trim()])) };
}

export function SecondFactorFields({ types, codes, onCodes, problems, onFailure }: {
  types: readonly VerifyType[];
  codes: FactorCodes;
  onCodes: (codes: FactorCodes) => void;
  problems: Partial<Record<string, MessageId>>;
  onFailure: (failure: FormFailure) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="api-keys__factors">
      <legend>{t('apikey.verify')}</legend>
      {types.map(({ method }) => {
        const name = FACTOR_FIELDS[method];
        return (
          <Field
            key={method}
            name={name}
            label={t(LABELS[method])}
            value={codes[name] ?? ''}
            onValue={(value) => onCodes({ ...codes, [name]: value })}
            problem={problems[name]}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            action={method === 'google' ? undefined : <Send channel={method === 'email' ? 'email' : 'sms'} onFailure={onFailure} />}
          />
        );
      })}
    </fieldset>
  );
}
