// One call's life on a screen: loading, its answer, or a failure the user can retry.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Tries after the network comes back: the first calls often fail while the connection settles. */
const RETRIES_WHEN_ONLINE = 4;
const RETRY_WHEN_ONLINE_MS = 500;

export type Load<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

/**
 * Runs `load` whenever `key` changes (and on retry); an answer for an older key is ignored. A
 * failed load is retried by itself when the network comes back, a few times more (0.5, 1, 2, 4 s
 * apart) while the connection settles.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): { result: Load<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; result: Load<T> } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setSettled({ key, attempt, result: { state: 'ready', value } }),
      () => current && setSettled({ key, attempt, result: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated on every render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const fresh = settled && settled.key === key && settled.attempt === attempt;
  const failed = fresh && settled.result.state === 'failed';
  // How many tries since the network came back; null when it has not gone away.
  const sinceOnline = useRef<number | null>(null);
  useEffect(() => {
    if (!failed) {
      if (fresh) sinceOnline.current = null;
      return undefined;
    }
    const tries = sinceOnline.current;
    if (tries !== null && tries < RETRIES_WHEN_ONLINE && navigator.onLine) {
      sinceOnline.current = tries + 1;
      const timer = setTimeout(retry, RETRY_WHEN_ONLINE_MS * 2 ** tries);
      return () => clearTimeout(timer);
    }
    const online = () => {
      sinceOnline.current = 0;
      retry();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [failed, fresh, retry]);
  return { result: fresh ? settled.result : { state: 'loading' }, retry };
}
