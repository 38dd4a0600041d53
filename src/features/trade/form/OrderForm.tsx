// The order form: side, type, price and amount in the user's language and precision, amounts by
// share of the balance in the unit the base_trade_unit preference names, futures leverage and
// TP/SL, the exchange's own checks before anything is sent, and a confirmation unless the user
// turned it off.
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AccountState } from '../../../core/markets/accountState';
import { availableOf, positionOn, sideLeverage } from '../../../core/markets/accountState';
import { parseUnits } from '../../../core/markets/decimal';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { toLocalInput } from '../../../core/markets/localNumber';
import type { AmountUnit } from '../../../core/markets/orderAmounts';
import { DEFAULT_OPTIONS } from '../../../core/markets/orderOptions';
import { type DraftField, type DraftProblem, type DraftSummary, type DraftWithoutAmount, amountDecimals, amountForPercent, checkOrderDraft } from '../../../core/markets/orderDraft';
import { moneyDecimals } from '../../../core/markets/quotes';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import type { Balance, Order, OrderSide } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { type PageToast, pushToastAtom, sessionAtom, tradingPreferencesAtom, useAtom, useAtomValue, useSetAtom } from '../../../state/hooks';
import { DecimalInput } from '../../../ui/DecimalInput';
import { loginHref } from '../../auth/redirect';
import { useAccount, useAccountControls } from '../../markets/accountFeed';
import { AccountPending } from '../../markets/AccountPending';
import { SessionUnconfirmed } from '../../account/SessionUnconfirmed';
import { type OrderFields, placeOrder } from '../../markets/tradingApi';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';
import type { ConditionalKind } from '../../../core/markets/conditional';
import { ConditionalFields } from './ConditionalFields';
import { submitLabelOf } from './submitLabel';
import { FigureList, summaryRows } from './FigureList';
import { OrderOptions } from './OrderOptions';
import { OrderTypePicker } from './OrderTypePicker';
import { OrderConfirmDialog, type ConfirmStep } from './OrderConfirmDialog';
import { useKeptState } from '../../../ui/useKeptState';
import { DEFAULT_LEVERAGE, type FormValues, type MarketNow, draftOf, posSideOf } from './orderDraftInput';
import { useOwnRates } from '../../fees/useFees';
import { FuturesSettingsControls } from '../futures/FuturesSettingsControls';
import { problemText } from './problemText';
import './OrderForm.css';

/** A side chosen outside the form (a phone's Buy or Sell bar); a new object on every press. */
export interface ChosenSide {
  readonly side: OrderSide;
}

export interface PickedPrice {
  readonly price: string;
  /** Changes on every pick, so picking the same price twice still fills the field. */
  readonly at: number;
}

/** Another account's form on the same markets (the margin screen): its balances, its place call, its own choices. */
export interface FormVariant {
  /** Keeps its drafts apart from the spot form's. */
  readonly key: string;
  /** What the form checks and shares out in place of the spot wallet. */
  readonly balances: readonly Balance[];
  readonly place: (fields: OrderFields) => Promise<Order>;
  /** Shown under the order options. */
  readonly extra: ReactNode;
  readonly onPlaced: () => void;
}

const PERCENTS = [25, 50, 75, 100] as const;

function newClientOid(): string {
  return `web${crypto.randomUUID().replace(/-/g, '').slice(0, 29)}`;
}

function initialValues(): FormValues {
  return { side: 'buy', type: 'limit', tradeSide: 'open', price: '', amount: '', leverage: DEFAULT_LEVERAGE, takeProfit: '', stopLoss: '', options: DEFAULT_OPTIONS };
}

