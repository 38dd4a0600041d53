// The chart draws on a canvas, which CSS cannot reach: its colours are read from the theme's
// variables on <html> and read again whenever the theme changes.

export interface ChartColours {
  readonly up: string;
  readonly down: string;
  readonly text: string;
  readonly muted: string;
  readonly border: string;
  readonly bg: string;
}

/** Used only when a variable is missing (a stylesheet that failed to load), so the chart still draws. */
const FALLBACK: ChartColours = { up: '#0a7a47', down: '#c4283c', text: '#121826', muted: '#4b5563', border: '#d5dbe3', bg: '#ffffff' };

export function readChartColours(root: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(root);
  const read = (name: keyof ChartColours) => style.getPropertyValue(`--${name}`).trim() || FALLBACK[name];
  return { up: read('up'), down: read('down'), text: read('text'), muted: read('muted'), border: read('border'), bg: read('bg') };
}
