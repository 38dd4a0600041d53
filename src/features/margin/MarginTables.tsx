// A margin account's coins (available, in orders, borrowed, interest, net) and the open loans,
// as the account tables show orders: a table on a wide screen, cards on a phone.
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { debtOf, heldAssets, ratePercent } from '../../core/margin/amounts';
import type { MarginAccount, MarginAsset, MarginLoan } from '../../core/margin/wire';
import { useI18n } from '../../i18n/intl';
import { AccountTable, type Column, Figure } from '../trade/account/AccountTable';
import { OrderTime } from '../trade/account/orderCells';

const amount = (text: string, bcp47: string, signed = false) => formatDecimalText(text, bcp47, { decimals: 8, signed });

export function MarginAssetsTable({ account, onRepay }: { account: MarginAccount | null; onRepay?: (asset: MarginAsset) => void }) {
  const { t, bcp47 } = useI18n();
  const columns: Column<MarginAsset>[] = [
    { id: 'asset', label: t('assets.col.asset'), head: true, cell: (a) => <span data-testid={`margin-asset-${a.asset}`}>{a.asset}</span> },
    { id: 'available', label: t('assets.col.available'), numeric: true, cell: (a) => <Figure><span data-testid={`margin-available-${a.asset}`}>{amount(a.available, bcp47)}</span></Figure> },
    { id: 'locked', label: t('assets.col.locked'), numeric: true, cell: (a) => <Figure>{amount(a.locked, bcp47)}</Figure> },
    { id: 'borrowed', label: t('margin.col.borrowed'), numeric: true, cell: (a) => <Figure><span data-testid={`margin-borrowed-${a.asset}`}>{amount(a.borrowed, bcp47)}</span></Figure> },
    { id: 'interest', label: t('margin.col.interest'), numeric: true, cell: (a) => <Figure><span data-testid={`margin-interest-${a.asset}`}>{amount(a.interest, bcp47)}</span></Figure> },
    { id: 'net', label: t('margin.col.net'), numeric: true, cell: (a) => <Figure tone={a.net.startsWith('-') ? 'down' : null}>{amount(a.net, bcp47, true)}</Figure> },
  ];
  if (onRepay) {
    columns.push({
      id: 'actions', label: t('orders.actions'), actions: true,
      cell: (a) => debtOf(a) === 0n ? null : (
        <button type="button" className="button acct-button" onClick={() => onRepay(a)} data-testid={`margin-repay-${a.asset}`}>{t('margin.action.repay')}</button>
      ),
    });
  }
  const held = heldAssets(account);
  return (
    <div className="acct" data-testid="margin-assets">
      <AccountTable caption={t('margin.assets')} columns={columns} rows={held} rowKey={(a) => a.asset} empty={t('margin.assets.empty')} />
    </div>
  );
}

export function MarginLoansTable({ loans, onRepay }: { loans: readonly MarginLoan[]; onRepay: (loan: MarginLoan) => void }) {
  const { t, bcp47 } = useI18n();
  const columns: Column<MarginLoan>[] = [
    { id: 'asset', label: t('assets.col.asset'), head: true, cell: (l) => <span data-testid={`loan-${l.asset}`}>{l.asset}</span> },
    { id: 'account', label: t('margin.col.account'), head: true, cell: (l) => (l.mode === 'cross' ? t('margin.mode.cross') : t('margin.mode.isolatedPair', { symbol: l.symbol ?? '' })) },
    { id: 'principal', label: t('margin.col.principal'), numeric: true, cell: (l) => <Figure><span data-testid={`loan-principal-${l.asset}`}>{amount(l.principal, bcp47)}</span></Figure> },
    { id: 'interest', label: t('margin.col.interest'), numeric: true, cell: (l) => <Figure>{amount(l.interest, bcp47)}</Figure> },
    { id: 'rate', label: t('margin.col.dailyRate'), numeric: true, cell: (l) => <Figure>{`${formatDecimalText(ratePercent(l.dailyRate), bcp47)}%`}</Figure> },
    { id: 'opened', label: t('margin.col.opened'), cell: (l) => <OrderTime epochMs={l.openedAt} /> },
    { id: 'actions', label: t('orders.actions'), actions: true, cell: (l) => <button type="button" className="button acct-button" onClick={() => onRepay(l)}>{t('margin.action.repay')}</button> },
  ];
  return (
    <div className="acct" data-testid="margin-loans">
      <AccountTable caption={t('margin.loans')} columns={columns} rows={loans} rowKey={(l) => `${l.mode}:${l.symbol ?? ''}:${l.asset}`} empty={t('margin.loans.empty')} />
    </div>
  );
}
