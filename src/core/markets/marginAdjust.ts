// What the isolated-margin dialog shows before anything is sent: how much margin can be removed
// and where the liquidation price would move, by the gateway's own formulas (futuresMath.ts).
import { ASSET_DECIMALS, formatUnits, parseUnits } from './decimal';
import { type Scales, liquidationPriceOfMargin, maxRemovableMargin } from './futuresMath';
import { costOf } from './positionView';
import type { Position } from './trading';

export type MarginDirection = 'add' | 'remove';

export type MarginCheck =
  | { readonly kind: 'empty' }
  | { readonly kind: 'problem'; readonly problem: 'invalid' | 'tooMuch' }
  /** `amount` canonical with 8 decimals; `liquidationPrice` after the change, in price text. */
  | { readonly kind: 'ok'; readonly amount: string; readonly liquidationPrice: string };

/** The most that can be removed from the position at `mark` (USDT text, 8 decimals), or null when a figure is malformed. */
export function removableMargin(position: Position, s: Scales, mark: string): string | null {
  const size = parseUnits(position.size, s.amountPrecision);
  const margin = parseUnits(position.margin, ASSET_DECIMALS);
  const markUnits = parseUnits(mark, s.pricePrecision);
  if (size === null || margin === null || markUnits === null) return null;
  const cost = costOf(position, s, size);
  if (cost === null) return null;
  return formatUnits(maxRemovableMargin(s, position.posSide, size, cost, margin, position.leverage, markUnits), ASSET_DECIMALS);
}

/**
 * Checks a canonical amount (from the user's local input, '' when empty, null when unreadable)
 * against the limit: the wallet's available balance when adding, the removable margin when removing.
 */
export function checkMarginChange(position: Position, s: Scales, direction: MarginDirection, amount: string | null, limit: string): MarginCheck {
  if (amount === '') return { kind: 'empty' };
  const units = amount === null ? null : parseUnits(amount, ASSET_DECIMALS);
  const size = parseUnits(position.size, s.amountPrecision);
  const margin = parseUnits(position.margin, ASSET_DECIMALS);
  const most = parseUnits(limit, ASSET_DECIMALS) ?? 0n;
  if (units === null || units <= 0n || size === null || margin === null) return { kind: 'problem', problem: 'invalid' };
  if (units > most) return { kind: 'problem', problem: 'tooMuch' };
  const cost = costOf(position, s, size);
  if (cost === null) return { kind: 'problem', problem: 'invalid' };
  const next = direction === 'add' ? margin + units : margin - units;
  return { kind: 'ok', amount: formatUnits(units, ASSET_DECIMALS), liquidationPrice: formatUnits(liquidationPriceOfMargin(s, position.posSide, size, cost, next), s.pricePrecision) };
}
