// Two ways of closing beside the per-row close: every position of the account at once (one
// button over the table, behind a confirm step) and a reverse (close a position at the market
// and open the other side with the same size, in one call).
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/intl';
import { Dialog } from '../../../ui/Dialog';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';
import { marketName } from '../market/marketName';
import { FailureNote } from './FailureNote';
import { amountText } from './figures';
import type { PositionRow } from './positionRows';

/** A confirm step's buttons: keep, or act with progress and the refusal shown beside them. */
function useAction(act: () => Promise<void>, onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TradingFailure>(null);
  const run = async () => {
    setPending(true);
    setFailure(null);
    try {
      await act();
      onDone();
    } catch (error) {
      setFailure(tradingFailure(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, run };
}

export function CloseAllPositions({ count, onCloseAll }: { count: number; onCloseAll: () => Promise<void> }) {
  const { t } = useI18n();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { pending, failure, run } = useAction(onCloseAll, () => setOpen(false));
  return (
    <div className="acct-closing">
      <button type="button" className="button acct-button" disabled={count === 0} onClick={() => setOpen(true)} data-testid="close-all">
        {t('positions.closeAll')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId}>{t('positions.closeAllTitle')}</h2>
        <p>{t('positions.closeAllText', { count })}</p>
        <FailureNote failure={failure} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>{t('positions.dismiss')}</button>
          <button type="button" className="button button--primary" disabled={pending} aria-busy={pending} onClick={() => void run()} data-testid="close-all-confirm">
            {t(pending ? 'positions.closing' : 'positions.closeAll')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

export function ReversePositionContent({ row, titleId, onReverse, onDismiss }: {
  row: PositionRow;
  titleId: string;
  onReverse: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t, bcp47 } = useI18n();
  const { pending, failure, run } = useAction(onReverse, onDismiss);
  const { position, info } = row;
  const size = `\u2066${amountText(position.size, info, bcp47)}${info ? ` ${info.base}` : ''}\u2069`;
  return (
    <>
      <h2 id={titleId}>{t('positions.reverseTitle')}</h2>
      <p>{t('positions.reverseText', { side: position.posSide, symbol: marketName(t, 'futures', info ?? position), size })}</p>
      <FailureNote failure={failure} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDismiss}>{t('positions.keep')}</button>
        <button type="button" className="button button--primary" disabled={pending} aria-busy={pending} onClick={() => void run()} data-testid="reverse-confirm">
          {t('positions.reverse')}
        </button>
      </div>
    </>
  );
}
