// The user's orders and positions on this market as lines across the chart.
import type { AccountState } from '../../core/markets/accountState';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import type { MarketKind } from '../../core/markets/symbols';
import type { I18n } from '../../i18n/intl';
import type { ChartLine } from './chart/ChartPanel';

export function chartLinesOf(account: AccountState, market: MarketKind, symbol: string, { t, bcp47 }: Pick<I18n, 't' | 'bcp47'>): ChartLine[] {
  const lines: ChartLine[] = [];
  for (const order of account.open) {
    if (order.market !== market || order.symbol !== symbol || order.price === null) continue;
    const side = order.side === 'buy' ? 'order.side.buy' : 'order.side.sell';
    lines.push({ id: `order:${order.orderId}`, price: order.price, kind: order.side, source: 'order', label: `${t(side)} ${formatDecimalText(order.amount, bcp47)}` });
  }
  if (market !== 'futures') return lines;
  for (const p of account.positions) {
    if (p.symbol !== symbol) continue;
    const id = `position:${p.posSide}`;
    lines.push({ id: `${id}:entry`, price: p.entryPrice, kind: p.posSide, source: 'position', label: `${t(p.posSide === 'long' ? 'order.side.long' : 'order.side.short')} ${formatDecimalText(p.size, bcp47)}` });
    lines.push({ id: `${id}:liq`, price: p.liquidationPrice, kind: 'liquidation', source: 'position', label: t('order.summary.liquidation') });
    if (p.takeProfit) lines.push({ id: `${id}:tp`, price: p.takeProfit, kind: 'takeProfit', source: 'position', label: t('order.confirm.takeProfit') });
    if (p.stopLoss) lines.push({ id: `${id}:sl`, price: p.stopLoss, kind: 'stopLoss', source: 'position', label: t('order.confirm.stopLoss') });
  }
  return lines;
}
