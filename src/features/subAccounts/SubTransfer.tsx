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
import { amountText, inputAmountText } from '../assets/amounts';
import { AMOUNT_PROBLEM } from '../assets/TransferDialog';
import { TransferAmountField } from '../assets/TransferAmountField';
import { HIDDEN_TEXT } from '../assets/Figure';
import { preferencesAtom, useAtomValue } from '../../state/hooks';
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
  const assetId = useId();
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
  // With figures hidden (the assets' eye), the problem does not tell the balance either.
  const { showAsset } = useAtomValue(preferencesAtom);
  const problemValues = { example: toLocalInput('12.50', bcp47), amount: showAsset ? isolated(available ?? 0n) : HIDDEN_TEXT };
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
        <label className="field__label" htmlFor={assetId}>{t('sub.transfer.coin')}</label>
        <select id={assetId} className="auth-input" value={asset} onChange={(e) => { setAsset(e.target.value); setFailure(null); }} data-testid="sub-transfer-asset">
          {coins.map((coin) => <option key={coin} value={coin}>{coin}</option>)}
        </select>
      </div>
      <TransferAmountField
        value={typed}
        onValue={(text) => { setTyped(text); setFailure(null); }}
        asset={asset}
        available={available}
        problem={problem}
        onMax={() => { setTyped(inputAmountText(available ?? 0n, bcp47)); setShowProblem(true); }}
        testId="sub-transfer"
      />
      <FormMessage failure={failure} />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="sub-transfer-submit">
          {t(busy ? 'assets.transfer.busy' : 'assets.transfer.confirm')}
        </button>
      </div>
    </form>
  );
}
