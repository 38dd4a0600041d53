// /record/exchange: the trader's histories (spot orders and trades, futures orders and trades,
// closed positions, funding, the ledger) for the current mode's account, filtered, a page at a
// time, newest first, and exported as CSV (every page the filter selects).
import { useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { recordsHref } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { RECORD_KINDS, type RecordKind } from '../../core/markets/records';
import { csvFile, csvHeader, csvLines } from '../../core/markets/recordsCsv';
import type { SymbolInfo } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, simulationAtom, useAtomValue } from '../../state/hooks';
import { SessionUnconfirmed } from '../account/SessionUnconfirmed';
import { SignInPrompt } from '../auth/SignInPrompt';
import { useSymbols } from '../markets/useSymbols';
import { AccountTable } from '../trade/account/AccountTable';
import { marketName } from '../trade/market/marketName';
import { downloadCsv } from './downloadCsv';
import { COLUMN_LABEL, TAB_LABEL } from './labels';
import { RECORD_KEY, recordColumns } from './recordColumns';
import { type FilterForm, emptyForm, filterOf, linkedView } from '../../core/markets/recordForm';
import { RecordFilters } from './RecordFilters';
import { eachRecordPage } from './recordsApi';
import { useRecordPages } from './useRecordPages';
import '../trade/account/account.css';
import './Records.css';


const MARKET_OF: Readonly<Record<RecordKind, 'spot' | 'futures' | null>> = {
  spotOrders: 'spot', spotFills: 'spot', futuresOrders: 'futures', futuresFills: 'futures', positions: 'futures', funding: 'futures', ledger: null,
};

function useSymbolMap(market: 'spot' | 'futures'): ReadonlyMap<string, SymbolInfo> {
  const { result } = useSymbols(market);
  return useMemo(() => new Map(result.state === 'ready' ? result.value.symbols.map((s) => [s.symbol, s]) : []), [result]);
}

/** The fee rate shows where the gateway records it (fills of a gateway that charges by tier); a column of dashes says nothing. */
function withoutFeeRate<T extends { readonly id: string }>(columns: readonly T[], records: readonly object[]): readonly T[] {
  return records.some((r) => 'feeRate' in r) ? columns : columns.filter((c) => c.id !== 'feeRate');
}

type Export = { readonly state: 'idle' } | { readonly state: 'running' } | { readonly state: 'done'; readonly count: number } | { readonly state: 'failed' };

