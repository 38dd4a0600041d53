// The chart draws on a canvas, which CSS cannot reach: its colours are read from the theme's
// variables on <html> and read again whenever the theme changes.
import { themeColour } from '../../../ui/themeVariables';

export interface ChartColours {
  readonly up: string;
  readonly down: string;
  readonly text: string;
  readonly muted: string;
  readonly border: string;
  readonly bg: string;
}

export function readChartColours(root: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(root);
  return {
    up: themeColour(style, '--up'), down: themeColour(style, '--down'), text: themeColour(style, '--text'),
    muted: themeColour(style, '--muted'), border: themeColour(style, '--border'), bg: themeColour(style, '--bg'),
  };
}
