// The new-device step of a sign-in (issue 17): the gateway sent a code to the account's email (or
// phone) because this device key is new to it. The user may have it sent to the other channel,
// resend it after the server's interval, and choose to trust this device (not asked again here).
import { type FormEvent, useState } from 'react';
import { type CodeChannel, sendCode, verifyNewDevice } from '../../api/auth';
import type { DeviceChannel, DeviceStep } from '../../core/auth/newDevice';
import { CODES } from '../../core/protocol/codes';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SendCodeButton } from './SendCodeButton';
import { type FormFailure, formFailure, isCode } from './failure';
import { code as checkCode } from './validation';
import './NewDeviceStep.css';

const WIRE_CHANNEL: Readonly<Record<DeviceChannel, CodeChannel>> = { email: 'email', mobile: 'sms' };
const LABEL: Readonly<Record<DeviceChannel, MessageId>> = { email: 'auth.field.emailCode', mobile: 'auth.field.smsCode' };
const SWITCH_TO: Readonly<Record<DeviceChannel, MessageId>> = { email: 'auth.device.useEmail', mobile: 'auth.device.useMobile' };

export function NewDeviceStep({ step, onDone, onRestart }: { step: DeviceStep; onDone: () => Promise<void>; onRestart: (failure: FormFailure) => void }) {
  const { t } = useI18n();
  const [sent, setSent] = useState<{ channel: DeviceChannel; target: string; waitMs: number }>({ channel: step.sentTo, target: step.target, waitMs: step.resendAfterMs });
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [problem, setProblem] = useState<MessageId | undefined>();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [busy, setBusy] = useState(false);
  const other = step.channels.find((c) => c !== sent.channel);
  // The masked address is left-to-right inside a sentence that may not be: isolated, it keeps its order in Arabic.

  const fail = (error: unknown) => {
    if (isCode(error, CODES.ticketExpired) || isCode(error, CODES.wrongSignInStep)) onRestart(formFailure(error, 'code'));
    else setFailure(formFailure(error, 'code'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCode(code);
    setProblem(found ?? undefined);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      await verifyNewDevice({ loginTicket: step.loginTicket, verifyCode: code.trim(), trustDevice: trust });
      setCode('');
      await onDone();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const switchChannel = async (channel: DeviceChannel) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await sendCode({ purpose: 'device', channel: WIRE_CHANNEL[channel], loginTicket: step.loginTicket });
      setSent({ channel, target: answer.target, waitMs: answer.resendAfterMs });
      setCode('');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="device-title" data-testid="device-form">
      <h2 id="device-title">{t('auth.device.title')}</h2>
      <p className="muted" data-testid="device-intro">{t('auth.device.intro', { target: `\u2068${sent.target}\u2069` })}</p>
      <Field
        key={sent.channel}
        name="deviceCode"
        label={t(LABEL[sent.channel])}
        value={code}
        onValue={setCode}
        problem={problem}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        action={(
          <SendCodeButton
            key={`${sent.channel}|${sent.target}`}
            send={() => sendCode({ purpose: 'device', channel: WIRE_CHANNEL[sent.channel], loginTicket: step.loginTicket })}
            onFailure={(f) => setFailure(f)}
            firstWaitMs={sent.waitMs}
            sentAlready
            testId="device-resend"
          />
        )}
      />
      {other ? (
        <button type="button" className="auth-text-button" disabled={busy} onClick={() => void switchChannel(other)} data-testid="device-other-channel">
          {t(SWITCH_TO[other])}
        </button>
      ) : null}
      <label className="auth-check">
        <input type="checkbox" checked={trust} onChange={(event) => setTrust(event.target.checked)} aria-describedby="device-trust-hint" data-testid="device-trust" />
        <span>{t('auth.device.trust')}</span>
      </label>
      <p id="device-trust-hint" className="muted auth-check__hint">{t('auth.device.trustHint')}</p>
      <FormMessage failure={failure} />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy} data-testid="device-submit">{t('auth.verify.submit')}</button>
        <button type="button" className="button" onClick={() => onRestart(null)}>{t('auth.verify.back')}</button>
      </div>
    </form>
  );
}