/** `side`: a side chosen on a phone's Buy or Sell bar, applied once per press; the form's own choice otherwise. */
export function OrderForm({ market, info, now, picked, side, variant }: {
  market: MarketKind; info: SymbolInfo; now: MarketNow; picked: PickedPrice | null; side?: ChosenSide | null; variant?: FormVariant;
}) {
  const { t } = useI18n();
  const session = useAtomValue(sessionAtom);
  const account = useAccount();
  if (session.status === 'unconfirmed') return <SessionUnconfirmed className="order-form__gate" />;
  if (session.status === 'loading') return <AccountPending failed={false} className="order-form__gate" />;
  if (session.status !== 'signed-in' || !account) return <SignedOutForm />;
  if (account.load !== 'ready') return <AccountPending failed={account.load === 'failed'} className="order-form__gate" />;
  return <ReadyForm key={`${market}:${info.symbol}`} market={market} info={info} now={now} picked={picked} side={side} account={account.state} label={t('trade.orderForm')} variant={variant} />;
}

/** Signing in or up from here comes back to this market, not the default one. */
function SignedOutForm() {
  const { t } = useI18n();
  const [path] = useLocation();
  return (
    <div className="order-form__gate">
      <p>{t('order.signedOut')}</p>
      <div className="actions">
        <Link className="button button--primary" href={loginHref(path)} data-testid="order-login">{t('order.login')}</Link>
        <Link className="button" href={loginHref(path, '/register')} data-testid="order-register">{t('order.register')}</Link>
      </div>
      <Link href="/vip/vipIntroduce" className="order-form__fees-link" data-testid="order-fees-link">{t('order.feesLink')}</Link>
    </div>
  );
}

