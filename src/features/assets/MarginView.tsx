// /asset/margin: the exchange has no margin trading, so there is no wallet to show. That is a
// fact about the product, not a failure: say so and point to where leverage and coins are.
import { Link } from 'wouter';
import { useI18n } from '../../i18n/intl';
import { assetPath } from './paths';

export function MarginView() {
  const { t } = useI18n();
  return (
    <div className="asset-state asset-state--empty" data-testid="margin-empty">
      <h2 className="asset-state__title">{t('assets.margin.title')}</h2>
      <p className="muted">{t('assets.margin.body')}</p>
      <div className="asset-actions">
        <Link href={assetPath('futures')} className="button button--primary">{t('assets.wallet.futures')}</Link>
        <Link href={assetPath('spot')} className="button">{t('assets.wallet.spot')}</Link>
      </div>
    </div>
  );
}
