// Hostile answers and frames at the page's edge: a market list of the wrong type is "unreadable",
// never "not listed", and the screen recovers by itself once the server heals; socket frames of
// the wrong shape are dropped and counted, with no page error, and later good frames still apply.
import { type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp } from '../support/app';
import { declineAnalytics, signIn } from '../support/auth';
import { baseUrl, byDevice, logMark, logSince } from '../support/gateway';
import { pageFault, removePageFaults } from '../support/faults';
import { closeSocketProxies, socketProxy } from '../support/socketProxy';

const SYMBOLS = '/v1/mix/market/symbols';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});
test.afterEach(removePageFaults);
test.afterEach(closeSocketProxies);

/** Uncaught errors of the page and the console's wire warnings, from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[wire]')) warnings.push(message.text());
  });
  return { errors, warnings };
}

test('a market list whose data is a string says the markets could not be read, retries by itself and recovers when the server heals', async ({ page }) => {
  const device = await pinTerminalCode(page);
  const seen = watch(page);
  await pageFault(page, { path: SYMBOLS, data: 'BTCUSDT' });
  const mark = logMark();
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The market list could not be read.');
  await expect(alert).toContainText('Trying again automatically');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('is not listed')).toHaveCount(0);
  // Retried without a click, with growing pauses.
  await expect.poll(() => logSince(mark, byDevice(device, SYMBOLS)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  expect(seen.warnings.some((w) => w.includes(SYMBOLS) && w.includes('symbols record (missing)'))).toBe(true);

  await removePageFaults();
  await expect(page.getByTestId('trade-screen')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(seen.errors).toEqual([]);
});

test('a market list with wrongly typed fields is unreadable, not "not listed", and Try again recovers it', async ({ page }) => {
  const seen = watch(page);
  const btc = {
    symbol: 'BTCUSDT', market: 'spot', base: 'BTC', quote: 'USDT', pricePrecision: 'two', amountPrecision: 6, tickSize: 0.01, lotSize: '0.000001',
    minAmount: '0.00001', minNotional: '5', makerFeeRate: '0.001', takerFeeRate: '0.001', status: 'trading',
  };
  const device = await pinTerminalCode(page);
  await pageFault(page, { path: SYMBOLS, data: { symbols: [btc, 'ETHUSDT'] } });
  const mark = logMark();
  const calls = () => logSince(mark, byDevice(device, SYMBOLS)).length;
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await expect(page.getByRole('alert')).toContainText('The market list could not be read.');
  await expect(page.getByText('is not listed')).toHaveCount(0);
  // After three tries the automatic pause is 1.5 s or more: a call within a second is the button's.
  await expect.poll(calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  const before = calls();
  await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect.poll(calls, { timeout: 1_000 }).toBeGreaterThan(before);
  await removePageFaults();
  await expect(page.getByTestId('trade-screen')).toBeVisible({ timeout: 40_000 });
  expect(seen.warnings.some((w) => w.includes('symbol record (pricePrecision)'))).toBe(true);
  expect(seen.errors).toEqual([]);
});

test('tickers whose clock has a fraction keep their prices in the market picker; one bad record loses only itself', async ({ page }) => {
  const seen = watch(page);
  const ticker = {
    symbol: 'BTCUSDT', market: 'spot', last: '61234.50', open24h: '60000.00', high24h: '62000.00', low24h: '59000.00', change24h: '2.06',
    volume24h: '10.000000', quoteVolume24h: '612345.00', bestBid: '61234.49', bestBidSize: '1.000000', bestAsk: '61234.51',
    bestAskSize: '1.000000', markPrice: '61234.50', ts: 1795477500378.9119,
  };
  await pageFault(page, { path: '/v1/mix/market/tickers', data: { tickers: [ticker, { ...ticker, symbol: 'ETHUSDT', last: 3000 }] } });
  // The picker shows the REST answer until the socket speaks for a symbol: the socket's tickers of
  // the two symbols are held back, so what shows is what the REST answer's checks kept.
  const proxy = await socketProxy((frame, socket) => {
    if (frame.includes('"channel":"ticker"') && /"symbol":"(BTC|ETH)USDT"/.test(frame)) return;
    socket.send(frame);
  });
  await page.goto(`${proxy.url}/spot/SOLUSDT`);
  await waitForApp(page);
  await page.getByTestId('symbol-picker').click();
  const option = (symbol: string) => page.getByRole('option').and(page.locator(`[data-symbol="${symbol}"]`));
  await expect(option('BTCUSDT').locator('.symbol-picker__last')).toHaveText('61,234.50');
  await expect(option('BTCUSDT').locator('.symbol-picker__change')).toContainText('2.06');
  await expect(option('ETHUSDT').locator('.symbol-picker__last')).toHaveText('—');
  await expect.poll(() => seen.warnings.find((w) => w.includes('/v1/mix/market/tickers')) ?? '').toContain('ticker.ts ×1');
  expect(seen.warnings.find((w) => w.includes('/v1/mix/market/tickers'))).toContain('ticker record (last) ×1');
  expect(seen.errors).toEqual([]);
});

test('the asset page values BTC and ETH when every ticker\'s clock has a fraction', async ({ page }) => {
  const seen = watch(page);
  const answer = (await (await fetch(`${baseUrl()}/v1/mix/market/tickers`)).json()) as { data: { tickers: Array<Record<string, unknown>> } };
  const tickers = answer.data.tickers.map((t) => ({ ...t, ts: Number(t.ts) + 0.9119 }));
  await pageFault(page, { path: '/v1/mix/market/tickers', data: { tickers } });
  await signIn(page, { loginName: 'trader@openex.test', password: 'Trader#2024' });
  await page.goto('/asset/spot');
  await waitForApp(page);
  await expect(page.getByTestId('spot-row-BTC').getByTestId('value')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('spot-row-ETH').getByTestId('value')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('assets-unpriced')).toHaveCount(0);
  expect(seen.warnings.find((w) => w.includes('/v1/mix/market/tickers'))).toContain(`ticker.ts ×${tickers.length}`);
  expect(seen.errors).toEqual([]);
});

/**
 * The page's market socket, passed through, with a way to send it frames of the test's own: the app
 * is opened at `url`, a proxy of the test's own (the socket lives in a worker, which Playwright's
 * routeWebSocket does not reach).
 */
