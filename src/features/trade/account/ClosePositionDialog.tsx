// The confirm step before a whole position is closed at market: what will be closed, and the PnL
// it would realise at the mark price now (fees aside), live while the dialog is open.
import { useState } from 'react';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';
import { useI18n } from '../../../i18n/intl';
import { marketName } from '../market/marketName';
import { Figure } from './AccountTable';
import { FailureNote } from './FailureNote';
import { amountText, priceText } from './figures';
import { PnlFigures } from './positionCells';
import type { PositionRow } from './positionRows';

export function ClosePositionContent({ row, titleId, onConfirm, onDismiss }: {
  row: PositionRow;
  titleId: string;
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t, bcp47 } = useI18n();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TradingFailure>(null);
  const { position, info } = row;
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      onDismiss();
    } catch (error) {
      setFailure(tradingFailure(error));
      setPending(false);
    }
  };
  // Isolated left to right, so "0.5 BTC" inside an Arabic sentence doesn't turn into "BTC 0.5".
  const size = `\u2066${amountText(position.size, info, bcp47)}${info ? ` ${info.base}` : ''}\u2069`;
  return (
    <>
      <h2 id={titleId}>{t('positions.closeTitle')}</h2>
      <p>{t('positions.closeText', { side: position.posSide, symbol: marketName(t, 'futures', info ?? position), size })}</p>
      <dl className="acct-facts">
        <div>
          <dt>{t('positions.mark')}</dt>
          <dd><Figure>{priceText(row.mark, info, bcp47)}</Figure></dd>
        </div>
        <div>
          <dt>{t('positions.closeEstimate')}</dt>
          <dd><PnlFigures figures={row.figures} /></dd>
        </div>
      </dl>
      <FailureNote failure={failure} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDismiss}>{t('positions.keep')}</button>
        <button type="button" className="button button--primary" disabled={pending} aria-busy={pending} onClick={() => void confirm()} data-testid="close-position-confirm">
          {t(pending ? 'positions.closing' : 'positions.closeConfirm')}
        </button>
      </div>
    </>
  );
}
