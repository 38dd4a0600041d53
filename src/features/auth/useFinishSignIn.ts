// After any successful sign-in (password, second step, QR, registration): the header learns who is
// signed in, then the user goes back where they came from.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loadUser } from '../account/session';
import { announceSession } from '../account/sessionTabs';
import { useStore } from '../../state/hooks';
import { safeRedirect } from './redirect';

/** `redirect` overrides the address's ?redirect= (a provider's page returns to a fixed address). */
export function useFinishSignIn(redirect?: string): () => Promise<void> {
  const store = useStore();
  const search = useSearch();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await loadUser(store);
    announceSession('signed-in');
    navigate(safeRedirect(redirect ?? new URLSearchParams(search).get('redirect')), { replace: true });
  }, [store, search, navigate, redirect]);
}