function ReadyForm({ market, info, now, picked, side, account: held, label, variant }: {
  market: MarketKind; info: SymbolInfo; now: MarketNow; picked: PickedPrice | null; side: ChosenSide | null | undefined; account: AccountState; label: string;
  variant: FormVariant | undefined;
}) {
  const { t, bcp47 } = useI18n();
  const [prefs, setPrefs] = useAtom(tradingPreferencesAtom);
  const pushToast = useSetAtom(pushToastAtom);
  const { echo } = useAccountControls();
  const variantBalances = variant?.balances;
  const account = useMemo(() => (variantBalances ? { ...held, balances: { ...held.balances, spot: variantBalances } } : held), [held, variantBalances]);
  const draftKey = `order-form:${variant?.key ?? market}:${info.symbol}`;
  const [values, setValues] = useKeptState<FormValues>(`${draftKey}:values`, initialValues);
  // A side chosen on the phone's Buy/Sell bar applies once per press, over what was kept.
  const [appliedSide, setAppliedSide] = useKeptState<ChosenSide | null>(`${draftKey}:side`, () => null);
  if (side && side !== appliedSide) {
    setAppliedSide(side);
    // As the form's own side buttons do: an amount meant for the other side is not carried over.
    setValues((v) => (v.side === side.side ? v : { ...v, side: side.side, amount: '' }));
  }
  const [conditional, setConditional] = useKeptState<ConditionalKind | null>(`${draftKey}:conditional`, () => null);
  const [showAll, setShowAll] = useState(false);
  const [showTpsl, setShowTpsl] = useState(false);
  const [step, setStep] = useState<ConfirmStep | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<TradingFailure>(null);
  const ids = useId();
  const futures = market === 'futures';
  const unit: AmountUnit = !futures && prefs.base_trade_unit === 2 ? 1 : prefs.base_trade_unit;
  const set = (change: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setFailure(null);
  };

  // The first price shown is the last trade's, as on every exchange; later ticks never overwrite
  // what the user typed. A price picked in the book replaces it. Both adjust state while rendering
  // (React's pattern for state that follows a prop), not in an effect.
  // A pick made before the form was on screen counts too: on a phone, choosing a price in the
  // book's tab is what brings the form's tab up.
  const last = now.ticker?.last;
  const [priceSource, setPriceSource] = useKeptState<{ filled: boolean; picked: PickedPrice | null }>(`${draftKey}:price`, () => ({ filled: false, picked: null }));
  if (picked !== priceSource.picked && picked) {
    setPriceSource({ filled: true, picked });
    setValues((v) => ({ ...v, type: 'limit', price: toLocalInput(picked.price, bcp47) }));
  } else if (!priceSource.filled && last) {
    setPriceSource({ filled: true, picked: priceSource.picked });
    setValues((v) => (v.price ? v : { ...v, price: toLocalInput(last, bcp47) }));
  }

  // The book that had focus may be gone (a phone shows the form in its place): the price field
  // takes the focus rather than the page's body. Where the book stays, focus stays on it.
  useEffect(() => {
    if (picked && (document.activeElement === null || document.activeElement === document.body)) document.getElementById(`${ids}-price`)?.focus();
  }, [picked, ids]);

  const posSide = posSideOf(values.side, values.tradeSide);
  const lockedLeverage = futures ? sideLeverage(account, info.symbol, posSide) : null;
  const leverage = lockedLeverage ?? values.leverage;
  const effective = { ...values, leverage };
  // The fee estimate and a futures opening's hold use the user's own rates (their VIP tier's).
  const priced = useOwnRates(info);
  const draft = useMemo(() => draftOf(priced, effective, unit, now, account, bcp47),
    // The draft depends on every field of `effective`; listing them keeps it from recomputing per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [priced, values, leverage, unit, now, account, bcp47]);
  const result = draft ? checkOrderDraft(draft) : null;
  const problems: readonly DraftProblem[] = result && !result.ok ? result.problems : [];
  const problemOf = (field: DraftField) => {
    const problem = problems.find((p) => p.field === field);
    if (!problem) return null;
    if (problem.reason === 'required' && !showAll) return null;
    return problemText(problem, info, { t, bcp47 });
  };
  const summary = result?.summary ?? null;
  const decimals = amountDecimals(info, market, unit);

  const fillPercent = (percent: number) => {
    if (!draft) return;
    const { amount: _amount, ...withoutAmount } = draft;
    void _amount;
    const amount = amountForPercent(percent, withoutAmount as DraftWithoutAmount);
    set({ amount: amount ? toLocalInput(amount, bcp47) : '' });
  };

  const opposite = futures && values.tradeSide === 'open' ? positionOn(account, info.symbol, posSide === 'long' ? 'short' : 'long') : null;

  const submit = () => {
    if (sending) return;
    setShowAll(true);
    if (!result || !result.ok) return;
    if (opposite && !prefs.not_reverse_tip) setStep({ kind: 'reverse', held: opposite.posSide });
    else if (!prefs.not_order_confirm_tip) setStep({ kind: 'confirm' });
    else void send();
  };

  const send = async () => {
    if (!result || !result.ok) return;
    setStep(null);
    setSending(true);
    setFailure(null);
    try {
      const fields = { ...result.fields, clientOid: newClientOid() };
      const order: Order = variant ? await variant.place(fields) : await placeOrder(market, fields);
      if (variant) variant.onPlaced();
      else echo(order);
      pushToast(placedNotice(order, info, bcp47));
      setValues((v) => ({ ...v, amount: '', takeProfit: '', stopLoss: '' }));
      setShowAll(false);
    } catch (error) {
      setFailure(tradingFailure(error));
    } finally {
      setSending(false);
    }
  };

  const submitLabel = submitLabelOf(futures, values.tradeSide, values.side);
  const availableText = futures
    ? (values.tradeSide === 'close'
      ? `${formatDecimalText(draft && draft.market === 'futures' && draft.tradeSide === 'close' ? draft.closable : '0', bcp47)} ${info.base}`
      : `${formatDecimalText(availableOf(account.balances.futures, info.quote), bcp47, { decimals: moneyDecimals(info.quote) })} ${info.quote}`)
    : (values.side === 'buy'
      ? `${formatDecimalText(availableOf(account.balances.spot, info.quote), bcp47, { decimals: moneyDecimals(info.quote) })} ${info.quote}`
      : `${formatDecimalText(availableOf(account.balances.spot, info.base), bcp47, { decimals: info.amountPrecision, truncate: true })} ${info.base}`);
  const unitOptions: ReadonlyArray<readonly [AmountUnit, string]> = futures
    ? [[0, info.base], [1, t('order.unit.margin', { quote: info.quote })], [2, t('order.unit.value', { quote: info.quote })]]
    : [[0, info.base], [1, info.quote]];

  const field = (name: DraftField, id: string, labelText: string, input: React.ReactNode) => {
    const problem = problemOf(name);
    return (
      <div className={`order-form__field${problem ? ' order-form__field--invalid' : ''}`}>
        <label htmlFor={id}>{labelText}</label>
        {input}
        {problem ? <p id={`${id}-problem`} className="order-form__problem" data-testid={`problem-${name}`}>{problem}</p> : null}
      </div>
    );
  };

  const choices = (
    <>
      {futures ? (
        <div className="order-form__switch" role="group" aria-label={t('order.tradeSide')}>
          {(['open', 'close'] as const).map((ts) => (
            <button key={ts} type="button" aria-pressed={values.tradeSide === ts} onClick={() => set({ tradeSide: ts, amount: '' })}>
              {t(ts === 'open' ? 'order.tradeSide.open' : 'order.tradeSide.close')}
            </button>
          ))}
        </div>
      ) : null}
      <div className="order-form__sides" role="group" aria-label={t('order.side')}>
        {(['buy', 'sell'] as const).map((side) => (
          <button key={side} type="button" className={`order-form__side order-form__side--${side}`} aria-pressed={(conditional === 'tpsl' ? 'sell' : values.side) === side}
            onClick={() => set({ side, amount: '' })}>
            {t(futures ? (side === 'buy' ? (values.tradeSide === 'open' ? 'order.side.long' : 'order.side.closeShort') : (values.tradeSide === 'open' ? 'order.side.short' : 'order.side.closeLong')) : (side === 'buy' ? 'order.side.buy' : 'order.side.sell'))}
          </button>
        ))}
      </div>
      <OrderTypePicker market={market} type={values.type} conditional={conditional} conditionals={!variant} onConditional={setConditional} onType={(type) => {
        setConditional(null);
        set({ type });
      }} />
    </>
  );
  // A conditional type has its own fields and submit (ConditionalFields); the rows above stay shared.
  if (conditional) {
    return <ConditionalFields market={market} info={info} now={now} account={account} kind={conditional} side={values.side} tradeSide={values.tradeSide} label={label} choices={choices} />;
  }

  return (
    <form
      className={`order-form order-form--${values.side}`}
      aria-label={label}
      data-testid="order-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {choices}
      {futures && values.tradeSide === 'open' ? (
        <div className="order-form__field">
          <label htmlFor={`${ids}-leverage`}>{t('order.leverage')}</label>
          <FuturesSettingsControls id={`${ids}-leverage`} info={info} leverage={leverage} onLeverage={(l) => set({ leverage: l })} />
        </div>
      ) : null}
      {values.type === 'limit'
        ? field('price', `${ids}-price`, t('order.price', { quote: info.quote }),
          <DecimalInput id={`${ids}-price`} name="price" value={values.price} decimals={info.pricePrecision} onValue={(price) => set({ price })}
            aria-invalid={problemOf('price') ? true : undefined} aria-describedby={problemOf('price') ? `${ids}-price-problem` : undefined} />)
        : <p className="order-form__market-price">{t('order.marketPrice')}</p>}
      {field('amount', `${ids}-amount`, t('order.amount'), (
        <div className="order-form__amount">
          <DecimalInput id={`${ids}-amount`} name="amount" value={values.amount} decimals={decimals} onValue={(amount) => set({ amount })}
            aria-invalid={problemOf('amount') ? true : undefined} aria-describedby={problemOf('amount') ? `${ids}-amount-problem` : undefined} />
          <select aria-label={t('order.unit')} value={unit} onChange={(e) => {
            setPrefs({ base_trade_unit: Number(e.target.value) as AmountUnit });
            set({ amount: '' });
          }}>
            {unitOptions.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
          </select>
        </div>
      ))}
      <div className="order-form__percents" role="group" aria-label={t('order.percentOfAvailable')}>
        {PERCENTS.map((p) => <button key={p} type="button" onClick={() => fillPercent(p)}>{`${p}%`}</button>)}
      </div>
      <p className="order-form__available">
        <span>{t(futures && values.tradeSide === 'close' ? 'order.closable' : 'order.available')}</span>
        <span dir="ltr" data-testid="order-available">{availableText}</span>
      </p>
      <OrderOptions type={values.type} closing={values.tradeSide === 'close'} futures={futures} value={values.options}
        onChange={(change) => set({ options: { ...values.options, ...change } })} />
      {variant?.extra}
      {futures && values.tradeSide === 'open' ? (
        <fieldset className="order-form__tpsl">
          <label className="field--inline">
            <input type="checkbox" checked={showTpsl} onChange={(e) => {
              setShowTpsl(e.target.checked);
              if (!e.target.checked) set({ takeProfit: '', stopLoss: '' });
            }} />
            <span>{t('order.tpsl')}</span>
          </label>
          {showTpsl && !prefs.not_pre_tpsl_tip ? (
            <div className="order-form__tip" role="note">
              <p>{t('order.tip.preTpsl')}</p>
              <button type="button" className="button" onClick={() => setPrefs({ not_pre_tpsl_tip: true })}>{t('order.tip.dontShow')}</button>
            </div>
          ) : null}
          {showTpsl ? (
            <>
              {field('takeProfit', `${ids}-tp`, t('order.takeProfit', { quote: info.quote }),
                <DecimalInput id={`${ids}-tp`} name="takeProfit" value={values.takeProfit} decimals={info.pricePrecision} onValue={(takeProfit) => set({ takeProfit })} />)}
              {field('stopLoss', `${ids}-sl`, t('order.stopLoss', { quote: info.quote }),
                <DecimalInput id={`${ids}-sl`} name="stopLoss" value={values.stopLoss} decimals={info.pricePrecision} onValue={(stopLoss) => set({ stopLoss })} />)}
            </>
          ) : null}
        </fieldset>
      ) : null}
      {problemOf('symbol') ? <p className="order-form__problem" role="alert">{problemOf('symbol')}</p> : null}
      {problemOf('leverage') ? <p className="order-form__problem">{problemOf('leverage')}</p> : null}
      <OrderSummary info={info} summary={summary} />
      <div role="alert" className="order-form__failure">
        {failure ? <p data-testid="order-failure" dir="auto">{'text' in failure ? failure.text : t(failure.id, failure.values)}</p> : null}
      </div>
      {/* aria-disabled, not disabled: a disabled button loses focus, and the dialog gives it back to this button. */}
      <button type="submit" className={`button order-form__submit order-form__submit--${values.side}`} aria-disabled={sending || undefined} data-testid="order-submit">
        {sending ? t('order.sending') : t(submitLabel, { base: info.base })}
      </button>
      <label className="field--inline order-form__confirm-setting">
        <input type="checkbox" checked={!prefs.not_order_confirm_tip} onChange={(e) => setPrefs({ not_order_confirm_tip: !e.target.checked })} />
        <span>{t('order.confirmSetting')}</span>
      </label>
      <OrderConfirmDialog
        step={step}
        info={info}
        market={market}
        values={effective}
        summary={summary}
        submitLabel={t(submitLabel, { base: info.base })}
        onCancel={() => setStep(null)}
        onReverseSeen={(dontShow) => {
          if (dontShow) setPrefs({ not_reverse_tip: true });
          if (!prefs.not_order_confirm_tip) setStep({ kind: 'confirm' });
          else void send();
        }}
        onConfirm={(dontAsk) => {
          if (dontAsk) setPrefs({ not_order_confirm_tip: true });
          void send();
        }}
      />
    </form>
  );
}

/** What the form says once the gateway took the order: an IOC (or market) order that ended at once says what filled and that the rest was canceled. */
function placedNotice(order: Order, info: SymbolInfo, bcp47: string): PageToast {
  if (order.status !== 'canceled') return { id: order.status === 'filled' ? 'order.filled' : 'order.placed' };
  return (parseUnits(order.filledAmount, info.amountPrecision) ?? 0n) === 0n
    ? { id: 'order.nothingFilled' }
    : { id: 'order.restCanceled', values: { filled: formatDecimalText(order.filledAmount, bcp47), base: info.base } };
}

function OrderSummary({ info, summary }: { info: SymbolInfo; summary: DraftSummary | null }) {
  const { bcp47 } = useI18n();
  return summary ? <FigureList className="order-form__summary" rows={summaryRows(summary, info, bcp47)} /> : null;
}
