// State that outlives its component for as long as the page is open: on a phone, the order form's
// tab is unmounted while the book or the chart shows, and what the user typed must come back with
// it. Not persisted: a reload starts afresh, as a form does.
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

const kept = new Map<string, unknown>();

/** useState whose value is kept under `key` when the component goes and taken back when it returns. */
export function useKeptState<T>(key: string, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial()));
  useEffect(() => {
    kept.set(key, value);
  }, [key, value]);
  return [value, setValue];
}
