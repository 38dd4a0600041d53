// One margin account as the asset page shows it: what it holds, owes and is worth in the display
// currency, its level and risk, its coins, and the ways to move money in and out, borrow and repay.
import { ASSET_DECIMALS, parseSignedUnits } from '../../core/markets/decimal';
import type { MarginAccount } from '../../core/margin/wire';
import { useI18n } from '../../i18n/intl';
import { Figure } from '../assets/Figure';
import { useDisplayValue } from '../assets/useDisplayValue';
import type { MarginAction } from './MarginActionDialog';
import { MarginLevel } from './MarginLevel';
import { MarginAssetsTable } from './MarginTables';

const usdtUnits = (text: string) => parseSignedUnits(text, ASSET_DECIMALS) ?? 0n;

export function MarginAccountCard({ account, title, onAction }: {
  account: MarginAccount;
  title: string;
  onAction: (action: MarginAction, coin?: string) => void;
}) {
  const { t } = useI18n();
  const { text: valueText } = useDisplayValue();
  const id = account.symbol ?? 'cross';
  return (
    <section className="margin-card" aria-label={title} data-testid={`margin-account-${id}`}>
      <div className="margin-card__head">
        <h2>{title}</h2>
        <MarginLevel account={account} />
      </div>
      <dl className="margin-figures">
        <div><dt>{t('margin.totalAsset')}</dt><dd><Figure testId="margin-total-asset">{valueText(usdtUnits(account.totalAsset))}</Figure></dd></div>
        <div><dt>{t('margin.totalDebt')}</dt><dd><Figure testId="margin-total-debt">{valueText(usdtUnits(account.totalDebt))}</Figure></dd></div>
        <div><dt>{t('margin.netAsset')}</dt><dd><Figure testId="margin-net-asset">{valueText(usdtUnits(account.netAsset))}</Figure></dd></div>
      </dl>
      <div className="asset-actions">
        <button type="button" className="button button--primary" onClick={() => onAction('transferIn')} data-testid="margin-card-transfer-in">{t('margin.action.transferIn')}</button>
        <button type="button" className="button" onClick={() => onAction('transferOut')} data-testid="margin-card-transfer-out">{t('margin.action.transferOut')}</button>
        <button type="button" className="button" onClick={() => onAction('borrow')} data-testid="margin-card-borrow">{t('margin.action.borrow')}</button>
        <button type="button" className="button" onClick={() => onAction('repay')} data-testid="margin-card-repay">{t('margin.action.repay')}</button>
      </div>
      <MarginAssetsTable account={account} onRepay={(a) => onAction('repay', a.asset)} />
    </section>
  );
}
