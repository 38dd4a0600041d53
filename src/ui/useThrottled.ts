// A value that changes many times a second, followed at most once per period: for parts that
// need it current, not at every tick (the order form reads the book for market orders).
import { useEffect, useRef, useState } from 'react';

export function useThrottled<T>(value: T, periodMs: number): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const lastShownAt = useRef(0);
  useEffect(() => {
    latest.current = value;
    const wait = lastShownAt.current + periodMs - Date.now();
    const timer = setTimeout(() => {
      lastShownAt.current = Date.now();
      setShown(latest.current);
    }, Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [value, periodMs]);
  return shown;
}
