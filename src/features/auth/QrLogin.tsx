// QR sign-in: a key from createQrKey shown as a QR code for the phone app, and getQrKeyStatus
// asked every 2 s until the phone confirms (signed in), the key runs out (a new one is offered) or
// the user leaves the tab or the page (polling stops).
import { useEffect, useRef, useState } from 'react';
import { createQrKey, qrKeyStatus } from '../../api/auth';
import { ApiError } from '../../api/http';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from './FormMessage';
import { type FormFailure, formFailure } from './failure';
import { QrImage } from './QrImage';

const POLL_MS = 2000;
/** What the phone app reads: the app's own scheme, so a phone camera opens the app, not a browser. */
const qrPayload = (key: string) => `openex://login/qr?qrcodeKey=${encodeURIComponent(key)}`;

type Phase =
  | { readonly name: 'loading' }
  | { readonly name: 'waiting' | 'scanned'; readonly key: string }
  | { readonly name: 'expired' }
  | { readonly name: 'failed'; readonly failure: FormFailure };

export function QrLogin({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useI18n();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [round, setRound] = useState(0);
  // A new callback (the page re-rendered) must not throw away the code on screen.
  const finish = useRef(onSignedIn);
  useEffect(() => {
    finish.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (key: string) => {
      try {
        const answer = await qrKeyStatus(key);
        if (!live) return;
        if (answer.status === 'confirmed') {
          live = false;
          await finish.current();
          return;
        }
        if (answer.status === 'expired' || answer.status === 'used') {
          setPhase({ name: 'expired' });
          return;
        }
        setPhase({ name: answer.status, key });
      } catch (error) {
        if (!live) return;
        // Unknown or expired key (00013) and refusals end this code; a network blip only skips a beat.
        if (error instanceof ApiError && (error.failure.kind === 'envelope' || error.failure.kind === 'encryption-unavailable' || error.failure.kind === 'key-storage-unavailable')) {
          setPhase(error.failure.kind === 'envelope' ? { name: 'expired' } : { name: 'failed', failure: formFailure(error, 'code') });
          return;
        }
      }
      if (live) timer = setTimeout(() => void poll(key), POLL_MS);
    };
    createQrKey().then(
      (created) => {
        if (!live) return;
        setPhase({ name: 'waiting', key: created.qrcodeKey });
        timer = setTimeout(() => void poll(created.qrcodeKey), POLL_MS);
      },
      (error: unknown) => {
        if (live) setPhase({ name: 'failed', failure: formFailure(error, 'code') });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [round]);

  const renew = () => {
    setPhase({ name: 'loading' });
    setRound((r) => r + 1);
  };

  return (
    <div className="auth-qr" data-testid="qr-login">
      <p className="muted">{t('auth.qr.intro')}</p>
      <div className="auth-qr__frame">
        {phase.name === 'waiting' || phase.name === 'scanned' ? (
          <div data-testid="qr-code" data-qrcode-key={phase.key}>
            <QrImage value={qrPayload(phase.key)} label={t('auth.qr.image')} />
          </div>
        ) : (
          <p className="muted" role="status">{phase.name === 'loading' ? t('app.loading') : phase.name === 'expired' ? t('auth.qr.expired') : null}</p>
        )}
      </div>
      <p role="status" className="auth-qr__status" data-testid="qr-status">{phase.name === 'scanned' ? t('auth.qr.scanned') : ''}</p>
      {phase.name === 'failed' ? <FormMessage failure={phase.failure} /> : null}
      {phase.name === 'expired' || phase.name === 'failed' ? (
        <button type="button" className="button button--primary" onClick={renew} data-testid="qr-renew">{t('auth.qr.renew')}</button>
      ) : null}
    </div>
  );
}