function History({ kind, account, demo }: { kind: RecordKind; account: string; demo: boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const search = useSearch();
  const [form, setForm] = useState<FilterForm>(() => emptyForm(Date.now(), linkedView(new URLSearchParams(search)).status ?? ''));
  const spot = useSymbolMap('spot');
  const futures = useSymbolMap('futures');
  const market = MARKET_OF[kind];
  const checked = filterOf(kind, form);
  const filter = checked.ok ? checked.filter : null;
  const pages = useRecordPages(kind, filter ?? {}, filter ? account : `${account}|invalid`);
  const [exported, setExported] = useState<Export>({ state: 'idle' });
  const columns = useMemo(() => recordColumns(i18n, { spot, futures }), [i18n, spot, futures]);
  const symbols = useMemo(() => {
    const map = market === 'futures' ? futures : spot;
    return [...map.values()].map((s) => ({ symbol: s.symbol, name: marketName(t, s.market, s) })).sort((a, b) => a.name.localeCompare(b.name));
  }, [market, spot, futures, t]);
  const assets = useMemo(() => [...new Set([...spot.values()].flatMap((s) => [s.base, s.quote]))].sort(), [spot]);

  const exportCsv = async () => {
    if (!filter || exported.state === 'running') return;
    setExported({ state: 'running' });
    try {
      const lines = [csvHeader(kind, (id) => t(COLUMN_LABEL[id] ?? 'orders.type'))];
      await eachRecordPage(kind, filter, (records) => lines.push(...csvLines(kind, records)));
      downloadCsv(`${kind}-${demo ? 'demo-' : ''}${new Date().toISOString().slice(0, 10)}.csv`, csvFile(lines));
      setExported({ state: 'done', count: lines.length - 1 });
    } catch {
      setExported({ state: 'failed' });
    }
  };

  const { result } = pages;
  return (
    <div className="records-history" role="tabpanel" aria-labelledby={`records-tab-${kind}`} data-testid={`records-panel-${kind}`}>
      <RecordFilters kind={kind} form={form} onChange={(next) => { setForm(next); setExported({ state: 'idle' }); }} symbols={symbols} assets={assets}
        problem={checked.ok ? null : checked.problem} now={Date.now} />
      <div className="records-tools">
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={!filter} aria-busy={exported.state === 'running'} data-testid="records-export">
          {t(exported.state === 'running' ? 'records.exporting' : 'records.export')}
        </button>
        <p className="records-export-note" role="status" data-testid="records-export-status">
          {exported.state === 'done' ? t('records.exported', { count: exported.count }) : null}
          {exported.state === 'failed' ? <span className="records-problem">{t('records.exportFailed')}</span> : null}
        </p>
      </div>
      {!filter ? null : result.state === 'loading' ? (
        <p className="muted" role="status" data-testid="records-loading">{t('app.loading')}</p>
      ) : result.state === 'failed' ? (
        <div className="records-failed" role="alert" data-testid="records-failed">
          <p>{t('records.failed')}</p>
          <button type="button" className="button button--primary" onClick={pages.retry}>{t('error.retry')}</button>
        </div>
      ) : (
        <div className="acct" data-testid="records-table">
          {/* The columns, rows and key are of the same history; the union of histories hides that from the type checker. */}
          <AccountTable caption={t(TAB_LABEL[kind])} columns={withoutFeeRate<{ readonly id: string }>(columns[kind], result.value.records) as never} rows={result.value.records as never[]}
            rowKey={RECORD_KEY[kind] as (r: never) => string}
            empty={<span data-testid="records-empty">{t('records.empty')}</span>} />
        </div>
      )}
      {filter && (pages.newer || pages.older) ? (
        <nav className="records-pager" aria-label={t('records.page', { page: pages.number })}>
          <button type="button" className="button" disabled={!pages.newer} onClick={pages.newer ?? undefined} data-testid="records-newer">{t('records.newer')}</button>
          <span className="muted" data-testid="records-page">{t('records.page', { page: pages.number })}</span>
          <button type="button" className="button" disabled={!pages.older} onClick={pages.older ?? undefined} data-testid="records-older">{t('records.older')}</button>
        </nav>
      ) : null}
    </div>
  );
}

function Tabs({ current }: { current: RecordKind }) {
  const { t } = useI18n();
  return (
    <nav className="records-tabs" aria-label={t('records.tabs')}>
      {RECORD_KINDS.map((kind) => (
        <Link key={kind} id={`records-tab-${kind}`} href={recordsHref(kind)} className="records-tabs__tab" aria-current={kind === current ? 'page' : undefined} data-testid={`records-tab-${kind}`}>
          {t(TAB_LABEL[kind])}
        </Link>
      ))}
    </nav>
  );
}

export default function RecordsPage() {
  const { t } = useI18n();
  const session = useAtomValue(sessionAtom);
  const demo = useAtomValue(simulationAtom);
  const search = useSearch();
  const kind = linkedView(new URLSearchParams(search)).tab ?? 'spotOrders';
  usePageTitle(`${t(TAB_LABEL[kind])} · ${t('records.title')}`);
  return (
    <section className="page records" aria-labelledby="records-title">
      <h1 id="records-title">{t('records.title')}</h1>
      {session.status === 'signed-in' ? (
        <>
          <Tabs current={kind} />
          {/* A new tab, user or mode is a new history: its filter starts afresh. */}
          <History key={`${kind}|${session.user.userId}|${demo}`} kind={kind} account={`${session.user.userId}|${demo ? 'demo' : 'real'}`} demo={demo} />
        </>
      ) : null}
      {session.status === 'loading' ? <p className="muted" role="status">{t('app.loading')}</p> : null}
      {session.status === 'anonymous' ? <SignInPrompt message="records.signedOut" /> : null}
      {session.status === 'unconfirmed' ? <SessionUnconfirmed /> : null}
    </section>
  );
}
