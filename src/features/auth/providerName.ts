// Google, Apple and Telegram are names; "Wallet" is a word, said in the page's language.
import type { ThirdProvider } from '../../core/thirdParty/thirdParty';
import { useI18n } from '../../i18n/intl';

const NAMES: Readonly<Record<Exclude<ThirdProvider, 'wallet'>, string>> = { google: 'Google', apple: 'Apple', telegram: 'Telegram' };

export function useProviderName(): (provider: ThirdProvider) => string {
  const { t } = useI18n();
  return (provider) => (provider === 'wallet' ? t('auth.provider.wallet') : NAMES[provider]);
}
