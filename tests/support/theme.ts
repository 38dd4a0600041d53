// A canvas painted in the theme's colours: its background must be the theme's --bg, before and
// after the user switches the theme in the preferences.
import { type Page, expect } from '@playwright/test';
import { openPreferences } from './app';

/** The page's --bg as the browser resolves it ("rgb(r, g, b)"). */
export function themeBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--bg)';
    document.body.append(probe);
    const bg = getComputedStyle(probe).color;
    probe.remove();
    return bg;
  });
}

/** On a dark page: `painted` (a background pixel, "rgb(r, g, b)") is --bg, and is the new --bg after a switch to light. */
export async function expectRepaintedInTheme(page: Page, painted: () => Promise<string | null>): Promise<void> {
  const dark = await painted();
  expect(dark).toBe(await themeBackground(page));
  const dialog = await openPreferences(page);
  await dialog.getByLabel('Light').check();
  await page.keyboard.press('Escape');
  await expect.poll(painted).not.toBe(dark);
  expect(await painted()).toBe(await themeBackground(page));
}
