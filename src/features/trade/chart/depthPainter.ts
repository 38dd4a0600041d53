// Draws one frame of the depth chart on a 2D canvas: grid, the two stepped areas, the mid price,
// both axes and the crosshair. The geometry comes from core/markets/depthChart; this module only
// turns it into pixels, sharp at any devicePixelRatio (lines sit on device-pixel centres).
import {
  type DepthCurve, type DepthPoint, type DepthScale, type Plot, axisTicks, depthScale, stepOutline,
} from '../../../core/markets/depthChart';
import type { ChartColours } from './chartColours';

export interface DepthFrame {
  readonly curve: DepthCurve | null;
  /** CSS pixels of the canvas box. */
  readonly width: number;
  readonly height: number;
  readonly ratio: number;
  readonly colours: ChartColours;
  readonly font: string;
  /** Axis labels in the user's language. */
  readonly label: (decimal: string) => string;
  /** The level under the crosshair, if any. */
  readonly pointed: DepthPoint | null;
}

const FONT_SIZE = 11;
const AXIS_HEIGHT = 22;
const PAD = 8;
const FILL_ALPHA = 0.16;

/** The plot and scale a frame uses, so a pointer's x can be read back against the same picture. */
export interface DepthLayout {
  readonly plot: Plot;
  readonly scale: DepthScale;
}

export function depthLayout(curve: DepthCurve, width: number, height: number, measure: (text: string) => number, label: (decimal: string) => string): DepthLayout & { amountTicks: ReturnType<typeof axisTicks> } {
  const plotHeight = Math.max(1, height - AXIS_HEIGHT - PAD);
  const rough = depthScale(curve, { left: 0, top: PAD, width: 1, height: plotHeight });
  const amountTicks = axisTicks(0, rough.depthMax, Math.max(2, Math.floor(plotHeight / 56)));
  const depthMax = Math.max(rough.depthMax, amountTicks.at(-1)?.at ?? 0);
  const axisWidth = Math.max(0, ...amountTicks.map((tick) => measure(label(tick.text)))) + PAD * 2;
  const plot = { left: 0, top: PAD, width: Math.max(1, width - axisWidth), height: plotHeight };
  return { plot, scale: depthScale(curve, plot, depthMax), amountTicks };
}

/** A coordinate on the centre of a device pixel, so a 1-pixel line covers one row of pixels, not two halves. */
const crisp = (value: number, ratio: number) => (Math.round(value * ratio - 0.5) + 0.5) / ratio;

export function paintDepth(ctx: CanvasRenderingContext2D, frame: DepthFrame): DepthLayout | null {
  const { curve, width, height, ratio, colours, label } = frame;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = colours.bg;
  ctx.fillRect(0, 0, width, height);
  if (!curve || width < 40 || height < 60) return null;

  ctx.font = `${FONT_SIZE}px ${frame.font}`;
  const measure = (text: string) => ctx.measureText(text).width;
  const { plot, scale, amountTicks } = depthLayout(curve, width, height, measure, label);
  const bottom = plot.top + plot.height;
  const right = plot.left + plot.width;

  // Grid: one faint line per amount tick.
  ctx.lineWidth = 1 / ratio;
  ctx.strokeStyle = colours.border;
  ctx.beginPath();
  for (const tick of amountTicks) {
    const y = crisp(scale.y(tick.at), ratio);
    ctx.moveTo(plot.left, y);
    ctx.lineTo(right, y);
  }
  ctx.stroke();

  for (const [side, colour] of [['bids', colours.up], ['asks', colours.down]] as const) {
    const outline = stepOutline(curve, side, scale);
    ctx.beginPath();
    outline.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    const [endX] = outline[outline.length - 1]!;
    ctx.lineTo(endX, bottom);
    ctx.closePath();
    ctx.globalAlpha = FILL_ALPHA;
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.beginPath();
    outline.slice(1).forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.lineWidth = 1.5;
    ctx.lineJoin = 'miter';
    ctx.strokeStyle = colour;
    ctx.stroke();
  }

  // The mid price: a dashed line and its figure on a chip at the top.
  const midX = crisp(scale.x(curve.mid), ratio);
  ctx.setLineDash([3, 3]);
  ctx.lineWidth = 1 / ratio;
  ctx.strokeStyle = colours.muted;
  ctx.beginPath();
  ctx.moveTo(midX, plot.top + 18);
  ctx.lineTo(midX, bottom);
  ctx.stroke();
  ctx.setLineDash([]);
  chip(ctx, label(curve.midText), midX, plot.top + 8, colours.text, colours.bg, plot.left, right);

  // Price axis along the bottom; amount axis on the right.
  ctx.fillStyle = colours.muted;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const priceTicks = axisTicks(curve.low, curve.high, Math.max(2, Math.floor(plot.width / 110)));
  let lastEnd = -Infinity;
  for (const tick of priceTicks) {
    const text = label(tick.text);
    const half = measure(text) / 2;
    const x = Math.min(right - half - 2, Math.max(plot.left + half + 2, scale.x(tick.at)));
    if (x - half < lastEnd + 8) continue;
    ctx.fillText(text, x, bottom + AXIS_HEIGHT / 2);
    lastEnd = x + half;
  }
  ctx.strokeStyle = colours.border;
  ctx.beginPath();
  ctx.moveTo(plot.left, crisp(bottom, ratio));
  ctx.lineTo(width, crisp(bottom, ratio));
  ctx.stroke();
  ctx.textAlign = 'right';
  for (const tick of amountTicks) {
    if (tick.at === 0) continue;
    const y = scale.y(tick.at);
    if (y < plot.top + FONT_SIZE / 2) continue;
    ctx.fillText(label(tick.text), width - PAD, y);
  }

  if (frame.pointed) crosshair(ctx, frame, { plot, scale });
  return { plot, scale };
}

function crosshair(ctx: CanvasRenderingContext2D, frame: DepthFrame, { plot, scale }: DepthLayout): void {
  const point = frame.pointed!;
  const { colours, ratio } = frame;
  const x = crisp(scale.x(point.at), ratio);
  const y = crisp(scale.y(point.depth), ratio);
  const colour = point.side === 'bids' ? colours.up : colours.down;
  ctx.setLineDash([4, 4]);
  ctx.lineWidth = 1 / ratio;
  ctx.strokeStyle = colours.muted;
  ctx.beginPath();
  ctx.moveTo(x, plot.top);
  ctx.lineTo(x, plot.top + plot.height);
  ctx.moveTo(plot.left, y);
  ctx.lineTo(plot.left + plot.width, y);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.arc(x, y, 4.5, 0, Math.PI * 2);
  ctx.fillStyle = colours.bg;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/** A label on a rounded background, centred on x and kept inside [left, right]. */
function chip(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, fg: string, bg: string, left: number, right: number): void {
  const width = ctx.measureText(text).width + 12;
  const cx = Math.min(right - width / 2, Math.max(left + width / 2, x));
  ctx.fillStyle = fg;
  ctx.beginPath();
  ctx.roundRect(cx - width / 2, y - 9, width, 18, 4);
  ctx.fill();
  ctx.fillStyle = bg;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, y);
}
