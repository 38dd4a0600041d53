// /asset/margin: the cross margin account and each isolated one, valued in the display currency,
// with transfer in and out, borrow and repay; a pair without an isolated account yet can be opened
// by moving coins into it.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { DEFAULT_MARGIN_PATH } from '../../app/paths';
import type { MarginAccountMode } from '../../core/margin/wire';
import { useI18n } from '../../i18n/intl';
import { useLoad } from '../../ui/useLoad';
import { MarginAccountCard } from '../margin/MarginAccountCard';
import { MarginActionDialog, type MarginAction, type MarginActionRequest } from '../margin/MarginActionDialog';
import { fetchMarginRates } from '../margin/marginApi';
import { MarginStatus } from '../margin/MarginStatus';
import { useMargin, useMarginRefresh } from '../margin/marginStore';
import { MARGIN_ORDERS_PATH, MARGIN_RECORDS_PATH } from '../margin/paths';
import { useSymbols } from '../markets/useSymbols';
import '../margin/margin.css';

export function MarginView() {
  const { t } = useI18n();
  const margin = useMargin();
  const refresh = useMarginRefresh();
  const { result: rates } = useLoad(fetchMarginRates, 'margin-rates');
  const { result: symbolList } = useSymbols('spot');
  const [request, setRequest] = useState<MarginActionRequest | null>(null);
  const [newPair, setNewPair] = useState('');
  const pairs = useMemo(() => new Map(symbolList.state === 'ready' ? symbolList.value.symbols.map((s) => [s.symbol, s]) : []), [symbolList]);
  const crossCoins = rates.state === 'ready' ? rates.value.rates.map((r) => r.asset) : ['USDT'];
  const openPairs = rates.state === 'ready' ? rates.value.symbols : [];

  const coinsOf = (mode: MarginAccountMode, symbol: string | null): string[] => {
    if (mode === 'cross') return crossCoins;
    const info = symbol ? pairs.get(symbol) : undefined;
    return info ? [info.quote, info.base] : [];
  };
  const act = (mode: MarginAccountMode, symbol: string | null) => (action: MarginAction, coin?: string) => {
    const coins = coinsOf(mode, symbol);
    if (coins.length === 0) return;
    setRequest({ action, target: { mode, symbol: symbol ?? '' }, coins, coin: coin ?? (coins.includes('USDT') ? 'USDT' : coins[0] as string) });
  };
  const accountOfRequest = request && margin?.data
    ? (request.target.mode === 'cross' ? margin.data.accounts.cross : margin.data.accounts.isolated.find((a) => a.symbol === request.target.symbol) ?? null)
    : null;

  const data = margin?.data;
  const isolatedShown = new Set(data?.accounts.isolated.map((a) => a.symbol) ?? []);
  const choices = openPairs.filter((s) => !isolatedShown.has(s));
  return (
    <div className="margin-page" data-testid="margin-view">
      <MarginStatus margin={margin} />
      {data ? (
        <>
          <MarginAccountCard account={data.accounts.cross} title={t('margin.mode.cross')} onAction={act('cross', null)} />
          {data.accounts.isolated.map((account) => (
            <MarginAccountCard key={account.symbol} account={account} title={t('margin.mode.isolatedPair', { symbol: account.symbol ?? '' })}
              onAction={act('isolated', account.symbol)} />
          ))}
          <section className="margin-card" aria-labelledby="margin-new-isolated">
            <h2 id="margin-new-isolated" className="margin-card__head">{t('margin.isolated.new')}</h2>
            <div className="margin-filters">
              <label>
                {t('margin.isolated.pair')}
                <select value={newPair} onChange={(e) => setNewPair(e.target.value)} data-testid="margin-new-pair">
                  <option value="" disabled>{t('margin.isolated.choose')}</option>
                  {choices.map((s) => <option key={s} value={s}>{s}</option>)}
                </select>
              </label>
              <button type="button" className="button" disabled={!newPair} onClick={() => act('isolated', newPair)('transferIn')} data-testid="margin-new-transfer">
                {t('margin.action.transferIn')}
              </button>
            </div>
          </section>
        </>
      ) : null}
      <div className="asset-actions">
        <Link href={DEFAULT_MARGIN_PATH} className="button">{t('margin.trade')}</Link>
        <Link href={MARGIN_ORDERS_PATH} className="button">{t('margin.orders.title')}</Link>
        <Link href={MARGIN_RECORDS_PATH} className="button">{t('margin.records.title')}</Link>
      </div>
      <MarginActionDialog request={request} account={accountOfRequest} onClose={() => setRequest(null)} onDone={() => { setRequest(null); refresh(); }} />
    </div>
  );
}
