// The user's futures positions, valued live at the ticker's mark price, with the margin-mode
// filter and a close-all above them and, per position, a TP/SL dialog, a close (market or limit,
// whole or part) and a reverse, each behind a confirm step.
import { useId, useState } from 'react';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { Ticker } from '../../../core/markets/messages';
import type { ClosePlan } from '../../../core/markets/positionClose';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { Position } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { tradingPreferencesAtom, useAtom } from '../../../state/hooks';
import { Dialog } from '../../../ui/Dialog';
import { AccountTable, type Column, Figure } from './AccountTable';
import { ClosePositionContent } from './ClosePositionDialog';
import { CloseAllPositions, ReversePositionContent } from './PositionClosing';
import { amountText, MARGIN_DECIMALS, priceText } from './figures';
import { TpslPrices } from './orderCells';
import { PnlFigures, PositionName, PositionSideText, SETTLEMENT_ASSET } from './positionCells';
import { type MarginFilter, PositionFilter } from './PositionFilter';
import { type PositionRow, positionRow } from './positionRows';
import { TpslContent } from './TpslDialog';
import type { MarginDirection } from '../../../core/markets/marginAdjust';
import { MarginContent, MarginEditButton } from '../futures/MarginDialog';

/** A gateway that does not say a position's mode knows only isolated margin. */
const shownBy = (filter: MarginFilter, position: Position): boolean => filter === 'all' || (filter === 'crossed') === (position.marginMode === 'cross');

type Open = { readonly kind: 'close' | 'tpsl' | 'reverse' | 'margin'; readonly key: string } | null;

