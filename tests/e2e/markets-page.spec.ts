// The markets page and favourites as a user meets them, against the reference gateway with the
// service worker on: sorting and searching through the screen, a star given signed out surviving a
// reload (and a broken stored entry breaking nothing), stars kept at the gateway once signed in,
// merged from the signed-out ones and followed by another tab and another browser, and the symbol
// picker's favourites.
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp } from '../support/app';
import { declineAnalytics, fillLoginForm, registerFreshUser } from '../support/auth';
import { baseUrl, byDevice, control, logMark, logSince } from '../support/gateway';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});

interface Listed {
  symbol: string;
  pricePrecision: number;
}

async function listed(market: 'spot' | 'futures'): Promise<Listed[]> {
  const answer = (await (await fetch(`${baseUrl()}/v1/mix/market/symbols?market=${market}`)).json()) as { data: { symbols: Listed[] } };
  return answer.data.symbols;
}

const rows = (page: Page) => page.getByTestId('market-row');
const star = (page: Page, symbol: string) => page.locator(`[data-testid="market-row"][data-symbol="${symbol}"]`).getByTestId('favorite-star');

async function openMarkets(page: Page, path = '/markets'): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await expect(rows(page).first()).toBeVisible();
  // Prices arrive (REST first, then the socket).
  await expect(rows(page).first().getByTestId('row-last')).not.toHaveText('—');
}

/** A column's figures as shown, read in one go (the rows move live), as numbers. */
function figures(page: Page, testId: string): Promise<number[]> {
  return page.evaluate((id) => [...document.querySelectorAll(`[data-testid="market-row"] [data-testid="${id}"]`)]
    .map((cell) => Number((cell.textContent ?? '').replace(/[,%+\s]/g, '').replace('−', '-').replace(/[A-Z]+$/, ''))), testId);
}

const isSorted = (values: number[], direction: 'ascending' | 'descending') => values.every((v, i) => i === 0 || (direction === 'ascending' ? values[i - 1]! <= v : values[i - 1]! >= v));

async function symbolsShown(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((list) => list.map((row) => (row as HTMLElement).dataset.symbol ?? ''));
}

test('lists every market of the gateway with its precision, sorts by a header (by keyboard too) and finds by base, quote or symbol', async ({ page }) => {
  await openMarkets(page);
  const spot = await listed('spot');
  await expect(rows(page)).toHaveCount(spot.length);
  // Each price in its market's own precision.
  for (const { symbol, pricePrecision } of spot) {
    const text = await page.locator(`[data-testid="market-row"][data-symbol="${symbol}"] [data-testid="row-last"]`).textContent();
    expect(text?.split('.')[1]?.length ?? 0, symbol).toBe(pricePrecision);
  }
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))).toEqual([]);

  const lastHeader = page.locator('th').filter({ has: page.getByTestId('sort-last') });
  await expect(lastHeader).toHaveAttribute('aria-sort', 'none');
  await page.getByTestId('sort-last').click();
  await expect(lastHeader).toHaveAttribute('aria-sort', 'descending');
  expect(isSorted(await figures(page, 'row-last'), 'descending')).toBe(true);
  // The same header by keyboard: Enter turns it around.
  await page.getByTestId('sort-last').focus();
  await page.keyboard.press('Enter');
  await expect(lastHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(isSorted(await figures(page, 'row-last'), 'ascending')).toBe(true);
  // Another column takes over: only one header says it sorts.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sort-change')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('th').filter({ has: page.getByTestId('sort-change') })).toHaveAttribute('aria-sort', 'descending');
  await expect(lastHeader).toHaveAttribute('aria-sort', 'none');
  expect(isSorted(await figures(page, 'row-change'), 'descending')).toBe(true);

  const search = page.getByTestId('markets-search');
  await search.fill('eth');
  await expect.poll(() => symbolsShown(page)).toContain('ETHUSDT');
  for (const symbol of await symbolsShown(page)) expect(symbol).toContain('ETH');
  await search.fill('sol/usdt');
  await expect.poll(() => symbolsShown(page)).toEqual(['SOLUSDT']);
  await search.fill('usdt');
  await expect(rows(page)).toHaveCount(spot.filter((s) => s.symbol.includes('USDT')).length);
  await search.fill('nothing here');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.locator('.market-note')).toHaveText('No market matches “nothing here”.');
  await search.fill('');

  // Futures: their own list, named as perpetuals, each row a link to its trading screen.
  await page.getByTestId('markets-kind-futures').click();
  await expect(rows(page)).toHaveCount((await listed('futures')).length);
  await page.locator('[data-testid="market-row"][data-symbol="ETHUSDT"] a').click();
  await expect(page).toHaveURL(/\/futures\/usdt\/ETHUSDT$/);
  await expect(page.getByTestId('trade-screen')).toHaveAttribute('data-symbol', 'ETHUSDT');
});

