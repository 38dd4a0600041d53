// The market data off the main thread (issue 12): the socket and the books live in a worker named
// 'market', the page opens no socket of its own, every one of a burst of updates reaches the
// screen, and a cold visit to a trading address subscribes before the screen's code has loaded.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';
import { declineAnalytics } from '../support/auth';
import { closeSocketProxies, socketProxy } from '../support/socketProxy';
import { type BookMessage, applyBookMessage, emptyBook, sortedLevels } from '../../src/core/markets/messages';

test.beforeEach(async ({ context }) => {
  await declineAnalytics(context);
});
test.afterEach(closeSocketProxies);

const isBookOf = (frame: string, symbol: string) => frame.includes('"channel":"book"') && frame.includes(`"symbol":"${symbol}"`);

/** Prices and amounts a side of the book shows, as numbers, in the order its rows read. */
async function shownSide(page: Page, side: 'bids' | 'asks'): Promise<Array<[number, number]>> {
  return page.locator(`[data-testid="order-book"] .order-book__side--${side} [data-price]`).evaluateAll((rows) => rows.map((row) => {
    const amount = row.querySelectorAll('span')[1]?.textContent ?? '';
    return [Number(row.getAttribute('data-price')), Number(amount.replace(/,/g, ''))] as [number, number];
  }));
}

test('a burst of 200 book updates sent in one go reaches the screen with no level lost', async ({ page }) => {
  // Tall enough for a dozen levels a side.
  await page.setViewportSize({ width: 1280, height: 1400 });
  // Every book frame the page gets is also applied here, so the test knows the book it must show;
  // once held, the gateway's own book updates stop and only the test's burst follows.
  const book = emptyBook();
  const state = { holdBook: false };
  const proxy = await socketProxy((frame, socket) => {
    if (isBookOf(frame, 'BTCUSDT')) {
      if (state.holdBook) return;
      applyBookMessage(book, JSON.parse(frame) as BookMessage);
    }
    socket.send(frame);
  });
  await page.goto(`${proxy.url}/spot/BTCUSDT`);
  await waitForApp(page);
  const shown = page.getByTestId('order-book');
  await expect(shown).toHaveAttribute('data-phase', 'live');
  await expect(shown.locator('.order-book__side--bids [data-price]').first()).toBeAttached();
  const resyncs = await shown.getAttribute('data-resyncs');

  state.holdBook = true;
  const from = book.seq;
  const bids = sortedLevels(book, 'bids').slice(0, 16).map(([price]) => price);
  const asks = sortedLevels(book, 'asks').slice(0, 16).map(([price]) => price);
  const burst: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    // Each update changes one bid and one ask near the top; every fourth removes its levels, and
    // a later update may set them again: a lost or reordered update leaves a wrong row.
    const amount = i % 4 === 3 ? '0' : ((i + 1) / 1000).toFixed(6);
    const update = {
      channel: 'book', market: 'spot', symbol: 'BTCUSDT', ts: Date.now(), action: 'update', seq: from + i + 1, prevSeq: from + i,
      data: { bids: [[bids[(i * 7) % bids.length], amount]], asks: [[asks[(i * 5) % asks.length], amount]] },
    } as unknown as BookMessage;
    expect(applyBookMessage(book, update)).toBe('applied');
    burst.push(JSON.stringify(update));
  }
  for (const frame of burst) proxy.sockets.at(-1)?.send(frame);

  await expect(shown).toHaveAttribute('data-seq', String(from + 200));
  await expect(shown).toHaveAttribute('data-phase', 'live');
  await expect(shown).toHaveAttribute('data-resyncs', resyncs ?? '0');
  const asNumbers = (levels: ReadonlyArray<readonly [string, string]>) => levels.map(([p, a]) => [Number(p), Number(a)]);
  // The painted book is read through its accessible mirror, which follows within about a second.
  const rowsOf = (side: 'bids' | 'asks') => shown.locator(`.order-book__side--${side} [data-price]`).count();
  const [bidRows, askRows] = [await rowsOf('bids'), await rowsOf('asks')];
  expect(bidRows).toBeGreaterThan(5);
  await expect.poll(() => shownSide(page, 'bids')).toEqual(asNumbers(sortedLevels(book, 'bids').slice(0, bidRows)));
  // Asks read from the highest shown down to the best, nearest the middle.
  await expect.poll(async () => [...await shownSide(page, 'asks')].reverse()).toEqual(asNumbers(sortedLevels(book, 'asks').slice(0, askRows)));
});

test('the market socket lives in a worker named market: the page itself opens none', async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { __pageSockets: number };
    counted.__pageSockets = 0;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        counted.__pageSockets += 1;
      }
    };
  });
  const proxy = await socketProxy();
  await page.goto(`${proxy.url}/spot/BTCUSDT`);
  await waitForApp(page);
  await expect(page.getByTestId('order-book')).toHaveAttribute('data-phase', 'live');
  expect(proxy.sockets.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __pageSockets: number }).__pageSockets)).toBe(0);
  const names = await Promise.all(page.workers().map((worker) => worker.evaluate(() => self.name)));
  expect(names).toContain('market');
});

test('a cold visit subscribes to the book, trades and ticker before the trading screen\'s code has loaded, and only once', async ({ page }) => {
  const proxy = await socketProxy();
  const subscribed = (channel: string) => proxy.sent.some((frame) => frame.includes('"op":"subscribe"') && frame.includes(`"channel":"${channel}"`));
  // The screen's code is held until the socket has asked for the market: without the early start
  // nothing would ask, and the screen would never load.
  await page.route(/\/assets\/Trade(Page|Screen)-[^/]*\.js$/, async (route) => {
    await expect.poll(() => ['book', 'trades', 'ticker'].every(subscribed), { timeout: 15_000 }).toBe(true);
    await route.continue();
  });
  await page.goto(`${proxy.url}/spot/BTCUSDT`);
  await waitForApp(page);
  await expect(page.getByTestId('order-book')).toHaveAttribute('data-phase', 'live');
  // The screen took the early subscriptions over: the book was asked for once and never let go.
  await page.waitForTimeout(1_500);
  const bookOps = proxy.sent.filter((frame) => isBookOf(frame, 'BTCUSDT')).map((frame) => (JSON.parse(frame) as { op: string }).op);
  expect(bookOps).toEqual(['subscribe']);
});

test('a hidden page gets no book frames; shown again, it gets the current book at once', async ({ page }) => {
  const proxy = await socketProxy();
  await page.goto(`${proxy.url}/spot/BTCUSDT`);
  await waitForApp(page);
  const book = page.getByTestId('order-book');
  await expect(book).toHaveAttribute('data-phase', 'live');
  const seqOf = async () => Number(await book.getAttribute('data-seq'));
  const setVisibility = (state: 'hidden' | 'visible') => page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

  await setVisibility('hidden');
  // The book goes on updating 20 times a second in the worker, but nothing reaches the page.
  const hiddenAt = await seqOf();
  await page.waitForTimeout(1_500);
  expect(await seqOf()).toBe(hiddenAt);
  const sentWhileHidden = proxy.sent.length;

  await setVisibility('visible');
  await expect.poll(seqOf).toBeGreaterThan(hiddenAt + 10);
  // Kept current meanwhile: no new subscription, no snapshot asked for again.
  expect(proxy.sent.slice(sentWhileHidden).filter((frame) => frame.includes('"op":"subscribe"'))).toEqual([]);
});
