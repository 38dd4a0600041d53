// Third-party sign-in (section 7): each button asks its provider's call and says plainly what the
// gateway answered; the reference gateway configures none (00011).
import { useState } from 'react';
import { THIRD_PARTY, type ThirdPartyProvider, thirdPartySignIn } from '../../api/auth';
import { CODES } from '../../core/protocol/codes';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from './FormMessage';
import { type FormFailure, formFailure, isCode } from './failure';

const PROVIDERS = Object.keys(THIRD_PARTY) as ThirdPartyProvider[];

/** Google, Apple and Telegram are names; "Wallet" is a word, said in the page's language. */
function useProviderName(): (provider: ThirdPartyProvider) => string {
  const { t } = useI18n();
  return (provider) => (provider === 'Wallet' ? t('auth.provider.wallet') : provider);
}

export function ThirdPartyButtons({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useI18n();
  const providerName = useProviderName();
  const [busy, setBusy] = useState<ThirdPartyProvider | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);

  const start = async (provider: ThirdPartyProvider) => {
    setBusy(provider);
    setFailure(null);
    try {
      await thirdPartySignIn(provider);
      await onSignedIn();
    } catch (error) {
      setFailure(isCode(error, CODES.providerNotConfigured) ? { id: 'auth.third.notConfigured', values: { provider: providerName(provider) } } : formFailure(error, 'password'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="auth-third" aria-labelledby="third-title">
      <h2 id="third-title" className="auth-third__title">{t('auth.third.title')}</h2>
      <div className="auth-third__buttons">
        {PROVIDERS.map((provider) => (
          <button key={provider} type="button" className="button" disabled={busy !== null} onClick={() => void start(provider)} data-testid={`third-${provider.toLowerCase()}`}>
            {t('auth.third.with', { provider: providerName(provider) })}
          </button>
        ))}
      </div>
      <FormMessage failure={failure} testId="third-error" />
    </section>
  );
}
