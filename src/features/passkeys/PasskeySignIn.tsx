// "Sign in with a passkey" on the login page: no name, no password. The browser offers the
// passkeys it holds for this site; the one chosen names its account (a discoverable credential).
import { useState } from 'react';
import { signInOptions, verifyPasskey } from '../../api/passkeys';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from '../auth/FormMessage';
import type { FormFailure } from '../auth/failure';
import { passkeyFailure } from './passkeyFailure';
import { assertPasskey } from './webauthn';
import './Passkeys.css';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await verifyPasskey(await assertPasskey(await signInOptions()));
      await onSignedIn();
    } catch (error) {
      setFailure(passkeyFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="passkey-signin">
      <button type="button" className="button" disabled={busy} onClick={() => void start()} data-testid="passkey-sign-in">{t('passkey.signIn')}</button>
      <FormMessage failure={failure} testId="passkey-sign-in-error" />
    </div>
  );
}
