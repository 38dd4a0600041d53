import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_SPOT_PATH } from '../../core/simulation';
import { useStore } from '../../state/hooks';
import { signOut } from './signOut';

/** Logs out and lands on the spot page; `busy` keeps a second click from logging out twice. */
export function useSignOut(): { busy: boolean; run: () => Promise<void> } {
  const store = useStore();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      await signOut(store);
      navigate(DEFAULT_SPOT_PATH, { replace: true });
    } finally {
      setBusy(false);
    }
  }, [store, navigate]);
  return { busy, run };
}
