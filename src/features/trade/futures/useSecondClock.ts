// The server's time, re-read every second, for countdowns (the funding settlement).
import { useEffect, useState } from 'react';
import { serverClock } from '../../../api/serverClock';

export function useSecondClock(): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
