// A market's price over the last day, as a small line coloured by where it ends against where it
// began. Decorative beside the 24 h change, which says the same in figures: hidden from readers.
import { memo } from 'react';
import { sparklinePoints, sparklineTrend } from '../../core/markets/sparkline';

const WIDTH = 96;
const HEIGHT = 28;

export const Sparkline = memo(function Sparkline({ closes, last }: { closes: readonly string[] | undefined; last: string | undefined }) {
  const points = closes ? sparklinePoints(closes, WIDTH, HEIGHT, last) : null;
  if (!points) return <span className="sparkline sparkline--none" aria-hidden="true" />;
  const trend = sparklineTrend(points);
  return (
    <svg className={`sparkline ${trend > 0 ? 'market-up' : trend < 0 ? 'market-down' : ''}`} viewBox={`-1 -1 ${WIDTH + 2} ${HEIGHT + 2}`} width={WIDTH} height={HEIGHT}
      aria-hidden="true" focusable="false" data-testid="sparkline">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
});
