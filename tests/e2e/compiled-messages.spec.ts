// Issue 12's first visit: messages are compiled at build time, so no ICU parser ships to the
// browser, and the page downloads only the active language's compiled catalogue, whose plurals
// still read right.
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitForApp } from '../support/app';
import { declineAnalytics } from '../support/auth';

const dist = resolve(import.meta.dirname, '../..', process.env.E2E_DIST_DIR ?? 'dist');

test('the production scripts carry no ICU message parser, nor the formatjs runtime', () => {
  const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => /assets\/locale-ar-/.test(file))).toBe(true);
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  // Error kinds that only the parser names: the formatter and the compiled catalogues never do.
  expect(scripts.filter((file) => /EXPECT_ARGUMENT_CLOSING_BRACE|MALFORMED_ARGUMENT|INVALID_PLURAL_ARGUMENT_SELECTOR/.test(read(file)))).toEqual([]);
  // @formatjs/intl and intl-messageformat link their documentation from their errors.
  expect(scripts.filter((file) => read(file).includes('formatjs'))).toEqual([]);
});

test('a first visit in Arabic downloads the Arabic catalogue only, its first part before the rest, and its plurals read right', async ({ page, context }) => {
  await declineAnalytics(context);
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(locale-[\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) catalogues.push(name);
  });
  await page.goto('/ar/spot/BTCUSDT');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.getByTestId('symbol-picker').click();
  const picker = page.getByRole('dialog');
  const count = picker.getByRole('status');
  await picker.getByRole('combobox').fill('BTCUSDT');
  await expect(count).toHaveText('سوق واحد');
  await picker.getByRole('combobox').fill('NO-SUCH-MARKET');
  await expect(count).toHaveText('لا أسواق');
  // The first part goes with the first render; the rest follows it (build/firstVisitMessages.ts).
  expect(catalogues).toEqual(['locale-ar', 'locale-ar-rest']);
});

test("a cold trading visit asks for the rest of the catalogue only once the screen's code is in, and the next page reads whole", async ({ page, context }) => {
  await declineAnalytics(context);
  const seen: { name: string; event: 'asked' | 'received' }[] = [];
  const nameOf = (url: string) => /\/assets\/(TradeScreen|locale-en-rest)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];
  page.on('request', (request) => {
    const name = nameOf(request.url());
    if (name) seen.push({ name, event: 'asked' });
  });
  page.on('requestfinished', (request) => {
    const name = nameOf(request.url());
    if (name) seen.push({ name, event: 'received' });
  });
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await expect.poll(() => seen.some((s) => s.name === 'locale-en-rest')).toBe(true);
  const screenIn = seen.findIndex((s) => s.name === 'TradeScreen' && s.event === 'received');
  const restAsked = seen.findIndex((s) => s.name === 'locale-en-rest' && s.event === 'asked');
  expect(screenIn).toBeGreaterThanOrEqual(0);
  expect(restAsked).toBeGreaterThan(screenIn);

  // The markets page speaks from the rest: whole words, never an id or a blank.
  await page.getByRole('navigation').getByRole('link', { name: 'Markets' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markets');
  await expect(page.getByRole('group', { name: 'Market type' })).toBeVisible();
});
