// The order form for a conditional type: its trigger fields (core/markets/conditionalDraft.ts says
// which, and checks them as the gateway will), the price it watches on futures, the amount, and
// its own submit. The side and type rows come from the order form, so both forms read alike.
import { type ReactNode, useId, useState } from 'react';
import type { AccountState } from '../../../core/markets/accountState';
import { availableOf } from '../../../core/markets/accountState';
import type { ConditionalKind, TriggerBy } from '../../../core/markets/conditional';
import { checkConditionalDraft, FIELDS_OF, type ConditionalField, type ConditionalProblem } from '../../../core/markets/conditionalDraft';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { parseLocalDecimal } from '../../../core/markets/localNumber';
import type { MarketKind, SymbolInfo } from '../../../core/markets/symbols';
import type { OrderSide, TradeSide } from '../../../core/markets/trading';
import { type I18n, useI18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';
import { pushToastAtom, useSetAtom } from '../../../state/hooks';
import { DecimalInput } from '../../../ui/DecimalInput';
import { useKeptState } from '../../../ui/useKeptState';
import { placeConditional } from '../../markets/conditionalApi';
import { conditionalChanged } from '../../markets/conditionalFeed';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';
import type { MarketNow } from './orderDraftInput';
import { submitLabelOf } from './submitLabel';

type Texts = Readonly<Record<ConditionalField, string>> & { readonly triggerBy: TriggerBy };
const EMPTY: Texts = { triggerPrice: '', price: '', stopPrice: '', takeProfit: '', stopLoss: '', callbackRate: '', activationPrice: '', amount: '', triggerBy: 'last' };

const REASON_TEXT: Readonly<Record<Exclude<ConditionalProblem['reason'], 'belowMinAmount'>, MessageId>> = {
  required: 'order.problem.required',
  invalid: 'order.problem.invalid',
  tooPrecise: 'order.problem.tooPrecise',
  notPositive: 'order.problem.notPositive',
  wrongSide: 'trading.error.triggerWrongSide',
  callbackRange: 'trading.error.callbackRateInvalid',
  inconsistent: 'trading.error.ocoPricesInvalid',
};

function labelOf(field: ConditionalField, info: SymbolInfo, t: I18n['t']): string {
  const quote = info.quote;
  switch (field) {
    case 'triggerPrice': return t('order.cond.triggerPrice', { quote });
    case 'price': return t('order.cond.limitPrice', { quote });
    case 'stopPrice': return t('order.cond.stopLimitPrice', { quote });
    case 'takeProfit': return t('order.takeProfit', { quote });
    case 'stopLoss': return t('order.stopLoss', { quote });
    case 'callbackRate': return t('order.cond.callbackRate');
    case 'activationPrice': return t('order.cond.activationPrice', { quote });
    case 'amount': return `${t('order.amount')} (${info.base})`;
  }
}

export function ConditionalFields({ market, info, now, account, kind, side, tradeSide, label, choices }: {
  market: MarketKind; info: SymbolInfo; now: MarketNow; account: AccountState; kind: ConditionalKind; side: OrderSide; tradeSide: TradeSide;
  label: string;
  /** The order form's side and type rows. */
  choices: ReactNode;
}) {
  const { t, bcp47 } = useI18n();
  const ids = useId();
  const pushToast = useSetAtom(pushToastAtom);
  const [texts, setTexts] = useKeptState<Texts>(`order-form:${market}:${info.symbol}:conditionalFields`, () => EMPTY);
  const [showAll, setShowAll] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<TradingFailure>(null);
  const futures = market === 'futures';
  // A TP/SL sells a coin held, whichever side was chosen before.
  const orderSide: OrderSide = kind === 'tpsl' ? 'sell' : side;
  const set = (change: Partial<Texts>) => {
    setTexts((v) => ({ ...v, ...change }));
    setFailure(null);
  };
  const canonical = (text: string) => (text.trim() ? parseLocalDecimal(text, bcp47) ?? text : '');
  const fields = FIELDS_OF[kind];
  const result = checkConditionalDraft({
    market, symbol: info, kind, side: orderSide, tradeSide: futures ? tradeSide : null, triggerBy: futures ? texts.triggerBy : 'last',
    values: Object.fromEntries(fields.map((f) => [f, f === 'callbackRate' ? texts[f].replace(',', '.') : canonical(texts[f])])),
    last: now.ticker?.last ?? null, mark: now.ticker?.markPrice ?? null,
  });
  const problems = result.ok ? [] : result.problems;
  const problemOf = (field: ConditionalField): string | null => {
    const problem = problems.find((p) => p.field === field);
    if (!problem || (problem.reason === 'required' && !showAll)) return null;
    if (problem.reason === 'belowMinAmount') return t('order.problem.belowMinAmount', { min: formatDecimalText(info.minAmount, bcp47), base: info.base });
    return t(REASON_TEXT[problem.reason]);
  };

  const submit = async () => {
    if (sending) return;
    setShowAll(true);
    if (!result.ok) return;
    setSending(true);
    setFailure(null);
    try {
      await placeConditional(result.fields);
      conditionalChanged();
      pushToast({ id: 'order.cond.placed' });
      set({ amount: '' });
      setShowAll(false);
    } catch (error) {
      setFailure(tradingFailure(error));
    } finally {
      setSending(false);
    }
  };

  const submitLabel = submitLabelOf(futures, tradeSide, orderSide);
  const available = futures
    ? `${formatDecimalText(availableOf(account.balances.futures, info.quote), bcp47, { decimals: 2 })} ${info.quote}`
    : orderSide === 'buy'
      ? `${formatDecimalText(availableOf(account.balances.spot, info.quote), bcp47, { decimals: 2 })} ${info.quote}`
      : `${formatDecimalText(availableOf(account.balances.spot, info.base), bcp47, { decimals: info.amountPrecision })} ${info.base}`;

  return (
    <form className={`order-form order-form--${orderSide}`} aria-label={label} data-testid="order-form" data-kind={kind} noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}>
      {choices}
      {futures ? (
        <div className="order-form__field">
          <span className="order-form__label" id={`${ids}-by`}>{t('order.cond.triggerBy')}</span>
          <div className="order-form__trigger-by" role="group" aria-labelledby={`${ids}-by`}>
            {(['last', 'mark'] as const).map((by) => (
              <button key={by} type="button" aria-pressed={texts.triggerBy === by} onClick={() => set({ triggerBy: by })}>
                {t(by === 'last' ? 'order.cond.last' : 'order.cond.mark')}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {fields.map((field) => {
        const id = `${ids}-${field}`;
        const problem = problemOf(field);
        return (
          <div key={field} className={`order-form__field${problem ? ' order-form__field--invalid' : ''}`}>
            <label htmlFor={id}>{labelOf(field, info, t)}</label>
            <DecimalInput id={id} name={field} value={texts[field]} onValue={(text) => set({ [field]: text })}
              decimals={field === 'amount' ? info.amountPrecision : field === 'callbackRate' ? 2 : info.pricePrecision}
              aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
            {problem ? <p id={`${id}-problem`} className="order-form__problem" data-testid={`problem-${field}`}>{problem}</p> : null}
          </div>
        );
      })}
      <p className="order-form__available">
        <span>{t('order.available')}</span>
        <span dir="ltr" data-testid="order-available">{available}</span>
      </p>
      <p className="order-form__hint">{t(kind === 'oco' || kind === 'tpsl' ? 'order.cond.fundsHeld' : 'order.cond.fundsChecked')}</p>
      <div role="alert" className="order-form__failure">
        {failure ? <p data-testid="order-failure" dir="auto">{'text' in failure ? failure.text : t(failure.id, failure.values)}</p> : null}
      </div>
      <button type="submit" className={`button order-form__submit order-form__submit--${orderSide}`} aria-disabled={sending || undefined} data-testid="order-submit">
        {sending ? t('order.sending') : t(submitLabel, { base: info.base })}
      </button>
    </form>
  );
}
