// Moving spot funds between the main account and one sub-account: direction, coin, an amount in
// the user's way of writing numbers checked against the source's available balance, Max. On the
// demo side the balances are the demo ones, and the form says so.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ASSET_DECIMALS, parseUnits } from '../../core/markets/decimal';
import { toLocalInput } from '../../core/markets/localNumber';
import { QUOTE_ASSET } from '../../core/markets/valuation';
import type { Balance } from '../../core/markets/trading';
import type { SubAccountRow, SubAssets, TransferDirection } from '../../core/subAccounts/subAccounts';
import { useI18n } from '../../i18n/intl';
import { DecimalInput } from '../../ui/DecimalInput';
import { amountText, inputAmountText } from '../assets/amounts';
import { Figure } from '../assets/Figure';
import { AMOUNT_PROBLEM } from '../assets/TransferDialog';
import { checkTransferAmount } from '../assets/transferAmount';
import { FormMessage } from '../auth/FormMessage';
import { Segmented } from '../auth/Segmented';
import type { FormFailure } from '../auth/failure';
import { fetchSubAssets, transferWithSub } from './subAccountsApi';
import { subFailure } from './subFailure';
import '../assets/Assets.css';

const unitsOf = (balances: readonly Balance[], asset: string): bigint => parseUnits(balances.find((b) => b.asset === asset)?.available ?? '0', ASSET_DECIMALS) ?? 0n;

export function SubTransfer({ sub, name, onDone }: { sub: SubAccountRow; name: string; onDone: (text: string) => void }) {
  const { t, bcp47 } = useI18n();
  const ids = { asset: useId(), amount: useId(), problem: useId() };
  const [assets, setAssets] = useState<SubAssets | null>(null);
  const [direction, setDirection] = useState<TransferDirection>(sub.frozen ? 'toMain' : 'toSub');
  const [asset, setAsset] = useState(QUOTE_ASSET);
  const [typed, setTyped] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(null);

  useEffect(() => {
    let live = true;
    fetchSubAssets(sub.userId).then((a) => live && setAssets(a), (error: unknown) => live && setFailure(subFailure(error)));
    return () => {
      live = false;
    };
  }, [sub.userId]);

  const source = assets ? (direction === 'toSub' ? assets.main : assets.sub) : [];
  const coins = [...new Set([QUOTE_ASSET, ...source.map((b) => b.asset)])];
  const available = assets ? unitsOf(source, asset) : null;
  const check = checkTransferAmount(typed, available, bcp47);
  // An isolate keeps "2,500.00 USDT" in its own order inside an Arabic sentence.
  const isolated = (units: bigint) => `\u2068${amountText(units, bcp47)} ${asset}\u2069`;
  const problemValues = { example: toLocalInput('12.50', bcp47), amount: isolated(available ?? 0n) };
  const problem = showProblem && !check.ok ? t(check.problem === 'aboveAvailable' ? 'sub.amount.above' : AMOUNT_PROBLEM[check.problem], problemValues) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (!check.ok || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      setAssets(await transferWithSub({ subUserId: sub.userId, direction, asset, amount: check.text }));
      setTyped('');
      setShowProblem(false);
      const amount = isolated(check.units);
      onDone(t(direction === 'toSub' ? 'sub.transfer.doneToSub' : 'sub.transfer.doneToMain', { amount, name }));
    } catch (error) {
      setFailure(subFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form sub-accounts__card transfer" onSubmit={(event) => void submit(event)} noValidate data-testid="sub-transfer-form">
      <h2><bdi>{t('sub.transfer.title', { name })}</bdi></h2>
      {assets?.demo ? <p className="notice" data-testid="sub-transfer-demo">{t('sub.transfer.demo')}</p> : null}
      <Segmented<TransferDirection>
        legend={t('sub.transfer.direction')}
        name="sub-direction"
        value={direction}
        onChange={(d) => { setDirection(d); setFailure(null); }}
        options={[['toSub', t('sub.transfer.toSub')], ['toMain', t('sub.transfer.toMain')]]}
      />
      <div className="auth-field">
        <label className="field__label" htmlFor={ids.asset}>{t('sub.transfer.coin')}</label>
        <select id={ids.asset} className="auth-input" value={asset} onChange={(e) => { setAsset(e.target.value); setFailure(null); }} data-testid="sub-transfer-asset">
          {coins.map((coin) => <option key={coin} value={coin}>{coin}</option>)}
        </select>
      </div>
      <div className="transfer__field">
        <label htmlFor={ids.amount} className="field__label">{t('assets.transfer.amount')}</label>
        <div className="transfer__input-row">
          <DecimalInput
            id={ids.amount}
            className="transfer__input"
            value={typed}
            decimals={ASSET_DECIMALS}
            onValue={(text) => { setTyped(text); setFailure(null); }}
            aria-invalid={problem !== null}
            aria-describedby={problem ? ids.problem : undefined}
            data-testid="sub-transfer-amount"
          />
          <span className="transfer__unit" aria-hidden="true">{asset}</span>
          <button type="button" className="button" disabled={available === null} onClick={() => { setTyped(inputAmountText(available ?? 0n, bcp47)); setShowProblem(true); }} data-testid="sub-transfer-max">
            {t('assets.transfer.max')}
          </button>
        </div>
        <span className="field__hint">
          {t('assets.transfer.available')} <Figure testId="sub-transfer-available">{available === null ? '…' : `${amountText(available, bcp47)} ${asset}`}</Figure>
        </span>
        {problem ? <span id={ids.problem} className="transfer__problem" data-testid="sub-transfer-problem">{problem}</span> : null}
      </div>
      <FormMessage failure={failure} />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="sub-transfer-submit">
          {t(busy ? 'assets.transfer.busy' : 'assets.transfer.confirm')}
        </button>
      </div>
    </form>
  );
}
