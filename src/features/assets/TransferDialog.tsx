// Moving USDT between the spot and futures wallets: direction, an amount in the user's way of
// writing numbers, Max, and the gateway's refusals shown here rather than in a toast.
import { type FormEvent, useId, useState } from 'react';
import { toLocalInput } from '../../core/markets/localNumber';
import { QUOTE_ASSET, type AccountValue } from '../../core/markets/valuation';
import type { Wallet } from '../../core/markets/trading';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { preferencesAtom, useAtomValue } from '../../state/hooks';
import { Dialog } from '../../ui/Dialog';
import { CoinIcon } from '../images/CoinIcon';
import { transfer } from '../markets/tradingApi';
import { amountText, inputAmountText } from './amounts';
import { HIDDEN_TEXT } from './Figure';
import { TransferAmountField } from './TransferAmountField';
import { SwapIcon } from './icons';
import { type AmountProblem, checkTransferAmount } from './transferAmount';
import { type FailureMessage, transferFailure } from './transferFailure';

export const WALLET_NAME: Readonly<Record<Wallet, MessageId>> = { spot: 'assets.wallet.spot', futures: 'assets.wallet.futures' };

export const AMOUNT_PROBLEM: Readonly<Record<AmountProblem, MessageId>> = {
  empty: 'assets.amount.empty',
  malformed: 'assets.amount.malformed',
  tooPrecise: 'assets.amount.tooPrecise',
  zero: 'assets.amount.zero',
  aboveAvailable: 'assets.amount.above',
};

const other = (wallet: Wallet): Wallet => (wallet === 'spot' ? 'futures' : 'spot');

function availableIn(value: AccountValue, wallet: Wallet): bigint {
  if (wallet === 'futures') return value.futures.available;
  return value.spot.balances.find((b) => b.asset === QUOTE_ASSET)?.available ?? 0n;
}

export interface TransferDone {
  readonly from: Wallet;
  readonly to: Wallet;
  readonly amount: bigint;
}

function TransferForm({ value, initialFrom, onCancel, onDone }: { value: AccountValue; initialFrom: Wallet; onCancel: () => void; onDone: (done: TransferDone) => void }) {
  const { t, bcp47 } = useI18n();
  const [from, setFrom] = useState<Wallet>(initialFrom);
  const [typed, setTyped] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<FailureMessage | null>(null);
  const to = other(from);
  const available = availableIn(value, from);
  const check = checkTransferAmount(typed, available, bcp47);
  const { showAsset } = useAtomValue(preferencesAtom);
  const values = { example: toLocalInput('12.50', bcp47), amount: showAsset ? amountText(available, bcp47) : HIDDEN_TEXT };
  const problem = showProblem && !check.ok ? t(AMOUNT_PROBLEM[check.problem], values) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (!check.ok || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await transfer(from, to, QUOTE_ASSET, check.text);
      onDone({ from, to, amount: check.units });
    } catch (error) {
      setRefusal(transferFailure(error));
      setBusy(false);
    }
  };

  return (
    <form className="transfer" onSubmit={submit} noValidate>
      <div className="transfer__direction">
        <div className="transfer__wallet">
          <span className="transfer__label">{t('assets.transfer.from')}</span>
          <span className="transfer__name" data-testid="transfer-from">{t(WALLET_NAME[from])}</span>
        </div>
        <button type="button" className="icon-button transfer__swap" aria-label={t('assets.transfer.swap')} onClick={() => { setFrom(to); setRefusal(null); }} data-testid="transfer-swap">
          <SwapIcon />
        </button>
        <div className="transfer__wallet">
          <span className="transfer__label">{t('assets.transfer.to')}</span>
          <span className="transfer__name" data-testid="transfer-to">{t(WALLET_NAME[to])}</span>
        </div>
      </div>
      <p className="transfer__asset"><CoinIcon coin={QUOTE_ASSET} size={20} />{QUOTE_ASSET}</p>
      <TransferAmountField
        value={typed}
        onValue={(text) => {
          setTyped(text);
          setRefusal(null);
        }}
        asset={QUOTE_ASSET}
        available={available}
        problem={problem}
        onMax={() => { setTyped(inputAmountText(available, bcp47)); setShowProblem(true); }}
        testId="transfer"
      />
      {refusal ? <p className="transfer__refusal" role="alert" data-testid="transfer-error">{t(refusal.id, refusal.values)}</p> : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>{t('assets.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="transfer-submit">
          {t(busy ? 'assets.transfer.busy' : 'assets.transfer.confirm')}
        </button>
      </div>
    </form>
  );
}

export function TransferDialog({ open, value, initialFrom, onClose, onDone }: {
  open: boolean;
  value: AccountValue | null;
  initialFrom: Wallet;
  onClose: () => void;
  onDone: (done: TransferDone) => void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Dialog open={open && value !== null} onClose={onClose} labelledBy={titleId} className="transfer-dialog">
      <header className="dialog__header">
        <h2 id={titleId}>{t('assets.transfer.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('assets.close')} onClick={onClose}>×</button>
      </header>
      {value ? <TransferForm value={value} initialFrom={initialFrom} onCancel={onClose} onDone={onDone} /> : null}
    </Dialog>
  );
}
