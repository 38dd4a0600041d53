// Transfer in or out, borrow and repay on one margin account: the coin, the amount typed the
// language's way, the maximum the gateway allows (and for borrowing the hourly rate and what an
// hour would charge), and the gateway's refusals in the page's own words, here in the dialog.
import { type FormEvent, useId, useState } from 'react';
import { ASSET_DECIMALS, parseUnits } from '../../core/markets/decimal';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { toLocalInput } from '../../core/markets/localNumber';
import { assetOf, debtOf, hourlyInterest, maxRepay, ratePercent } from '../../core/margin/amounts';
import type { MarginAccount } from '../../core/margin/wire';
import { availableOf } from '../../core/markets/accountState';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Dialog } from '../../ui/Dialog';
import { DecimalInput } from '../../ui/DecimalInput';
import { useLoad } from '../../ui/useLoad';
import { amountText, inputAmountText } from '../assets/amounts';
import { type AmountProblem, checkTransferAmount } from '../assets/transferAmount';
import { fetchAssetOverview } from '../markets/tradingApi';
import type { TradingFailure } from '../markets/tradingFailure';
import { type MarginTarget, borrow, fetchMaxBorrowable, fetchMaxTransferable, marginTransfer, repay } from './marginApi';
import { marginFailure } from './marginFailure';
// The transfer dialog's look (assets), loaded here too: the trading screen opens this dialog without the asset page.
import '../assets/Assets.css';
import './margin.css';

export type MarginAction = 'transferIn' | 'transferOut' | 'borrow' | 'repay';

export interface MarginActionRequest {
  readonly action: MarginAction;
  readonly target: MarginTarget;
  /** The coins the account may use: an isolated pair's two, or every coin with a rate. */
  readonly coins: readonly string[];
  readonly coin: string;
}

const TITLE: Readonly<Record<MarginAction, MessageId>> = {
  transferIn: 'margin.action.transferIn', transferOut: 'margin.action.transferOut', borrow: 'margin.action.borrow', repay: 'margin.action.repay',
};
const MAX_LABEL: Readonly<Record<MarginAction, MessageId>> = {
  transferIn: 'margin.max.transferIn', transferOut: 'margin.max.transferOut', borrow: 'margin.max.borrow', repay: 'margin.max.repay',
};
const PROBLEM: Readonly<Record<AmountProblem, MessageId>> = {
  empty: 'assets.amount.empty', malformed: 'assets.amount.malformed', tooPrecise: 'assets.amount.tooPrecise', zero: 'assets.amount.zero', aboveAvailable: 'margin.amount.above',
};

const units = (text: string | undefined): bigint => parseUnits(text ?? '0', ASSET_DECIMALS) ?? 0n;

interface Limits {
  readonly max: bigint;
  readonly dailyRate: string | null;
  readonly hourlyRate: string | null;
}

