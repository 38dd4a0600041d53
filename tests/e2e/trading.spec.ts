// The trading screens against the reference gateway's simulated markets, service worker on:
// orders placed, filled and canceled through the form and the tables in demo mode, checked on the
// screen and on the wire, with the real account left as it was; and the book's recovery.
import { type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, submitConfirmed, waitForApp } from '../support/app';
import { declineAnalytics, signIn } from '../support/auth';
import { byDevice, control, logMark, logSince } from '../support/gateway';
import { closeSocketProxies, socketProxy } from '../support/socketProxy';

// parent@ is a plain account no other spec trades with, so its balances are this file's alone.
const USER = { loginName: 'parent@openex.test', password: 'Parent#2024' };
const USER_ID = '10000004';

interface Balance { asset: string; available: string; locked: string }
type Wallets = { spot: Balance[]; futures: Balance[] };
const walletsAt = (demo: boolean) => control<Wallets>(`markets/balances?userId=${USER_ID}&demo=${demo ? 1 : 0}`);
const amountOf = (balances: Balance[], asset: string) => balances.find((b) => b.asset === asset);

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});
test.afterEach(closeSocketProxies);

interface MarketState {
  readonly markets: ReadonlyArray<{ market: string; symbol: string; mark: string; seq: number }>;
  readonly sockets: number;
}

async function markOf(market: 'spot' | 'futures', symbol: string): Promise<number> {
  const state = await control<MarketState>('markets/state');
  const found = state.markets.find((m) => m.market === market && m.symbol === symbol);
  if (!found) throw new Error(`no ${market} ${symbol}`);
  return Number(found.mark);
}

async function enterDemo(page: Page) {
  await page.getByTestId('demo-switch').click();
  await page.getByRole('dialog').getByTestId('demo-confirm').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
}

async function leaveDemo(page: Page) {
  await page.getByTestId('demo-banner').getByRole('button').click();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
}

const form = (page: Page) => page.getByTestId('order-form');
const available = (page: Page) => page.getByTestId('order-available');

const placeCalls = (mark: number, device: string, path: string) =>
  logSince(mark, byDevice(device)).filter((r) => r.method === 'POST' && r.path === `/v1/user/overview/${path}`);

test('spot in demo: a limit buy rests, is canceled, rests again and fills; the real account is untouched', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await signIn(page, USER);
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  await expect(available(page)).toHaveText('2,500.00 USDT');
  const realBefore = await walletsAt(false);

  await enterDemo(page);
  await page.goto('/spot/ETHUSDT');
  await expect(available(page)).toHaveText('100,000.00 USDT');
  const mark = logMark();
  const price = (Math.floor((await markOf('spot', 'ETHUSDT')) * 0.95 * 100) / 100).toFixed(2);
  await form(page).getByLabel('Price (USDT)').fill(price);
  await form(page).getByLabel('Amount', { exact: true }).fill('0.1');
  await submitConfirmed(page);
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');
  const held = 100_000 - Number(price) * 0.1;
  await expect(available(page)).toHaveText(`${held.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`);

  const placed = placeCalls(mark, device, 'spot/order/place');
  expect(placed).toHaveLength(1);
  expect(placed[0]?.headers.paptrading).toBe('1');
  expect(placed[0]?.body).toMatchObject({ symbol: 'ETHUSDT', side: 'buy', type: 'limit', amount: '0.1' });
  // The form sends the price's shortest decimal text ("3303.2" for a typed "3303.20").
  expect(Number((placed[0]?.body as { price?: string } | undefined)?.price)).toBe(Number(price));

  await page.locator('[data-testid^="cancel-"]').first().click();
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (0)');
  await expect(available(page)).toHaveText('100,000.00 USDT');
  expect(placeCalls(mark, device, 'spot/order/cancel')[0]?.headers.paptrading).toBe('1');

  // Resting again, then the market trades through it: it fills as a maker, fee taken in ETH.
  await form(page).getByLabel('Amount', { exact: true }).fill('0.1');
  await form(page).getByLabel('Price (USDT)').fill(price);
  await submitConfirmed(page);
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (1)');
  await control('markets/price', { market: 'spot', symbol: 'ETHUSDT', price: Number(price) * 0.97 });
  await expect(page.getByTestId('account-tab-openOrders')).toHaveText('Open orders (0)', { timeout: 20_000 });
  await page.getByTestId('account-tab-history').click();
  await expect(page.getByText('Filled').first()).toBeVisible();
  await form(page).getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(available(page)).toHaveText('0.0999 ETH');
  // At the gateway: the demo wallet holds the ETH bought less the maker fee, and paid for it in USDT.
  const demo = await walletsAt(true);
  expect(amountOf(demo.spot, 'ETH')).toMatchObject({ available: '0.09992000', locked: '0.00000000' });
  expect(Number(amountOf(demo.spot, 'USDT')?.available)).toBeCloseTo(100_000 - Number(price) * 0.1, 6);

  await leaveDemo(page);
  await page.goto('/spot/ETHUSDT');
  await waitForApp(page);
  await expect(available(page)).toHaveText('2,500.00 USDT');
  expect(await walletsAt(false)).toEqual(realBefore);
  for (const call of logSince(mark, byDevice(device)).filter((r) => r.path.includes('/order/'))) expect(call.headers.paptrading).toBe('1');
});

