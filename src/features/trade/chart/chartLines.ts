// Prices drawn across the chart: the user's open orders and positions (with their take-profit,
// stop-loss and liquidation levels). The page builds them; the trading preferences decide which
// of the two families are shown.

export type ChartLineKind = 'buy' | 'sell' | 'long' | 'short' | 'liquidation' | 'takeProfit' | 'stopLoss';

export interface ChartLine {
  /** Stable across updates (an order id, or a position side and level). */
  readonly id: string;
  /** Decimal string, as the gateway sends prices. */
  readonly price: string;
  readonly kind: ChartLineKind;
  /** Shown on the line, already translated. */
  readonly label: string;
  readonly source: 'order' | 'position';
}

export interface LineMarks {
  /** entrust_kline_mark: open orders on the chart. */
  readonly orders: boolean;
  /** position_kline_mark: positions on the chart. */
  readonly positions: boolean;
}

export function visibleLines(lines: readonly ChartLine[], marks: LineMarks): readonly ChartLine[] {
  return lines.filter((line) => (line.source === 'order' ? marks.orders : marks.positions));
}

/** The price to draw at, or null for text that is not a positive decimal (such a line is left out). */
export function linePrice(line: ChartLine): number | null {
  if (!/^\d{1,30}(\.\d{1,30})?$/.test(line.price)) return null;
  const price = Number(line.price);
  return price > 0 ? price : null;
}

/** Lines are rebuilt by the page on every update; the chart redraws them only when one really changed. */
export function sameLines(a: readonly ChartLine[], b: readonly ChartLine[]): boolean {
  return a.length === b.length && a.every((line, i) => {
    const other = b[i];
    return other !== undefined && line.id === other.id && line.price === other.price && line.kind === other.kind && line.label === other.label && line.source === other.source;
  });
}
