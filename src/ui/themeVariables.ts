// What a canvas (the chart, the depth chart, the book) cannot take from CSS by itself: the theme's
// variables, read from computed style. One table of fallbacks, used only when a variable is missing
// (a stylesheet that failed to load), so every canvas still draws in the light theme's colours.

const FALLBACK = {
  '--text': '#121826',
  '--muted': '#4b5563',
  '--up': '#0a7a47',
  '--down': '#c4283c',
  '--border': '#d5dbe3',
  '--bg': '#ffffff',
  '--surface-2': '#eaeef3',
  '--accent': '#0b5cff',
} as const;

export type ThemeColour = keyof typeof FALLBACK;

/** A theme colour as CSS gives it to the element whose computed style this is. */
export function themeColour(style: CSSStyleDeclaration, name: ThemeColour): string {
  return style.getPropertyValue(name).trim() || FALLBACK[name];
}
