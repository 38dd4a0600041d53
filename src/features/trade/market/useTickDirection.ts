// Which way the last price moved on its latest change, the colour a trader reads before the digits.
// An unchanged price keeps the direction it had.
import { useState } from 'react';
import { compareDecimal } from '../../../core/markets/bookView';

export type TickDirection = 'up' | 'down' | 'flat';

export function useTickDirection(price: string | undefined): TickDirection {
  const [seen, setSeen] = useState<{ price: string | undefined; direction: TickDirection }>({ price, direction: 'flat' });
  if (seen.price !== price) {
    const order = price === undefined || seen.price === undefined ? null : compareDecimal(price, seen.price);
    const direction = order === 1 ? 'up' : order === -1 ? 'down' : order === 0 ? seen.direction : 'flat';
    // Adjusting state while rendering (React's pattern for deriving from the previous props).
    setSeen({ price, direction });
    return direction;
  }
  return seen.direction;
}
