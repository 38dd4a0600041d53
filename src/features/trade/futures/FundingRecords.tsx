// What the user's positions paid or received at funding settlements, newest first. Fetched when
// the tab opens and again whenever the positions change (a settlement changes each position's
// margin or the wallet, and the account's push says so).
import { signOf } from '../market/format';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { ratePercentText } from '../../../core/markets/funding';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { FundingRecord } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { simulationAtom, useAtomValue } from '../../../state/hooks';
import { useLoad } from '../../../ui/useLoad';
import { useAccount } from '../../markets/accountFeed';
import { fetchFundingRecords } from '../../markets/tradingApi';
import { AccountTable, type Column, Figure } from '../account/AccountTable';
import { amountText, dateTimeText } from '../account/figures';
import { PositionSideText, SETTLEMENT_ASSET } from '../account/positionCells';
import { marketName } from '../market/marketName';
import { formatPercentText } from '../market/format';

const FUNDING_DECIMALS = 4;

export function FundingRecords({ symbols }: { symbols: ReadonlyMap<string, SymbolInfo> }) {
  const { t, bcp47 } = useI18n();
  const demo = useAtomValue(simulationAtom);
  const account = useAccount();
  const changed = account?.state.positions.map((p) => `${p.symbol}:${p.posSide}:${p.updatedAt}`).join('|') ?? '';
  const { result, retry } = useLoad(() => fetchFundingRecords(), `${demo}|${changed}`);
  if (result.state === 'failed') {
    return (
      <div role="alert">
        <p>{t('futures.fundingFailed')}</p>
        <button type="button" className="button" onClick={retry}>{t('error.retry')}</button>
      </div>
    );
  }
  if (result.state === 'loading') return <p className="muted" role="status">{t('app.loading')}</p>;
  const columns: readonly Column<FundingRecord>[] = [
    { id: 'symbol', label: t('orders.symbol'), head: true, cell: (r) => <span className="acct-symbol">{marketName(t, 'futures', symbols.get(r.symbol) ?? r)}</span> },
    { id: 'side', label: t('orders.side'), head: true, cell: (r) => <PositionSideText position={r} /> },
    { id: 'time', label: t('orders.time'), cell: (r) => dateTimeText(r.time, bcp47) },
    { id: 'size', label: t('positions.size'), numeric: true, cell: (r) => <Figure>{amountText(r.size, symbols.get(r.symbol), bcp47)}</Figure> },
    { id: 'rate', label: t('futures.fundingRate'), numeric: true, cell: (r) => <Figure>{formatPercentText(ratePercentText(r.rate), bcp47, FUNDING_DECIMALS, true)}</Figure> },
    {
      id: 'amount', label: t('futures.fundingAmount'), numeric: true,
      cell: (r) => {
        const sign = signOf(r.amount);
        return <Figure tone={sign > 0 ? 'up' : sign < 0 ? 'down' : null}>{`${formatDecimalText(r.amount, bcp47, { decimals: FUNDING_DECIMALS })} ${SETTLEMENT_ASSET}`}</Figure>;
      },
    },
  ];
  return (
    <div className="acct" data-testid="funding-records">
      <AccountTable caption={t('futures.fundingTab')} columns={columns} rows={result.value} rowKey={(r) => r.fundingId} empty={t('futures.fundingEmpty')} />
    </div>
  );
}
