import { useParams } from 'wouter';
import NotFoundPage from '../../app/NotFoundPage';
import { parseSymbol } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import { CoinIcon } from '../images/CoinIcon';
import { baseAsset } from '../images/coinImage';
import { TradeLayout } from './TradeLayout';

export type MarketKind = 'spot' | 'futures';

export default function TradePage({ kind }: { kind: MarketKind }) {
  const { t } = useI18n();
  const symbol = parseSymbol(useParams<{ symbol: string }>().symbol);
  const heading = t(kind === 'spot' ? 'trade.spotTitle' : 'trade.futuresTitle', { symbol: symbol ?? '' });
  usePageTitle(heading);
  if (!symbol) return <NotFoundPage />;
  return <TradeLayout heading={<><CoinIcon coin={baseAsset(symbol)} />{heading}</>} />;
}
