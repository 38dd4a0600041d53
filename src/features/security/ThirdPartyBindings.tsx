// The security centre's list of the providers that open this account (Google, Apple, Telegram, a
// wallet), each with Unlink. The gateway refuses to unlink the last way in (no password and no
// other provider), and the refusal is said here in words.
import { useEffect, useState } from 'react';
import { bindings as loadBindings, unbind } from '../../api/thirdParty';
import { shortAddress, type Binding, type Bindings } from '../../core/thirdParty/thirdParty';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from '../auth/FormMessage';
import type { FormFailure } from '../auth/failure';
import { useProviderName } from '../auth/providerName';
import { thirdFailure } from '../auth/thirdFailure';

export function ThirdPartyBindings() {
  const { t } = useI18n();
  const providerName = useProviderName();
  const [state, setState] = useState<Bindings | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    loadBindings().then((loaded) => { if (live) setState(loaded); }, (error: unknown) => { if (live) setFailure(thirdFailure(error, '')); });
    return () => { live = false; };
  }, []);

  const remove = async (binding: Binding) => {
    setBusy(true);
    setFailure(null);
    try {
      setState(await unbind(binding.provider, binding.subject));
    } catch (error) {
      setFailure(thirdFailure(error, providerName(binding.provider)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="third-bindings-title" data-testid="third-bindings">
      <h2 id="third-bindings-title">{t('security.third.title')}</h2>
      {state && state.bindings.length === 0 ? <p className="muted" data-testid="third-bindings-none">{t('security.third.none')}</p> : null}
      {state && state.bindings.length > 0 ? (
        <ul className="security-list">
          {state.bindings.map((binding) => (
            <li key={`${binding.provider}:${binding.subject}`} className="security-list__row security-list__row--identity" data-testid={`binding-${binding.provider}`}>
              <span className="security-list__label">{providerName(binding.provider)}</span>
              <span className="security-list__status"><bdi dir="ltr" title={binding.label}>{binding.provider === 'wallet' ? shortAddress(binding.label) : binding.label}</bdi></span>
              <button type="button" className="button" disabled={busy} onClick={() => void remove(binding)} data-testid={`unbind-${binding.provider}`}>{t('security.third.unbind')}</button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormMessage failure={failure} testId="third-bindings-error" />
    </section>
  );
}