test('on a phone, columns that do not fit are still sortable from the sort menu, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openMarkets(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByTestId('sort-volume')).toBeHidden();
  await page.getByTestId('markets-sort').selectOption('volume');
  const volumeHeader = page.locator('th').filter({ has: page.getByTestId('sort-volume') });
  await expect(volumeHeader).toHaveAttribute('aria-sort', 'descending');
  const volumes = () => page.locator('.markets-table__subvolume').evaluateAll((cells) => cells.map((cell) => {
    const match = /^([\d.]+)([KMB]?)/.exec(cell.textContent ?? '');
    return match ? Number(match[1]) * ({ '': 1, K: 1e3, M: 1e6, B: 1e9 } as Record<string, number>)[match[2] ?? '']! : NaN;
  }));
  expect(isSorted(await volumes(), 'descending')).toBe(true);
  await page.getByRole('button', { name: 'Reverse the order' }).click();
  await expect(volumeHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(isSorted(await volumes(), 'ascending')).toBe(true);
});

test('the header leads to the markets page, and the top movers and the day’s lines show', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Markets' }).click();
  await expect(page).toHaveURL(/\/markets$/);
  await expect(page.getByTestId('markets-page')).toBeVisible();
  await expect(page.getByTestId('movers-volume').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('sparkline').first()).toBeVisible();
});

