// Closing a position from its row: at the market or at a price, the whole or a part (an amount, or
// 25/50/75/100 % of the size), with the PnL the whole would realise at the mark price now (fees
// aside), live while the dialog is open. The whole at the market is the position close call; the
// rest is a reduce-only close order (core/markets/positionClose.ts).
import { useId, useState } from 'react';
import { parseLocalDecimal, toLocalInput } from '../../../core/markets/localNumber';
import { type ClosePlan, checkClose, closeAmountForPercent } from '../../../core/markets/positionClose';
import type { OrderType } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { DecimalInput } from '../../../ui/DecimalInput';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';
import { problemText } from '../form/problemText';
import { marketName } from '../market/marketName';
import { Figure } from './AccountTable';
import { FailureNote } from './FailureNote';
import { amountText, priceText } from './figures';
import { PnlFigures } from './positionCells';
import type { PositionRow } from './positionRows';

const PERCENTS = [25, 50, 75, 100] as const;

export function ClosePositionContent({ row, titleId, onConfirm, onDismiss }: {
  row: PositionRow;
  titleId: string;
  onConfirm: (plan: ClosePlan) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t, bcp47 } = useI18n();
  const ids = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TradingFailure>(null);
  const [showProblems, setShowProblems] = useState(false);
  const { position, info } = row;
  const precision = info ?? { symbol: position.symbol, pricePrecision: 8, amountPrecision: 8 };
  const [type, setType] = useState<OrderType>('market');
  const [price, setPrice] = useState(() => toLocalInput(row.mark, bcp47));
  const [amount, setAmount] = useState(() => toLocalInput(closeAmountForPercent(position, precision, 100), bcp47));
  const canonical = (text: string) => (text.trim() ? (parseLocalDecimal(text, bcp47) ?? text) : '');
  const check = checkClose(position, precision, type, canonical(price), canonical(amount));
  const problemOf = (field: 'price' | 'amount') => {
    if (!showProblems || check.ok || !info) return null;
    const problem = check.problems.find((p) => p.field === field);
    return problem ? problemText(problem, info, { t, bcp47 }) : null;
  };
  const confirm = async () => {
    setShowProblems(true);
    if (!check.ok) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(check.plan);
      onDismiss();
    } catch (error) {
      setFailure(tradingFailure(error));
      setPending(false);
    }
  };
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setFailure(null);
  };
  // Isolated left to right, so "0.5 BTC" inside an Arabic sentence doesn't turn into "BTC 0.5".
  const isolate = (text: string) => `\u2066${amountText(text, info, bcp47)}${info ? ` ${info.base}` : ''}\u2069`;
  const size = isolate(position.size);
  const symbol = marketName(t, 'futures', info ?? position);
  const whole = check.ok && check.plan.kind === 'whole';
  const amountProblem = problemOf('amount');
  const priceProblem = problemOf('price');
  return (
    <form className="acct-tpsl" noValidate data-testid="close-position-form" onSubmit={(event) => {
      event.preventDefault();
      void confirm();
    }}>
      <h2 id={titleId}>{t('positions.closeTitle')}</h2>
      <div className="acct-segments" role="group" aria-label={t('order.type')}>
        {(['market', 'limit'] as const).map((kind) => (
          <button key={kind} type="button" aria-pressed={type === kind} data-testid={`close-type-${kind}`} onClick={() => {
            setType(kind);
            setFailure(null);
          }}>
            {t(kind === 'limit' ? 'order.type.limit' : 'order.type.market')}
          </button>
        ))}
      </div>
      {type === 'limit' ? (
        <div className="acct-field">
          <label className="field__label" htmlFor={`${ids}-price`}>{t('order.price', { quote: info?.quote ?? '' })}</label>
          <DecimalInput id={`${ids}-price`} className="acct-input" value={price} decimals={precision.pricePrecision} onValue={change(setPrice)}
            aria-invalid={priceProblem !== null} aria-describedby={priceProblem ? `${ids}-price-problem` : undefined} data-testid="close-price" />
          {priceProblem ? <p id={`${ids}-price-problem`} className="acct-field__problem">{priceProblem}</p> : null}
        </div>
      ) : null}
      <div className="acct-field">
        <label className="field__label" htmlFor={`${ids}-amount`}>{t('order.amount')}</label>
        <div className="acct-field__row">
          <DecimalInput id={`${ids}-amount`} className="acct-input" value={amount} decimals={precision.amountPrecision} onValue={change(setAmount)}
            aria-invalid={amountProblem !== null} aria-describedby={amountProblem ? `${ids}-amount-problem` : undefined} data-testid="close-amount" />
          {info ? <span className="acct-field__unit">{info.base}</span> : null}
        </div>
        {amountProblem ? <p id={`${ids}-amount-problem`} className="acct-field__problem">{amountProblem}</p> : null}
      </div>
      <div className="acct-segments" role="group" aria-label={t('positions.closeShare')}>
        {PERCENTS.map((p) => (
          <button key={p} type="button" data-testid={`close-percent-${p}`} onClick={() => change(setAmount)(toLocalInput(closeAmountForPercent(position, precision, p), bcp47))}>
            {`${p}%`}
          </button>
        ))}
      </div>
      <p>
        {whole
          ? t('positions.closeText', { side: position.posSide, symbol, size })
          : t('positions.closePartText', { side: position.posSide, symbol, size, amount: isolate(check.ok ? canonical(amount) : '0') })}
      </p>
      <dl className="acct-facts">
        <div>
          <dt>{t('positions.mark')}</dt>
          <dd><Figure>{priceText(row.mark, info, bcp47)}</Figure></dd>
        </div>
        {whole ? (
          <div>
            <dt>{t('positions.closeEstimate')}</dt>
            <dd><PnlFigures figures={row.figures} /></dd>
          </div>
        ) : null}
      </dl>
      <FailureNote failure={failure} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDismiss}>{t('positions.keep')}</button>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending} data-testid="close-position-confirm">
          {t(pending ? 'positions.closing' : whole ? 'positions.closeConfirm' : 'positions.closePlace')}
        </button>
      </div>
    </form>
  );
}
