// A frame store read by React at most once per period: for parts that need the figures current,
// not at every frame (the order form values market orders against the book four times a second,
// the book's accessible mirror follows it once a second). `urgent` says when a new value must show
// at once (the book goes live or starts resynchronising); `showNow` shows the latest value at once
// (a keyboard user moving through the book reads it as it is).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveStore } from '../../markets/liveStore';

export function useSampled<T>(store: LiveStore<T>, periodMs: number, urgent?: (shown: T, next: T) => boolean): [T, showNow: () => void] {
  const [shown, setShown] = useState(() => store.get());
  const showNow = useCallback(() => setShown(store.get()), [store]);
  const urgentRef = useRef(urgent);
  useLayoutEffect(() => {
    urgentRef.current = urgent;
  });
  useEffect(() => {
    let last = store.get();
    let lastAt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = () => {
      timer = null;
      last = store.get();
      lastAt = Date.now();
      setShown(last);
    };
    show();
    const off = store.subscribe(() => {
      if (urgentRef.current?.(last, store.get())) {
        if (timer) clearTimeout(timer);
        show();
        return;
      }
      timer ??= setTimeout(show, Math.max(0, lastAt + periodMs - Date.now()));
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [store, periodMs]);
  return [shown, showNow];
}
