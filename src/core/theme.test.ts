import { describe, expect, it } from 'vitest';
import { appearanceOf, themeFromQuery } from './theme';

describe('themes', () => {
  it('maps white or light to standard and anything else to dark', () => {
    expect(appearanceOf('white')).toBe('standard');
    expect(appearanceOf('light')).toBe('standard');
    expect(appearanceOf('black')).toBe('dark');
    expect(appearanceOf('purple')).toBe('dark');
  });

  it('reads the appTheme query', () => {
    expect(themeFromQuery('standard')).toBe('white');
    expect(themeFromQuery('dark')).toBe('black');
    expect(themeFromQuery(' Standard ')).toBe('white');
    expect(themeFromQuery('neon')).toBe('black');
    expect(themeFromQuery(null)).toBeNull();
  });
});
