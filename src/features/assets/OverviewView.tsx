// /asset: what the whole account is worth, and a card per wallet leading to its page. The margin
// accounts count at their net value (assets less debts), read once here: the margin page polls.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { netValue } from '../../core/margin/risk';
import type { AccountValue } from '../../core/markets/valuation';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { usdtText } from './amounts';
import { Figure } from './Figure';
import { Unpriced } from './Unpriced';
import { type AssetView, assetPath } from './paths';
import { useDisplayValue } from './useDisplayValue';
import { useLoad } from '../../ui/useLoad';
import { fetchMarginAccounts } from '../margin/marginApi';

function WalletCard({ view, title, children }: { view: AssetView; title: MessageId; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <li>
      <Link href={assetPath(view)} className="wallet-card" data-testid={`wallet-card-${view}`}>
        <span className="wallet-card__title">{t(title)}</span>
        {children}
        <span className="wallet-card__arrow" aria-hidden="true">›</span>
      </Link>
    </li>
  );
}

export function OverviewView({ value, demo, onTransfer }: { value: AccountValue; demo: boolean; onTransfer: () => void }) {
  const { t, bcp47 } = useI18n();
  const { text: valueText, inUsdt } = useDisplayValue();
  const { result: margin } = useLoad(fetchMarginAccounts, `margin:${demo}`);
  const marginNet = margin.state === 'ready' ? netValue(margin.value) : null;
  const total = value.total + (marginNet ?? 0n);
  return (
    <>
      <div className="asset-total">
        <p className="asset-total__label">
          {t('assets.total')}
          {demo ? <span className="asset-total__demo">{t('assets.demoBalances')}</span> : null}
        </p>
        <p className="asset-total__value"><Figure testId="assets-total">{valueText(total)}</Figure></p>
        {inUsdt ? null : <p className="asset-total__usdt muted"><Figure testId="assets-total-usdt">≈ {usdtText(total, bcp47)}</Figure></p>}
        <Unpriced assets={value.unpriced} />
        <div className="asset-actions">
          <button type="button" className="button button--primary" onClick={onTransfer} data-testid="transfer-open">{t('assets.transfer')}</button>
        </div>
      </div>
      <ul className="wallet-cards">
        <WalletCard view="spot" title="assets.wallet.spot">
          <Figure className="wallet-card__value" testId="wallet-value-spot">{valueText(value.spot.value)}</Figure>
          {inUsdt ? null : <Figure className="wallet-card__usdt muted">{usdtText(value.spot.value, bcp47)}</Figure>}
        </WalletCard>
        <WalletCard view="futures" title="assets.wallet.futures">
          <Figure className="wallet-card__value" testId="wallet-value-futures">{valueText(value.futures.equity)}</Figure>
          {inUsdt ? null : <Figure className="wallet-card__usdt muted">{usdtText(value.futures.equity, bcp47)}</Figure>}
        </WalletCard>
        <WalletCard view="margin" title="assets.wallet.margin">
          {marginNet === null
            ? <span className="wallet-card__none muted">{margin.state === 'failed' ? t('margin.max.unknown') : '…'}</span>
            : (
              <>
                <Figure className="wallet-card__value" testId="wallet-value-margin">{valueText(marginNet)}</Figure>
                {inUsdt ? null : <Figure className="wallet-card__usdt muted">{usdtText(marginNet, bcp47)}</Figure>}
              </>
            )}
        </WalletCard>
      </ul>
    </>
  );
}
