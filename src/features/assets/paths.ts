// The asset pages: an overview and one page per wallet; margin's page shows the margin accounts (features/margin).
import type { Wallet } from '../../core/markets/trading';

export type AssetView = 'overview' | Wallet | 'margin';

export const ASSET_VIEWS: readonly AssetView[] = ['overview', 'spot', 'futures', 'margin'];

export const assetPath = (view: AssetView): string => (view === 'overview' ? '/asset' : `/asset/${view}`);