test('futures in demo: a market long opens a position, which closes at market; the real wallet is untouched', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await signIn(page, USER);
  await page.goto('/futures/usdt/SOLUSDT');
  await waitForApp(page);
  await expect(available(page)).toHaveText('1,000.00 USDT');
  const realBefore = await walletsAt(false);

  await enterDemo(page);
  await page.goto('/futures/usdt/SOLUSDT');
  await expect(available(page)).toHaveText('100,000.00 USDT');
  const mark = logMark();
  await form(page).getByRole('button', { name: 'Market', exact: true }).click();
  await form(page).getByLabel('Amount', { exact: true }).fill('10');
  await expect(form(page).getByText('Margin', { exact: true })).toBeVisible();
  await submitConfirmed(page);
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (1)');
  await expect(page.getByTestId('close-SOLUSDT:long')).toBeVisible();
  await expect(available(page)).not.toHaveText('100,000.00 USDT');
  // At the gateway: the margin and fee left the demo futures wallet; what the screen shows is what it holds.
  const held = Number(amountOf((await walletsAt(true)).futures, 'USDT')?.available);
  expect(held).toBeLessThan(100_000 - 100);
  await expect(available(page)).toHaveText(`${held.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`);
  const opened = placeCalls(mark, device, 'futures/order/place');
  expect(opened).toHaveLength(1);
  expect(opened[0]?.headers.paptrading).toBe('1');
  expect(opened[0]?.body).toMatchObject({ symbol: 'SOLUSDT', side: 'buy', type: 'market', tradeSide: 'open', amount: '10', leverage: 10 });

  await page.getByTestId('close-SOLUSDT:long').click();
  await page.getByTestId('close-position-confirm').click();
  await expect(page.getByTestId('account-tab-positions')).toHaveText('Positions (0)');
  expect(placeCalls(mark, device, 'futures/position/close')[0]?.headers.paptrading).toBe('1');

  await leaveDemo(page);
  await page.goto('/futures/usdt/SOLUSDT');
  await waitForApp(page);
  await expect(available(page)).toHaveText('1,000.00 USDT');
  expect(await walletsAt(false)).toEqual(realBefore);
});

test('the form refuses what the gateway would, beside the field, and sends nothing', async ({ page }) => {
  const device = await pinTerminalCode(page);
  await signIn(page, USER);
  await page.goto('/de/spot/BTCUSDT');
  await waitForApp(page);
  const mark = logMark();
  const amount = form(page).getByLabel('Menge', { exact: true });
  // A decimal comma is German; a third decimal on a 2-decimal price is refused as it is typed.
  // The last price fills the empty field once, when the ticker first arrives: typed after that.
  await expect(form(page).getByLabel(/Preis/)).not.toHaveValue('');
  await form(page).getByLabel(/Preis/).fill('');
  await form(page).getByLabel(/Preis/).pressSequentially('50000,123');
  await expect(form(page).getByLabel(/Preis/)).toHaveValue('50000,12');
  await amount.fill('5');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('problem-amount')).toBeVisible();
  await amount.fill('0,000001');
  await expect(page.getByTestId('problem-amount')).toBeVisible();
  expect(placeCalls(mark, device, 'spot/order/place')).toHaveLength(0);
});

/**
 * Routes the page's market socket through the test, which can hold back or drop what the gateway
 * sends: the app is opened at `state.url`, a proxy of the test's own (the socket lives in a worker,
 * which Playwright's routeWebSocket does not reach).
 */
async function interceptSocket() {
  const state = { url: '', hold: false, dropBookUpdate: false, dropped: 0, sockets: [] as ReadonlyArray<{ close: () => Promise<void> }> };
  const proxy = await socketProxy((message, socket) => {
    if (state.hold) return;
    if (state.dropBookUpdate && message.includes('"channel":"book"') && message.includes('"action":"update"')) {
      state.dropBookUpdate = false;
      state.dropped += 1;
      return;
    }
    socket.send(message);
  });
  state.url = proxy.url;
  state.sockets = proxy.sockets;
  return state;
}

