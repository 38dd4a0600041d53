// A position as its row shows it: the mark price from the live ticker when there is one (the
// position message is only as fresh as the last change of the account) and the PnL and ROE
// recomputed at that price, exactly.
import type { Ticker } from '../../../core/markets/messages';
import { type PositionFigures, positionFiguresAt } from '../../../core/markets/positionView';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { Position } from '../../../core/markets/trading';

export interface PositionRow {
  readonly key: string;
  readonly position: Position;
  readonly info: SymbolInfo | undefined;
  readonly mark: string;
  readonly figures: PositionFigures;
}

export const positionKey = (p: Pick<Position, 'symbol' | 'posSide'>): string => `${p.symbol}:${p.posSide}`;

export function positionRow(position: Position, info: SymbolInfo | undefined, ticker: Ticker | undefined): PositionRow {
  // A spot ticker of the same symbol has the spot mid, not the perpetual's mark: not used.
  const mark = (ticker?.market === 'futures' ? ticker.markPrice : undefined) ?? position.markPrice;
  const live = info ? positionFiguresAt(position, info, mark) : null;
  return {
    key: positionKey(position), position, info, mark,
    figures: live ?? { unrealizedPnl: position.unrealizedPnl, roe: position.roe },
  };
}
