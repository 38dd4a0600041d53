// Third-party sign-in (section 7): Google, Apple and Telegram open their consent page in this
// window; the wallet button asks the browser's wallet to sign the gateway's message, and says how
// to get a wallet when the browser has none.
import { useState } from 'react';
import { needsSecondStep } from '../../api/auth';
import { THIRD_PROVIDERS, type ThirdProvider } from '../../core/thirdParty/thirdParty';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from './FormMessage';
import type { FlowStart } from './ThirdPartyFlow';
import type { FormFailure } from './failure';
import { WalletDeclined, injectedWallet, signInWithWallet } from './injectedWallet';
import { useProviderName } from './providerName';
import { startRedirect } from './startRedirect';
import { thirdFailure } from './thirdFailure';

interface Props {
  readonly onSignedIn: () => Promise<void>;
  /** A wallet that needs a second step, or is not bound yet, goes on in the sign-in flow. */
  readonly onContinue: (start: FlowStart) => void;
  /** Where to go after signing in, carried through a provider's page. */
  readonly redirect: string;
  readonly failure?: FormFailure;
}

export function ThirdPartyButtons({ onSignedIn, onContinue, redirect, failure: given = null }: Props) {
  const { t } = useI18n();
  const providerName = useProviderName();
  const [busy, setBusy] = useState<ThirdProvider | null>(null);
  const [failure, setFailure] = useState<FormFailure>(given);

  const wallet = async () => {
    const injected = injectedWallet();
    if (!injected) {
      setFailure({ id: 'auth.third.noWallet' });
      return;
    }
    try {
      const answer = await signInWithWallet(injected);
      if ('thirdTicket' in answer) onContinue({ kind: 'identity', identity: answer });
      else if (needsSecondStep(answer)) onContinue({ kind: 'verify', step: answer });
      else await onSignedIn();
    } catch (error) {
      setFailure(error instanceof WalletDeclined ? { id: 'auth.third.walletDeclined' } : thirdFailure(error, providerName('wallet')));
    }
  };

  const start = async (provider: ThirdProvider) => {
    setBusy(provider);
    setFailure(null);
    if (provider !== 'wallet') {
      startRedirect(provider, redirect);
      return;
    }
    await wallet();
    setBusy(null);
  };

  return (
    <section className="auth-third" aria-labelledby="third-title">
      <h2 id="third-title" className="auth-third__title">{t('auth.third.title')}</h2>
      <div className="auth-third__buttons">
        {THIRD_PROVIDERS.map((provider) => (
          <button key={provider} type="button" className="button" disabled={busy !== null} onClick={() => void start(provider)} data-testid={`third-${provider}`}>
            {t('auth.third.with', { provider: providerName(provider) })}
          </button>
        ))}
      </div>
      <FormMessage failure={failure} testId="third-error" />
    </section>
  );
}
