// Pieces of a position that the table and its dialogs both show.
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { PositionFigures } from '../../../core/markets/positionView';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { Position } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { formatPercentText, signOf } from '../market/format';
import { marketName } from '../market/marketName';
import { Figure } from './AccountTable';
import { PNL_DECIMALS } from './figures';

/** Positions are margined and settled in USDT (docs/protocol.md, Futures). */
export const SETTLEMENT_ASSET = 'USDT';

export function PositionName({ position, info, id }: { position: Position; info: SymbolInfo | undefined; id?: string }) {
  const { t } = useI18n();
  return (
    <span className="acct-position-name">
      <span className="acct-symbol" id={id}>{marketName(t, 'futures', info ?? position)}</span>
      <span className="acct-badge">{t(position.marginMode === 'cross' ? 'futures.crossLeverage' : 'positions.isolatedLeverage', { leverage: position.leverage })}</span>
    </span>
  );
}

export function PositionSideText({ position }: { position: Pick<Position, 'posSide'> }) {
  const { t } = useI18n();
  const long = position.posSide === 'long';
  return <span className={`acct-side acct-${long ? 'up' : 'down'}`}>{t(long ? 'positions.long' : 'positions.short')}</span>;
}

const TONE = { [-1]: 'down', 0: null, 1: 'up' } as const;

/** "+12.3456 USDT (+4.12%)" in the rising or falling colour. */
export function PnlFigures({ figures }: { figures: PositionFigures }) {
  const { bcp47 } = useI18n();
  const tone = TONE[signOf(figures.unrealizedPnl)];
  return (
    <span className="acct-pnl">
      <Figure tone={tone}>{formatDecimalText(figures.unrealizedPnl, bcp47, { decimals: PNL_DECIMALS, signed: true })} {SETTLEMENT_ASSET}</Figure>
      {' '}
      <Figure tone={tone}>({formatPercentText(figures.roe, bcp47, 2, true)})</Figure>
    </span>
  );
}
