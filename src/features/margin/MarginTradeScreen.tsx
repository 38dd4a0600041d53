// /trade-margin/:symbol: the spot screen's chart, book and trades (TradeScreen), with the margin
// account in place of the spot one: the cross or isolated account's level, coins and debts,
// transfer, borrow and repay, the order form on the margin account with its side effect, and the
// margin orders and loans.
import { useCallback, useMemo, useState } from 'react';
import { marginPath } from '../../app/paths';
import { orderBalances } from '../../core/margin/amounts';
import { accountFor } from '../../core/margin/risk';
import {
  type MarginAccount, type MarginAccountMode, type MarginOrder, type SideEffect, CROSS_MAX_LEVERAGE, ISOLATED_MAX_LEVERAGE, MARGIN_ACCOUNT_MODES, SIDE_EFFECTS,
} from '../../core/margin/wire';
import type { SymbolInfo } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { useKeptState } from '../../ui/useKeptState';
import { useLoad } from '../../ui/useLoad';
import { type FormVariant, OrderForm } from '../trade/form/OrderForm';
import TradeScreen, { type TradeSlots } from '../trade/TradeScreen';
import { MarginActionDialog, type MarginAction, type MarginActionRequest } from './MarginActionDialog';
import { type MarginTarget, fetchMarginRates, fetchMaxBorrowable, placeMarginOrder } from './marginApi';
import { MarginLevel } from './MarginLevel';
import { MarginTradePanel } from './MarginTradePanel';
import { type MarginView, useMargin, useMarginRefresh } from './marginStore';
import { MarginStatus } from './MarginStatus';
import './margin.css';

const NO_ORDERS: readonly MarginOrder[] = [];

export const MODE_LABEL: Readonly<Record<MarginAccountMode, MessageId>> = { cross: 'margin.mode.cross', isolated: 'margin.mode.isolated' };
const EFFECT_LABEL: Readonly<Record<SideEffect, MessageId>> = {
  normal: 'margin.effect.normal', auto_borrow: 'margin.effect.autoBorrow', auto_repay: 'margin.effect.autoRepay',
};

export default function MarginTradeScreen({ info, symbols }: { info: SymbolInfo; symbols: readonly SymbolInfo[] }) {
  const session = useAtomValue(sessionAtom);
  const signedIn = session.status === 'signed-in';
  const margin = useMargin(signedIn);
  const refresh = useMarginRefresh();
  const [mode, setMode] = useKeptState<MarginAccountMode>('margin-trade:mode', () => 'cross');
  const [sideEffect, setSideEffect] = useKeptState<SideEffect>('margin-trade:side-effect', () => 'normal');
  const [request, setRequest] = useState<MarginActionRequest | null>(null);
  const target: MarginTarget = useMemo(() => ({ mode, symbol: info.symbol }), [mode, info.symbol]);
  const account = margin?.data ? accountFor(margin.data.accounts, mode, info.symbol) : null;
  const coins = useMemo(() => [info.quote, info.base], [info.quote, info.base]);
  // A pair the exchange does not open to margin keeps its chart and book, but offers no margin action.
  const { result: rates } = useLoad(fetchMarginRates, 'margin-rates');
  const closed = rates.state === 'ready' && !rates.value.symbols.includes(info.symbol);

  // What auto-borrow may add: asked again whenever the account's figures change.
  const { result: borrowable } = useLoad(async () => {
    if (!signedIn) return {};
    const answers = await Promise.all(coins.map((coin) => fetchMaxBorrowable(target, coin)));
    return Object.fromEntries(answers.map((a) => [a.asset, a.max]));
  }, `${signedIn}:${mode}:${info.symbol}:${account?.totalAsset ?? ''}:${account?.totalDebt ?? ''}`);
  const maxima = borrowable.state === 'ready' ? borrowable.value : null;

  const open = useCallback((action: MarginAction, coin: string) => setRequest({ action, target, coins, coin }), [target, coins]);
  const balances = useMemo(() => orderBalances(account, sideEffect, maxima ?? {}), [account, sideEffect, maxima]);
  const variant: FormVariant = useMemo(() => ({
    key: `margin-${mode}`,
    balances,
    place: (fields) => placeMarginOrder(target, sideEffect, fields),
    extra: <SideEffectChoice value={sideEffect} onChange={setSideEffect} />,
    onPlaced: refresh,
  }), [mode, balances, target, sideEffect, setSideEffect, refresh]);
  const form = useCallback<TradeSlots['form']>((now, picked, side) => (closed
    ? <NotOpen />
    : <OrderForm market="spot" info={info} now={now} picked={picked} side={side} variant={variant} />), [info, variant, closed]);

  const slots: TradeSlots = {
    hrefFor: marginPath,
    head: closed ? <NotOpen /> : <MarginHead mode={mode} onMode={setMode} account={account} margin={margin} signedIn={signedIn} onAction={(action) => open(action, info.quote)} />,
    form,
    chartOrders: margin?.data?.orders ?? NO_ORDERS,
    orders: <MarginTradePanel margin={margin} account={account} symbols={symbols} onRepay={(coin) => open('repay', coin)} onChanged={refresh} />,
  };
  return (
    <>
      <TradeScreen market="spot" info={info} symbols={symbols} slots={slots} />
      <MarginActionDialog request={request} account={account} onClose={() => setRequest(null)} onDone={() => { setRequest(null); refresh(); }} />
    </>
  );
}

function MarginHead({ mode, onMode, account, margin, signedIn, onAction }: {
  mode: MarginAccountMode; onMode: (mode: MarginAccountMode) => void; account: MarginAccount | null; margin: MarginView | null; signedIn: boolean;
  onAction: (action: MarginAction) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="margin-head" data-testid="margin-head">
      <div className="margin-switch" role="group" aria-label={t('margin.mode')}>
        {MARGIN_ACCOUNT_MODES.map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => onMode(m)} data-testid={`margin-mode-${m}`}>
            {t(MODE_LABEL[m])}{' '}<span className="muted">{`${m === 'cross' ? CROSS_MAX_LEVERAGE : ISOLATED_MAX_LEVERAGE}x`}</span>
          </button>
        ))}
      </div>
      {signedIn ? (
        <>
          {margin?.data ? <MarginLevel account={account} /> : null}
          <div className="margin-head__actions">
            <button type="button" className="button" onClick={() => onAction('transferIn')} data-testid="margin-open-transfer">{t('margin.action.transferIn')}</button>
            <button type="button" className="button" onClick={() => onAction('borrow')} data-testid="margin-open-borrow">{t('margin.action.borrow')}</button>
            <button type="button" className="button" onClick={() => onAction('repay')} data-testid="margin-open-repay">{t('margin.action.repay')}</button>
          </div>
          <MarginStatus margin={margin} />
        </>
      ) : null}
    </div>
  );
}

function NotOpen() {
  const { t } = useI18n();
  return <p className="margin-status" role="status" data-testid="margin-not-open">{t('margin.error.notAvailable')}</p>;
}

function SideEffectChoice({ value, onChange }: { value: SideEffect; onChange: (value: SideEffect) => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="margin-effect" data-testid="margin-side-effect">
      <legend>{t('margin.effect')}</legend>
      {SIDE_EFFECTS.map((effect) => (
        <label key={effect} className="field--inline">
          <input type="radio" name="margin-side-effect" value={effect} checked={value === effect} onChange={() => onChange(effect)} data-testid={`margin-effect-${effect}`} />
          <span>{t(EFFECT_LABEL[effect])}</span>
        </label>
      ))}
    </fieldset>
  );
}
