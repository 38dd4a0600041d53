// The four asset pages as links: each has its own address, so a tab can be bookmarked or shared.
import { Link } from 'wouter';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { ASSET_VIEWS, type AssetView, assetPath } from './paths';

export const VIEW_LABEL: Readonly<Record<AssetView, MessageId>> = {
  overview: 'assets.tab.overview',
  spot: 'assets.tab.spot',
  futures: 'assets.tab.futures',
  margin: 'assets.tab.margin',
};

export function AssetTabs({ current }: { current: AssetView }) {
  const { t } = useI18n();
  return (
    <nav className="asset-tabs" aria-label={t('assets.tabs')}>
      {ASSET_VIEWS.map((view) => (
        <Link key={view} href={assetPath(view)} className="asset-tabs__tab" aria-current={view === current ? 'page' : undefined} data-testid={`asset-tab-${view}`}>
          {t(VIEW_LABEL[view])}
        </Link>
      ))}
    </nav>
  );
}