async function routeSocket(): Promise<{ url: string; inject: (frame: unknown) => void }> {
  const proxy = await socketProxy();
  return {
    url: proxy.url,
    inject: (frame) => {
      for (const socket of proxy.sockets) socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
  };
}

test('socket frames of the wrong shape are dropped and counted: no page error, and later good frames still apply', async ({ page }) => {
  const seen = watch(page);
  const socket = await routeSocket();
  await page.goto(`${socket.url}/spot/BTCUSDT`);
  await waitForApp(page);
  const book = page.getByTestId('order-book');
  await expect(book).toHaveAttribute('data-phase', 'live');
  // The trades are painted on a canvas; their accessible mirror lists them.
  const trades = page.locator('.recent-trades__row');
  await expect(trades.first()).toBeAttached();

  const at = { market: 'spot', symbol: 'BTCUSDT', ts: Date.now() };
  const hostile: unknown[] = [
    { channel: 'book', ...at, action: 'update', seq: 1e12, prevSeq: 1e12 - 1, data: 'bids' },
    { channel: 'book', ...at, action: 'snapshot', seq: 1e12, prevSeq: 0, data: { bids: 'not a list', asks: [] } },
    { channel: 'book', ...at, action: 'update', seq: 1e12, prevSeq: 1e12 - 1, data: { bids: [null], asks: {} } },
    { channel: 'trades', ...at, data: [null] },
    { channel: 'trades', ...at, data: 'trades' },
    { channel: 'ticker', ...at, data: null },
    { channel: 'candle', ...at, interval: '1m', data: 'candle' },
    { channel: 'orders', demo: false, ts: Date.now(), data: [null] },
    { channel: 'positions', demo: false, ts: Date.now(), data: 'none' },
    { channel: 'balances', demo: false, ts: Date.now(), data: null },
    { event: 'subscribed', arg: null },
    'not json', '[1,2]', 'null',
  ];
  for (const frame of hostile) socket.inject(frame);
  // Counted: the first at once, the rest summed up a few seconds later.
  const droppedFrames = () => seen.warnings.filter((w) => w.startsWith('[wire] socket: dropped'))
    .reduce((sum, w) => sum + Number(/dropped (\d+) record/.exec(w)?.[1] ?? 0), 0);
  await expect.poll(droppedFrames).toBeGreaterThanOrEqual(hostile.length);
  expect(seen.errors).toEqual([]);

  // The screen keeps working: the book goes on following the server's own updates.
  const seq = Number(await book.getAttribute('data-seq'));
  await expect.poll(async () => Number(await book.getAttribute('data-seq'))).toBeGreaterThan(seq);
  await expect(book).toHaveAttribute('data-phase', 'live');

  // A good frame after the bad ones still applies: its trade is listed (the mirror follows within a
  // second). Other tests trade BTCUSDT meanwhile and may push one trade out of the shown rows within
  // that second, so the frame is sent again, with a new trade, until the mirror has listed one.
  let sent = 0;
  await expect.poll(() => {
    sent += 1;
    socket.inject({ channel: 'trades', ...at, ts: Date.now(), data: [null, { tradeId: `injected-${sent}`, price: '12345.67', amount: '0.424242', side: 'sell', time: Date.now() }] });
    return page.locator('.recent-trades__row', { hasText: '12,345.67' }).count();
  }, { intervals: [1_500] }).toBeGreaterThan(0);
  expect(seen.errors).toEqual([]);
});
