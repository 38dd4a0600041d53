// Coins held without a price are named, so a total that leaves them out says so.
import { useI18n } from '../../i18n/intl';

export function Unpriced({ assets }: { assets: readonly string[] }) {
  const { t, bcp47 } = useI18n();
  if (assets.length === 0) return null;
  const list = new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(assets);
  return <p className="asset-unpriced" data-testid="assets-unpriced">{t('assets.unpriced', { assets: list })}</p>;
}
