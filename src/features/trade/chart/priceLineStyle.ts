// How each kind of chart line looks: orders dashed, positions solid, their take-profit and
// stop-loss dotted, in the side's colour; the liquidation price thicker and in the text colour,
// so it never passes for an order.
import { type LineWidth, LineStyle } from 'lightweight-charts';
import type { ChartColours } from './chartColours';
import type { ChartLineKind } from './chartLines';

interface Look {
  readonly tone: 'up' | 'down' | 'text';
  readonly style: LineStyle;
  readonly width: LineWidth;
}

const LOOKS: Readonly<Record<ChartLineKind, Look>> = {
  buy: { tone: 'up', style: LineStyle.Dashed, width: 1 },
  sell: { tone: 'down', style: LineStyle.Dashed, width: 1 },
  long: { tone: 'up', style: LineStyle.Solid, width: 1 },
  short: { tone: 'down', style: LineStyle.Solid, width: 1 },
  takeProfit: { tone: 'up', style: LineStyle.Dotted, width: 1 },
  stopLoss: { tone: 'down', style: LineStyle.Dotted, width: 1 },
  liquidation: { tone: 'text', style: LineStyle.LargeDashed, width: 2 },
};

export function priceLineLook(kind: ChartLineKind, colours: ChartColours) {
  const look = LOOKS[kind];
  return { color: colours[look.tone], lineStyle: look.style, lineWidth: look.width };
}