export function PositionsTable({ positions, symbols, tickers, onClose, onSetTpsl, onReverse, onCloseAll, available = '0', onChangeMargin }: {
  positions: readonly Position[];
  symbols: ReadonlyMap<string, SymbolInfo>;
  tickers: ReadonlyMap<string, Ticker>;
  onClose: (position: Position, plan: ClosePlan) => Promise<void>;
  onReverse: (position: Position) => Promise<void>;
  onCloseAll: () => Promise<void>;
  onSetTpsl: (position: Position, takeProfit: string, stopLoss: string) => Promise<void>;
  /** The futures wallet's available USDT, what margin can be added from. */
  available?: string;
  onChangeMargin?: (position: Position, direction: MarginDirection, amount: string) => Promise<void>;
}) {
  const { t, bcp47 } = useI18n();
  const [preferences, setPreferences] = useAtom(tradingPreferencesAtom);
  const filter = preferences.position_filter_margin;
  const [open, setOpen] = useState<Open>(null);
  const idBase = useId();
  const titleId = (row: PositionRow) => `${idBase}-${row.key}`;
  const dialogTitleId = `${idBase}-dialog`;
  const rows = positions.filter((p) => shownBy(filter, p)).map((p) => positionRow(p, symbols.get(p.symbol), tickers.get(p.symbol)));
  // Looked up on every render, so an open dialog follows the live mark and goes if the position does.
  const openRow = open ? rows.find((r) => r.key === open.key) : undefined;
  const dismiss = () => setOpen(null);

  const columns: readonly Column<PositionRow>[] = [
    { id: 'symbol', label: t('orders.symbol'), head: true, cell: (r) => <PositionName position={r.position} info={r.info} id={titleId(r)} /> },
    { id: 'side', label: t('orders.side'), head: true, cell: (r) => <PositionSideText position={r.position} /> },
    { id: 'size', label: t('positions.size'), numeric: true, cell: (r) => <Figure>{amountText(r.position.size, r.info, bcp47)}{r.info ? ` ${r.info.base}` : ''}</Figure> },
    { id: 'entry', label: t('positions.entry'), numeric: true, cell: (r) => <Figure>{priceText(r.position.entryPrice, r.info, bcp47)}</Figure> },
    { id: 'mark', label: t('positions.mark'), numeric: true, cell: (r) => <Figure>{priceText(r.mark, r.info, bcp47)}</Figure> },
    { id: 'liquidation', label: t('positions.liquidation'), numeric: true, cell: (r) => <Figure>{priceText(r.position.liquidationPrice, r.info, bcp47)}</Figure> },
    {
      id: 'margin', label: t('positions.margin'), numeric: true,
      cell: (r) => (
        <span className="fut-margin-cell">
          <Figure>{formatDecimalText(r.position.margin, bcp47, { decimals: MARGIN_DECIMALS })} {SETTLEMENT_ASSET}</Figure>
          {onChangeMargin && r.position.marginMode !== 'cross' ? (
            <MarginEditButton label={t('futures.marginTitle')} disabled={!r.info} describedBy={titleId(r)}
              onClick={() => setOpen({ kind: 'margin', key: r.key })} testId={`margin-${r.key}`} />
          ) : null}
        </span>
      ),
    },
    { id: 'pnl', label: t('positions.pnl'), numeric: true, cell: (r) => <PnlFigures figures={r.figures} /> },
    { id: 'tpsl', label: t('orders.tpsl'), numeric: true, cell: (r) => <TpslPrices takeProfit={r.position.takeProfit} stopLoss={r.position.stopLoss} info={r.info} /> },
    {
      id: 'actions', label: t('orders.actions'), actions: true,
      cell: (r) => (
        <>
          <button type="button" className="button acct-button" disabled={!r.info} aria-describedby={titleId(r)}
            onClick={() => setOpen({ kind: 'tpsl', key: r.key })} data-testid={`tpsl-${r.key}`}>
            {t('orders.tpsl')}
          </button>
          <button type="button" className="button acct-button" aria-describedby={titleId(r)}
            onClick={() => setOpen({ kind: 'close', key: r.key })} data-testid={`close-${r.key}`}>
            {t('positions.close')}
          </button>
          <button type="button" className="button acct-button" aria-describedby={titleId(r)}
            onClick={() => setOpen({ kind: 'reverse', key: r.key })} data-testid={`reverse-${r.key}`}>
            {t('positions.reverse')}
          </button>
        </>
      ),
    },
  ];

  return (
    <div className="acct">
      <div className="acct-toolbar">
        <PositionFilter value={filter} onChange={(value) => setPreferences({ position_filter_margin: value })} />
        {/* Close-all closes every position of the account, whatever the filter shows. */}
        <CloseAllPositions count={positions.length} onCloseAll={onCloseAll} />
      </div>
      {rows.length > 0 || filter !== 'crossed' ? (
        <AccountTable caption={t('positions.tab', { count: rows.length })} columns={columns} rows={rows} rowKey={(r) => r.key} empty={t('positions.empty')} />
      ) : (
        <p className="acct-empty">{t('positions.crossedEmpty')}</p>
      )}
      <Dialog open={openRow !== undefined} onClose={dismiss} labelledBy={dialogTitleId}>
        {openRow && open?.kind === 'close' ? (
          <ClosePositionContent key={openRow.key} row={openRow} titleId={dialogTitleId} onConfirm={(plan) => onClose(openRow.position, plan)} onDismiss={dismiss} />
        ) : null}
        {openRow && open?.kind === 'reverse' ? (
          <ReversePositionContent key={openRow.key} row={openRow} titleId={dialogTitleId} onReverse={() => onReverse(openRow.position)} onDismiss={dismiss} />
        ) : null}
        {openRow?.info && open?.kind === 'tpsl' ? (
          <TpslContent key={openRow.key} row={openRow} info={openRow.info} titleId={dialogTitleId}
            onSave={(takeProfit, stopLoss) => onSetTpsl(openRow.position, takeProfit, stopLoss)} onDismiss={dismiss} />
        ) : null}
        {openRow?.info && open?.kind === 'margin' && onChangeMargin ? (
          <MarginContent key={openRow.key} row={openRow} info={openRow.info} available={available} titleId={dialogTitleId}
            onApply={(direction, amount) => onChangeMargin(openRow.position, direction, amount)} onDismiss={dismiss} />
        ) : null}
      </Dialog>
    </div>
  );
}
