// Coins held without a price are named, so a total that leaves them out says so. With balances
// hidden the names are not shown: which coins an account holds is itself what is hidden.
import { useI18n } from '../../i18n/intl';
import { preferencesAtom, useAtomValue } from '../../state/hooks';

export function Unpriced({ assets }: { assets: readonly string[] }) {
  const { t, bcp47 } = useI18n();
  const { showAsset } = useAtomValue(preferencesAtom);
  if (assets.length === 0) return null;
  if (!showAsset) return <p className="asset-unpriced" data-testid="assets-unpriced">{t('assets.unpriced.hidden')}</p>;
  const list = new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(assets);
  return <p className="asset-unpriced" data-testid="assets-unpriced">{t('assets.unpriced', { assets: list })}</p>;
}