function ActionForm({ request, account, onCancel, onDone }: {
  request: MarginActionRequest; account: MarginAccount | null; onCancel: () => void; onDone: () => void;
}) {
  const { t, bcp47 } = useI18n();
  const ids = { coin: useId(), amount: useId(), problem: useId() };
  const { action, target } = request;
  const [coin, setCoin] = useState(request.coin);
  const [typed, setTyped] = useState('');
  const [all, setAll] = useState(false);
  const [showProblem, setShowProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<TradingFailure>(null);
  const held = assetOf(account, coin);
  // The gateway's maxima for borrowing and moving out; the spot wallet and the debt for the other two.
  const { result } = useLoad<Limits>(async () => {
    if (action === 'borrow' || action === 'repay') {
      const answer = await fetchMaxBorrowable(target, coin);
      return { max: action === 'borrow' ? units(answer.max) : maxRepay(held), dailyRate: answer.dailyRate, hourlyRate: answer.hourlyRate };
    }
    if (action === 'transferOut') return { max: units((await fetchMaxTransferable(target, coin)).max), dailyRate: null, hourlyRate: null };
    // The spot wallet as the gateway holds it now: the socket's copy can lag a transfer just made.
    return { max: units(availableOf((await fetchAssetOverview(true)).spot.balances, coin)), dailyRate: null, hourlyRate: null };
  }, `${action}:${target.mode}:${target.symbol}:${coin}`);
  const limits = result.state === 'ready' ? result.value : null;
  const max = limits?.max ?? 0n;
  const debt = debtOf(held);
  // Before the maximum is known the amount goes as typed: the gateway refuses what is too much.
  const check = checkTransferAmount(typed, limits ? max : null, bcp47);
  const problem = showProblem && !all && !check.ok && limits
    ? t(PROBLEM[check.problem], { example: toLocalInput('12.50', bcp47), amount: amountText(max, bcp47), coin })
    : null;
  const interestHour = limits?.hourlyRate && check.ok ? hourlyInterest(check.units, limits.hourlyRate) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (busy || (!all && !check.ok)) return;
    setBusy(true);
    setRefusal(null);
    const amount = all ? 'all' : (check as { text: string }).text;
    try {
      if (action === 'borrow') await borrow(target, coin, amount);
      else if (action === 'repay') await repay(target, coin, amount);
      else await marginTransfer(target, action === 'transferIn' ? 'in' : 'out', coin, amount);
      onDone();
    } catch (error) {
      setRefusal(marginFailure(error));
      setBusy(false);
    }
  };

  return (
    <form className="transfer margin-action" onSubmit={submit} noValidate data-testid={`margin-${action}-form`}>
      <p className="muted" data-testid="margin-action-account">
        {target.mode === 'cross' ? t('margin.mode.cross') : t('margin.mode.isolatedPair', { symbol: target.symbol })}
      </p>
      <div className="transfer__field">
        <label htmlFor={ids.coin} className="field__label">{t('assets.col.asset')}</label>
        <select id={ids.coin} value={coin} onChange={(e) => { setCoin(e.target.value); setTyped(''); setAll(false); setRefusal(null); }} data-testid="margin-action-coin">
          {request.coins.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </div>
      <div className="transfer__field">
        <label htmlFor={ids.amount} className="field__label">{t('assets.transfer.amount')}</label>
        <div className="transfer__input-row">
          <DecimalInput id={ids.amount} className="transfer__input" value={typed} decimals={ASSET_DECIMALS}
            onValue={(text) => { setTyped(text); setAll(false); setRefusal(null); }}
            aria-invalid={problem !== null} aria-describedby={problem ? ids.problem : undefined} data-testid="margin-action-amount" />
          <span className="transfer__unit" aria-hidden="true">{coin}</span>
          <button type="button" className="button" disabled={!limits} data-testid="margin-action-max" onClick={() => {
            setTyped(inputAmountText(max, bcp47));
            // Repaying the whole debt when the balance covers it: the interest of the moment, not the one shown.
            setAll(action === 'repay' && max === debt && debt > 0n);
            setShowProblem(true);
          }}>
            {t('assets.transfer.max')}
          </button>
        </div>
        <span className="field__hint">
          {t(MAX_LABEL[action])}{' '}
          <bdi data-testid="margin-action-limit">{limits ? `${amountText(max, bcp47)} ${coin}` : result.state === 'failed' ? t('margin.max.unknown') : '…'}</bdi>
        </span>
        {action === 'repay' ? (
          <span className="field__hint">{t('margin.debt')} <bdi data-testid="margin-action-debt">{`${amountText(debt, bcp47)} ${coin}`}</bdi></span>
        ) : null}
        {limits?.hourlyRate && (action === 'borrow' || action === 'repay') ? (
          <span className="field__hint" data-testid="margin-action-rate">
            {t('margin.rate', { hourly: formatDecimalText(ratePercent(limits.hourlyRate), bcp47), daily: formatDecimalText(ratePercent(limits.dailyRate ?? '0'), bcp47) })}
          </span>
        ) : null}
        {interestHour !== null && action === 'borrow' ? (
          <span className="field__hint" data-testid="margin-action-interest">{t('margin.interestHour', { amount: `${amountText(interestHour, bcp47)} ${coin}` })}</span>
        ) : null}
        {problem ? <span id={ids.problem} className="transfer__problem" data-testid="margin-action-problem">{problem}</span> : null}
      </div>
      {refusal ? <p className="transfer__refusal" role="alert" data-testid="margin-action-error">{'text' in refusal ? refusal.text : t(refusal.id, refusal.values)}</p> : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>{t('assets.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="margin-action-submit">
          {t(busy ? 'margin.action.busy' : TITLE[action])}
        </button>
      </div>
    </form>
  );
}

export function MarginActionDialog({ request, account, onClose, onDone }: {
  request: MarginActionRequest | null;
  account: MarginAccount | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} labelledBy={titleId} className="transfer-dialog">
      <header className="dialog__header">
        <h2 id={titleId}>{request ? t(TITLE[request.action]) : null}</h2>
        <button type="button" className="icon-button" aria-label={t('assets.close')} onClick={onClose}>×</button>
      </header>
      {request ? <ActionForm key={`${request.action}:${request.coin}:${request.target.mode}:${request.target.symbol}`} request={request} account={account} onCancel={onClose} onDone={onDone} /> : null}
    </Dialog>
  );
}
