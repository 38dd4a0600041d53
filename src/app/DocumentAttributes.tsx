// Keeps <html lang dir data-theme data-mode> in step with the language, theme and trading mode,
// so that CSS (logical properties, theme variables, the demo accent) follows without prop drilling.
import { useEffect } from 'react';
import { appearanceOf } from '../core/theme';
import { useI18n } from '../i18n/intl';
import { preferencesAtom, simulationAtom, useAtomValue } from '../state/hooks';

export function applyDocumentAttributes(attrs: { lang: string; dir: string; appearance: string; demo: boolean }): void {
  const root = document.documentElement;
  root.lang = attrs.lang;
  root.dir = attrs.dir;
  root.dataset.theme = attrs.appearance;
  root.dataset.mode = attrs.demo ? 'demo' : 'real';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', attrs.appearance === 'dark' ? '#0f1419' : '#ffffff');
}

export function DocumentAttributes() {
  const { bcp47, dir } = useI18n();
  const { theme } = useAtomValue(preferencesAtom);
  const demo = useAtomValue(simulationAtom);
  useEffect(() => {
    applyDocumentAttributes({ lang: bcp47, dir, appearance: appearanceOf(theme), demo });
  }, [bcp47, dir, theme, demo]);
  return null;
}
