// A coin's badge from the image domains. Decorative: the text beside it names the coin. With a
// service worker the first candidate's address is moved to the fastest live domain; without one,
// a failed load tries the next candidate here, so a dead domain never leaves a broken image.
import { useState } from 'react';
import { safeSrc } from '../../platform/safeNavigation';
import { coinImagePath } from './coinImage';
import { useImageDomains } from './imageDomains';

function Badge({ coin, domains, size }: { coin: string; domains: readonly string[]; size: number }) {
  const [attempt, setAttempt] = useState(0);
  const domain = domains[attempt];
  const src = domain ? safeSrc(`${domain}${coinImagePath(coin)}`) : undefined;
  if (!src) return null;
  return <img className="coin-icon" src={src} alt="" width={size} height={size} decoding="async" data-coin={coin} onError={() => setAttempt((a) => a + 1)} />;
}

export function CoinIcon({ coin, size = 24 }: { coin: string; size?: number }) {
  const domains = useImageDomains();
  if (domains.state !== 'ready') return null;
  // A new coin starts again from the first candidate.
  return <Badge key={coin} coin={coin} domains={domains.domains} size={size} />;
}
