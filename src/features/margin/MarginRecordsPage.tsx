// /record/margin: transfers, borrows, repays, interest and liquidations of every margin account,
// newest first, filtered by kind, coin and dates, a page at a time (the call's `before` cursor).
import { useState } from 'react';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { NO_FILTER, type RecordsFilter, rangeProblem, recordsParams } from '../../core/margin/records';
import { MARGIN_RECORD_KINDS, type MarginRecord, type MarginRecordKind } from '../../core/margin/wire';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { useLoad } from '../../ui/useLoad';
import { AccountTable, type Column, Figure } from '../trade/account/AccountTable';
import { OrderTime } from '../trade/account/orderCells';
import { MalformedAnswer } from '../markets/tradingApi';
import { fetchMarginRates, fetchMarginRecords } from './marginApi';
import { MarginPageFrame } from './MarginPageFrame';

export const KIND_LABEL: Readonly<Record<MarginRecordKind, MessageId>> = {
  transfer_in: 'margin.kind.transferIn', transfer_out: 'margin.kind.transferOut', borrow: 'margin.kind.borrow',
  repay: 'margin.kind.repay', interest: 'margin.kind.interest', liquidation: 'margin.kind.liquidation',
};

const amount = (text: string, bcp47: string) => formatDecimalText(text, bcp47, { decimals: 8 });

function Records() {
  const { t, bcp47 } = useI18n();
  const [filter, setFilter] = useState<RecordsFilter>(NO_FILTER);
  // The cursor of each page seen so far: page n is read before cursors[n] (null: the newest).
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);
  const page = cursors.length - 1;
  const { result: rates } = useLoad(fetchMarginRates, 'margin-rates');
  const problem = rangeProblem(filter);
  const params = recordsParams(filter, cursors[page] ?? null);
  const [failedMalformed, setFailedMalformed] = useState(false);
  const { result, retry } = useLoad(async () => {
    try {
      return await fetchMarginRecords(params);
    } catch (error) {
      setFailedMalformed(error instanceof MalformedAnswer);
      throw error;
    }
  }, problem ? 'none' : JSON.stringify(params));
  const change = (next: Partial<RecordsFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setCursors([null]);
  };
  const coins = rates.state === 'ready' ? rates.value.rates.map((r) => r.asset) : [];
  const records = result.state === 'ready' && !problem ? result.value.records : [];

  const columns: Column<MarginRecord>[] = [
    { id: 'kind', label: t('margin.col.kind'), head: true, cell: (r) => <span className={r.kind === 'liquidation' ? 'acct-down' : undefined} data-testid="record-kind">{t(KIND_LABEL[r.kind])}</span> },
    { id: 'asset', label: t('assets.col.asset'), head: true, cell: (r) => <span data-testid="record-asset">{r.asset}</span> },
    { id: 'time', label: t('orders.time'), cell: (r) => <OrderTime epochMs={r.time} /> },
    { id: 'account', label: t('margin.col.account'), cell: (r) => (r.mode === 'cross' ? t('margin.mode.cross') : t('margin.mode.isolatedPair', { symbol: r.symbol ?? '' })) },
    { id: 'amount', label: t('orders.amount'), numeric: true, cell: (r) => <Figure><span data-testid="record-amount">{amount(r.amount, bcp47)}</span></Figure> },
    { id: 'principal', label: t('margin.col.principal'), numeric: true, cell: (r) => <Figure>{amount(r.principal, bcp47)}</Figure> },
    { id: 'interest', label: t('margin.col.interest'), numeric: true, cell: (r) => <Figure>{amount(r.interest, bcp47)}</Figure> },
    { id: 'fee', label: t('margin.col.fee'), numeric: true, cell: (r) => <Figure>{amount(r.fee, bcp47)}</Figure> },
    { id: 'source', label: t('margin.col.source'), cell: (r) => (r.source === null ? '—' : r.source === 'liquidation' ? t('margin.kind.liquidation') : t('margin.source.order', { id: r.source })) },
  ];

  return (
    <>
      <form className="margin-filters" role="search" aria-label={t('margin.records.filter')} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('margin.col.kind')}
          <select value={filter.kind ?? ''} onChange={(e) => change({ kind: (e.target.value || null) as MarginRecordKind | null })} data-testid="records-kind">
            <option value="">{t('margin.records.allKinds')}</option>
            {MARGIN_RECORD_KINDS.map((k) => <option key={k} value={k}>{t(KIND_LABEL[k])}</option>)}
          </select>
        </label>
        <label>
          {t('assets.col.asset')}
          <select value={filter.asset ?? ''} onChange={(e) => change({ asset: e.target.value || null })} data-testid="records-asset">
            <option value="">{t('margin.records.allCoins')}</option>
            {coins.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <label>
          {t('margin.records.from')}
          <input type="date" value={filter.from} onChange={(e) => change({ from: e.target.value })} data-testid="records-from" />
        </label>
        <label>
          {t('margin.records.to')}
          <input type="date" value={filter.to} onChange={(e) => change({ to: e.target.value })} data-testid="records-to" />
        </label>
      </form>
      {problem ? <p role="alert" className="order-form__problem">{t('margin.records.reversed')}</p> : null}
      {result.state === 'failed' ? (
        <div role="alert" data-testid="records-failed">
          <p>{t(failedMalformed ? 'error.unreadable' : 'margin.records.failed')}</p>
          <button type="button" className="button" onClick={retry}>{t('error.retry')}</button>
        </div>
      ) : null}
      {result.state === 'loading' && !problem ? <p className="muted" role="status">{t('app.loading')}</p> : null}
      {result.state === 'ready' || problem ? (
        <div className="acct" data-testid="margin-records">
          <AccountTable caption={t('margin.records.title')} columns={columns} rows={records} rowKey={(r) => r.recordId} empty={t('margin.records.empty')} />
        </div>
      ) : null}
      <div className="margin-pager">
        <button type="button" className="button" disabled={page === 0} onClick={() => setCursors((c) => c.slice(0, -1))} data-testid="records-newer">{t('margin.records.newer')}</button>
        <span className="muted" data-testid="records-page">{t('margin.records.page', { page: page + 1 })}</span>
        <button type="button" className="button" disabled={!(result.state === 'ready' && result.value.more && records.length > 0)} data-testid="records-older"
          onClick={() => setCursors((c) => [...c, records[records.length - 1]?.recordId ?? null])}>
          {t('margin.records.older')}
        </button>
      </div>
    </>
  );
}

export default function MarginRecordsPage() {
  return <MarginPageFrame title="margin.records.title"><Records /></MarginPageFrame>;
}