test('the book resynchronises after a lost update and a dropped socket, and the screen says when data is stale', async ({ page }) => {
  const device = await pinTerminalCode(page);
  const socket = await interceptSocket();
  await page.goto(`${socket.url}/spot/BTCUSDT`);
  await waitForApp(page);
  const book = page.getByTestId('order-book');
  await expect(book).toHaveAttribute('data-phase', 'live');

  const mark = logMark();
  socket.dropBookUpdate = true;
  await expect(book).toHaveAttribute('data-resyncs', '1');
  await expect(book).toHaveAttribute('data-phase', 'live');
  expect(socket.dropped).toBe(1);
  const depth = logSince(mark, byDevice(device, '/v1/mix/market/depth'));
  expect(depth[0]?.query).toMatchObject({ market: 'spot', symbol: 'BTCUSDT' });

  // The socket dies: the page opens another and the book goes on from a fresh snapshot.
  const seqBefore = Number(await book.getAttribute('data-seq'));
  await socket.sockets[0]?.close();
  await expect.poll(() => socket.sockets.length).toBe(2);
  await expect.poll(async () => Number(await book.getAttribute('data-seq'))).toBeGreaterThan(seqBefore);

  // Nothing arrives for a few seconds: the screen says the prices may be old, until data flows again.
  socket.hold = true;
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-health', 'stale');
  await expect(page.getByTestId('feed-status')).toContainText('Prices may be out of date');
  socket.hold = false;
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-health', 'live');
});

for (const [locale, theme] of [['', 'white'], ['', 'black'], ['/ar', 'white'], ['/ar', 'black']] as const) {
  test(`phone screenshots of spot and futures${locale ? ' in Arabic' : ''}, ${theme === 'black' ? 'dark' : 'light'}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    await declineAnalytics(context);
    const page = await context.newPage();
    await signIn(page, USER);
    const name = `${locale ? 'ar' : 'en'}-${theme === 'black' ? 'dark' : 'light'}`;
    for (const [path, tabs] of [['/spot/BTCUSDT', ['form', 'book']], ['/futures/usdt/ETHUSDT', ['form', 'orders']]] as const) {
      await page.goto(`${locale}${path}?appTheme=${theme}`);
      await waitForApp(page);
      await expect(page.getByTestId('chart')).toHaveAttribute('data-status', 'ready');
      const market = path.startsWith('/spot') ? 'spot' : 'futures';
      await page.screenshot({ path: `test-results/screens/trade-${market}-${name}-chart.png` });
      for (const tab of tabs) {
        await page.locator(`#trade-tab-${tab}`).click();
        await expect(page.locator('#trade-tabpanel')).toBeVisible();
        if (tab === 'book') await expect(page.getByTestId('order-book')).toHaveAttribute('data-phase', 'live');
        if (tab === 'form') await expect(page.getByTestId('order-available')).toBeVisible();
        if (tab === 'orders') await expect(page.getByRole('tablist').last()).toBeVisible();
        await page.screenshot({ path: `test-results/screens/trade-${market}-${name}-${tab}.png` });
      }
      // Nothing on a phone may scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
}

test('the layout preference puts the order form left, center or right of the chart, mirrored in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const xOf = async (part: string) => (await page.locator(`.trade__grid > .panel--${part}`).boundingBox())?.x ?? Number.NaN;
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  for (const layout of ['left', 'right', 'center'] as const) {
    await page.getByTestId('preferences-button').click();
    await page.getByRole('dialog').locator(`input[name="layout"][value="${layout}"]`).check();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('trade-grid')).toHaveAttribute('data-layout', layout);
    const [chart, form, book] = [await xOf('chart'), await xOf('form'), await xOf('book')];
    if (layout === 'left') expect(form).toBeLessThan(chart);
    if (layout === 'right') expect(form).toBeGreaterThan(chart);
    if (layout === 'center') expect(chart < form && form < book).toBe(true);
  }
  // Left, center and right are inline positions: Arabic mirrors them.
  await page.goto('/ar/spot/BTCUSDT');
  await waitForApp(page);
  await expect(page.getByTestId('trade-grid')).toHaveAttribute('data-layout', 'center');
  const [chart, form, book] = [await xOf('chart'), await xOf('form'), await xOf('book')];
  expect(book < form && form < chart).toBe(true);
});
