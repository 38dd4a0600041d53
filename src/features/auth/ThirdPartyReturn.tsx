// /login/third/:provider: where a provider's consent page sends the browser back. The fragment
// (code and state) is read once and wiped from the address at once; the state must be the one this
// tab saved before it left, and the gateway checks the nonce with the code.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { checkIdentity } from '../../api/thirdParty';
import { readReturn, type Returned } from '../../core/thirdParty/redirect';
import { isRedirectProvider, type RedirectProvider } from '../../core/thirdParty/thirdParty';
import { useI18n } from '../../i18n/intl';
import { AuthLayout } from './AuthLayout';
import { FormMessage } from './FormMessage';
import { type FlowStart, ThirdPartyFlow } from './ThirdPartyFlow';
import type { FormFailure } from './failure';
import { useProviderName } from './providerName';
import { takeStarted } from './startRedirect';
import { thirdFailure } from './thirdFailure';
import { useFinishSignIn } from './useFinishSignIn';

/** Read once per page load: a second render (or React's development double run) sees the same answer. */
let consumed: { href: string; returned: Returned } | null = null;

function consumeReturn(provider: RedirectProvider): Returned {
  if (consumed && consumed.href === window.location.href) return consumed.returned;
  const href = window.location.href;
  const returned = readReturn(provider, window.location.hash, takeStarted());
  history.replaceState(history.state, '', window.location.pathname);
  consumed = { href, returned };
  return returned;
}

export default function ThirdPartyReturn() {
  const { t } = useI18n();
  const providerName = useProviderName();
  const params = useParams<{ provider: string }>();
  const provider = isRedirectProvider(params.provider) ? params.provider : null;
  const name = provider ? providerName(provider) : '?';
  const [returned] = useState<Returned | null>(() => (provider ? consumeReturn(provider) : null));
  const [flow, setFlow] = useState<FlowStart | null>(null);
  const [failure, setFailure] = useState<FormFailure>(() => {
    if (returned === null || returned.kind === 'mismatch') return { id: 'auth.third.mismatch', values: { provider: name } };
    return returned.kind === 'cancelled' ? { id: 'auth.third.cancelled', values: { provider: name } } : null;
  });
  const finish = useFinishSignIn(returned?.kind === 'code' ? returned.redirect : undefined);
  const checking = useRef(false);

  useEffect(() => {
    if (!provider || returned?.kind !== 'code' || checking.current) return;
    checking.current = true;
    checkIdentity(provider, returned.code, returned.nonce).then((identity) => setFlow({ kind: 'identity', identity }), (error: unknown) => setFailure(thirdFailure(error, name)));
  }, [provider, returned, name]);

  const title = t('auth.third.with', { provider: name });
  return (
    <AuthLayout title={title}>
      {flow ? (
        <ThirdPartyFlow start={flow} onSignedIn={finish} onRestart={(f) => { setFlow(null); setFailure(f ?? { id: 'auth.third.cancelled', values: { provider: name } }); }} />
      ) : failure === null ? (
        <p className="muted" role="status" data-testid="third-checking">{t('auth.third.signingIn', { provider: name })}</p>
      ) : null}
      {flow ? null : <FormMessage failure={failure} testId="third-error" />}
      {flow ? null : <p className="auth-switch"><Link href="/login" data-testid="third-back-to-login">{t('auth.third.backToLogin')}</Link></p>}
    </AuthLayout>
  );
}