test('a star given signed out survives a reload, and a broken stored entry breaks nothing', async ({ page }) => {
  await openMarkets(page);
  await star(page, 'ETHUSDT').click();
  await expect(star(page, 'ETHUSDT')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await waitForApp(page);
  await expect(star(page, 'ETHUSDT')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('markets-show-favorites').click();
  await expect.poll(() => symbolsShown(page)).toEqual(['ETHUSDT']);

  for (const broken of ['{"market":', '"ETHUSDT"', '[{"market":"spot","symbol":"ETHUSDT"},{"market":"x"},42,{"market":"spot","symbol":"no such"}]']) {
    await page.evaluate((text) => localStorage.setItem('market_favorites', text), broken);
    await page.reload();
    await waitForApp(page);
    await expect(rows(page).first()).toBeVisible();
  }
  // The good reference of the last entry is kept, the rest dropped.
  await expect(star(page, 'ETHUSDT')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid="favorite-star"][aria-pressed="true"]')).toHaveCount(1);
});

test('signed in, stars are kept at the gateway, merged from the signed-out ones, and followed by another tab and another browser', async ({ page, browser }) => {
  const password = 'Fresh2024pass';
  // Its stars are told apart by this browser's terminal code (its second tab shares it): other workers star markets meanwhile.
  const device = await pinTerminalCode(page);
  // Signed out first: a star that must join the account at sign-in.
  await openMarkets(page);
  await star(page, 'SOLUSDT').click();
  const mark = logMark();
  const email = await registerFreshUser(page, 'fav', password);
  await openMarkets(page);
  await expect(star(page, 'SOLUSDT')).toHaveAttribute('aria-pressed', 'true');
  const merged = logSince(mark, byDevice(device, '/v1/user/overview/favorites/add'));
  expect(merged.map((r) => r.body)).toContainEqual({ favorites: [{ market: 'spot', symbol: 'SOLUSDT' }] });
  expect(await page.evaluate(() => localStorage.getItem('market_favorites'))).toBeNull();

  // A second tab of the same browser follows a star at once.
  const second = await page.context().newPage();
  await openMarkets(second);
  await expect(star(second, 'SOLUSDT')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('markets-kind-futures').click();
  await star(page, 'BTCUSDT').click();
  await expect.poll(() => logSince(mark, byDevice(device, '/v1/user/overview/favorites/add')).length).toBe(2);
  await second.getByTestId('markets-kind-futures').click();
  await expect(star(second, 'BTCUSDT')).toHaveAttribute('aria-pressed', 'true');
  await star(second, 'BTCUSDT').click();
  await expect(star(page, 'BTCUSDT')).toHaveAttribute('aria-pressed', 'false');
  await star(page, 'ETHUSDT').click();
  await expect(star(second, 'ETHUSDT')).toHaveAttribute('aria-pressed', 'true');

  // The trading screen's picker shows the account's stars once it opens, and stars there reach the gateway.
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  await page.getByTestId('symbol-picker').click();
  const picker = page.getByRole('dialog');
  await expect(picker.locator('[role="option"][data-symbol="SOLUSDT"]').getByTestId('favorite-mark')).toHaveAttribute('data-on', 'true');
  const beforeStar = logMark();
  await page.keyboard.press('Alt+KeyS');
  await expect(picker.locator('[role="option"][data-symbol="ETHUSDT"]').getByTestId('favorite-mark')).toHaveAttribute('data-on', 'true');
  await expect.poll(() => logSince(beforeStar, byDevice(device, '/v1/user/overview/favorites/add')).map((r) => r.body)).toEqual([{ favorites: [{ market: 'spot', symbol: 'ETHUSDT' }] }]);
  await page.keyboard.press('Escape');

  // Another browser (another device) signed in as the same user sees them, and shares them in demo mode.
  const other = await browser.newContext();
  await declineAnalytics(other);
  const elsewhere = await other.newPage();
  await elsewhere.goto('/login');
  await waitForApp(elsewhere);
  await fillLoginForm(elsewhere, { loginName: email, password });
  await expect(elsewhere.getByTestId('account-badge')).toBeVisible();
  await elsewhere.getByTestId('demo-switch').click();
  await elsewhere.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(elsewhere.getByTestId('demo-banner')).toBeVisible();
  await openMarkets(elsewhere);
  await expect(elsewhere.getByTestId('demo-banner')).toBeVisible();
  await expect(star(elsewhere, 'SOLUSDT')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(elsewhere, 'ETHUSDT')).toHaveAttribute('aria-pressed', 'true');
  await elsewhere.getByTestId('markets-kind-futures').click();
  await expect(star(elsewhere, 'ETHUSDT')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(elsewhere, 'BTCUSDT')).toHaveAttribute('aria-pressed', 'false');
  await other.close();
});

test('a star the gateway refuses goes back, with the reason in the page’s words', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  await registerFreshUser(page, 'favfull', 'Fresh2024pass');
  await openMarkets(page);
  const fault = await control<{ id: string }>('faults', { path: '/v1/user/overview/favorites/add', code: '30090', msg: 'At most 200 favourite markets', times: 1, terminalCode });
  await star(page, 'XRPUSDT').click();
  await expect(page.getByTestId('toast-text').filter({ hasText: 'You can keep at most 200 favourite markets' })).toBeVisible();
  await expect(star(page, 'XRPUSDT')).toHaveAttribute('aria-pressed', 'false');
  await control(`faults/${fault.id}`, undefined, 'DELETE');
  // The next try goes through.
  await star(page, 'XRPUSDT').click();
  await expect(star(page, 'XRPUSDT')).toHaveAttribute('aria-pressed', 'true');
});

test('the symbol picker stars by Alt+S and by a tap, and its favourites switch lists them', async ({ page }) => {
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  await page.getByTestId('symbol-picker').click();
  const picker = page.getByRole('dialog');
  const option = (symbol: string): Locator => picker.locator(`[role="option"][data-symbol="${symbol}"]`);
  await expect(picker.getByRole('combobox')).toBeFocused();
  await expect(picker.getByRole('option', { selected: true })).toHaveAttribute('data-symbol', 'ETHUSDT');
  await page.keyboard.press('Alt+KeyS');
  await expect(option('ETHUSDT').getByTestId('favorite-mark')).toHaveAttribute('data-on', 'true');
  await option('SOLUSDT').getByTestId('favorite-mark').click();
  await expect(option('SOLUSDT').getByTestId('favorite-mark')).toHaveAttribute('data-on', 'true');
  // The pointer moved onto that row: it is the highlighted one now, as on any list.
  await expect(picker.getByRole('option', { selected: true })).toHaveAttribute('data-symbol', 'SOLUSDT');
  // The tap starred it without leaving the market.
  await expect(page).toHaveURL(/\/spot\/ETHUSDT$/);
  await picker.getByTestId('picker-show-favorites').click();
  await expect(picker.getByRole('option')).toHaveCount(2);
  expect(await new AxeBuilder({ page }).include('dialog').analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))).toEqual([]);
  // Back in the search box, Enter still follows the highlighted market.
  await picker.getByRole('combobox').focus();
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('option', { selected: true })).toHaveAttribute('data-symbol', 'ETHUSDT');
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('option', { selected: true })).toHaveAttribute('data-symbol', 'SOLUSDT');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/spot\/SOLUSDT$/);
  // The markets page shows the same stars.
  await openMarkets(page);
  await expect(star(page, 'ETHUSDT')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, 'SOLUSDT')).toHaveAttribute('aria-pressed', 'true');
});
