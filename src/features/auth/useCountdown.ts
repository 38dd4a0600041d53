// The resend timer: whole seconds left until a code may be asked for again.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialMs = 0): { secondsLeft: number; start: (ms: number) => void } {
  const [until, setUntil] = useState(() => Date.now() + initialMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback((ms: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + Math.max(0, ms));
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
