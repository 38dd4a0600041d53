// Asks for an email or SMS code: the button with its countdown (the server's resendAfterMs), the
// masked address announced once sent, and a refusal handed to the form. Registration, the second
// step of a sign-in and the security centre differ only in the call they make.
import { useState } from 'react';
import type { CodeSent } from '../../api/auth';
import { useI18n } from '../../i18n/intl';
import { ResendButton } from './ResendButton';
import { type FailureContext, type FormFailure, formFailure } from './failure';
import { useCountdown } from './useCountdown';

export function SendCodeButton({ send, onFailure, testId, failureContext = 'code', firstWaitMs = 0, sentAlready = false }: {
  /** The call; null when the form found a problem first and sent nothing. */
  send: () => Promise<CodeSent | null>;
  onFailure: (failure: FormFailure) => void;
  testId: string;
  failureContext?: FailureContext;
  /** A code already on its way when the button appears (a sign-in's second step). */
  firstWaitMs?: number;
  sentAlready?: boolean;
}) {
  const { t } = useI18n();
  const timer = useCountdown(firstWaitMs);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const click = async () => {
    setSending(true);
    onFailure(null);
    try {
      const sent = await send();
      if (!sent) return;
      setSentTo(sent.target);
      timer.start(sent.resendAfterMs);
    } catch (error) {
      onFailure(formFailure(error, failureContext));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <ResendButton secondsLeft={timer.secondsLeft} sending={sending} sentOnce={sentAlready || sentTo !== ''} onClick={() => void click()} testId={testId} />
      {sentTo ? <span className="auth-sr-only" role="status">{t('auth.code.sent', { target: sentTo })}</span> : null}
    </>
  );
}
