// One call's life on a screen: loading, its answer, or a failure the user can retry.
import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

/**
 * Runs `load` whenever `key` changes (and on retry); an answer for an older key is ignored. A
 * failed load is retried by itself when the network comes back.
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
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  return { result: fresh ? settled.result : { state: 'loading' }, retry };
}
