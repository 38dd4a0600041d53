// Section 3: themes are named white and black; white or light maps to the standard appearance,
// anything else to dark. The appTheme query and request header speak standard/dark.

export const THEMES = ['white', 'black'] as const;
export type Theme = (typeof THEMES)[number];
export type Appearance = 'standard' | 'dark';

export function appearanceOf(value: string): Appearance {
  return value === 'white' || value === 'light' || value === 'standard' ? 'standard' : 'dark';
}

export function themeOfAppearance(appearance: Appearance): Theme {
  return appearance === 'standard' ? 'white' : 'black';
}

/** The theme an `appTheme` query value asks for; null when the query carries none. */
export function themeFromQuery(value: string | null): Theme | null {
  if (value === null) return null;
  return themeOfAppearance(appearanceOf(value.trim().toLowerCase()));
}
