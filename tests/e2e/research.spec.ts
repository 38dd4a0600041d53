// The research center against the gateway's seed articles, with the service worker on: the list,
// an article with its image from an image domain, the hostile article rendering harmless, the
// not-found and error states, and the pages in Arabic on a dark phone screen.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp, waitForServiceWorker } from '../support/app';
import { control } from '../support/gateway';

// Served by id only, by a gateway with test control (gateway/testing/hostileArticle.ts).
const HOSTILE = '/research/articles/sanitiser-fixture';
const NORMAL = '/research/articles/bitcoin-liquidity-after-halving';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const allImagesLoaded = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0) && images.length > 0);

test('the list shows the seed articles newest first and leads to an article', async ({ page }) => {
  await page.goto('/spot/BTCUSDT');
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research center' })).toBeVisible();
  const cards = page.getByTestId('research-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Bitcoin liquidity after the halving');
  await expect(cards.first()).toContainText('Published Jun 3, 2024');
  await expect(page.getByTestId('article-language')).toHaveCount(0);
  await expect.poll(() => allImagesLoaded(page, '.research-card img.coin-icon')).toBe(true);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${NORMAL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin liquidity after the halving');
  const body = page.getByTestId('article-body');
  await expect(body.locator('table tbody tr')).toHaveCount(3);
  await expect(body.locator('a[href="/spot/BTCUSDT"]')).toBeVisible();
  // The article's image and link on an image domain survive the sanitiser; the link opens apart from this page.
  await expect.poll(() => allImagesLoaded(page, '[data-testid="article-body"] img')).toBe(true);
  const imageDomainLink = body.getByRole('link', { name: 'the Bitcoin mark' });
  await expect(imageDomainLink).toHaveAttribute('target', '_blank');
  await expect(imageDomainLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page).toHaveTitle('Bitcoin liquidity after the halving | OpenEx');
});

test('a hostile article shows its writing and does nothing else', async ({ page, context }) => {
  const since = Date.now();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { images } = await control<{ images: { url: string }[] }>('images');
  const allowed = [new URL(process.env.E2E_BASE_URL ?? '').origin, ...images.map((i) => i.url)];
  const stray: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:')) return;
    if (!url.startsWith('http') || !allowed.includes(new URL(url).origin)) stray.push(url);
  });

  await page.goto(HOSTILE);
  await waitForApp(page);
  const body = page.getByTestId('article-body');
  await expect(body).toContainText('Where the yield comes from');
  await expect(body).toContainText('Hover and click this paragraph: nothing happens.');
  await expect(body).toContainText('A link to another site');

  for (const tag of ['script', 'noscript', 'iframe', 'svg', 'math', 'style', 'form', 'input', 'button', 'object', 'embed', 'base', 'meta', 'link']) {
    await expect(body.locator(tag), tag).toHaveCount(0);
  }
  const attributes = await body.locator('*').evaluateAll((nodes) => nodes.flatMap((n) => n.getAttributeNames().map((a) => `${n.nodeName}.${a}=${n.getAttribute(a)}`)));
  expect(attributes.filter((a) => /\.on|\.style=|javascript:|data:text|evil\.example|svg\+xml/i.test(a))).toEqual([]);
  expect(await body.innerHTML()).not.toContain('<!--');
  // Refused links keep their words and lose their address.
  await expect(body.getByText('A javascript: link')).not.toHaveAttribute('href', /./);
  await expect(body.getByText('A link to another site')).not.toHaveAttribute('href', /./);

  await body.getByText('Hover and click this paragraph').hover();
  await body.getByText('Hover and click this paragraph').click();
  await body.getByText('A javascript: link').click();
  await body.getByText('A data: page').click();
  await page.waitForTimeout(500);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(stray).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${HOSTILE}$`));
  // The good image in the same article still shows.
  await expect.poll(() => allImagesLoaded(page, '[data-testid="article-body"] img[alt="Ether badge"]')).toBe(true);

  // The sanitiser's inert parse of the hostile markup meets the page's policy (Chromium gives the
  // parse document the page's CSP): its <base>, handlers and styles are reported, which flags the
  // feed. Nothing was ever loaded or run: no frame, script or image from another origin.
  type Stored = { receivedAt: number; event: { data: { event: string; reason: string }; page: string } };
  const reports = async () => (await control<{ reports: Stored[] }>('csp')).reports
    .filter((r) => r.receivedAt >= since && new URL(r.event.page).pathname === HOSTILE).map((r) => r.event.data.event);
  await expect.poll(async () => (await reports()).length).toBeGreaterThan(0);
  const parseOnly = ['enforce base-uri', 'enforce script-src-attr', 'enforce style-src-attr', 'enforce style-src-elem'];
  expect((await reports()).filter((event) => !parseOnly.includes(event))).toEqual([]);
});

test('an unknown article says so, and a failed call offers a retry in the reader’s language', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  await page.goto('/research/articles/no-such-article');
  await waitForApp(page);
  await expect(page.getByTestId('research-not-found')).toContainText('Article not found');
  await page.getByRole('link', { name: 'Back to research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research center' })).toBeVisible();

  await page.goto('/research/articles/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await waitForApp(page);
  await expect(page.getByTestId('research-not-found')).toBeVisible();

  await control('faults', { path: '/v1/mix/research/articles', status: 500, times: 1, terminalCode });
  await page.goto('/fr/research');
  await waitForApp(page);
  const error = page.getByTestId('research-error');
  await expect(error).toContainText('Impossible de charger la recherche');
  await error.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('research-card')).toHaveCount(3);
  // The seed articles are English: a French reader is told so on each card.
  await expect(page.getByTestId('article-language')).toHaveText(['anglais', 'anglais', 'anglais']);

  await control('faults', { path: '/v1/mix/research/article', status: 504, times: 1, terminalCode });
  await page.goto(`/fr${NORMAL}`);
  await waitForApp(page);
  await expect(page.getByTestId('research-error')).toContainText('Vérifiez votre connexion');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin liquidity after the halving');
});

test.describe('on a phone, in Arabic, dark', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const [name, path] of [['list', '/ar/research'], ['article', `/ar${NORMAL}`], ['hostile article', `/ar${HOSTILE}`], ['not found', '/ar/research/articles/none']] as const) {
    test(`${name}: right to left, no content wider than the screen, no serious axe violation`, async ({ page }, testInfo) => {
      await page.goto(`${path}?appTheme=dark`);
      await waitForApp(page);
      await waitForServiceWorker(page);
      expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.dataset.theme])).toEqual(['rtl', 'dark']);
      await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الأبحاث' })).toBeVisible();
      if (name !== 'not found') await expect.poll(() => allImagesLoaded(page, 'main img[src]')).toBe(true);
      // The screen's own content stays within the phone's width (the shared header is not this screen's).
      const wide = await page.locator('main *').evaluateAll((nodes) =>
        nodes.filter((n) => { const r = n.getBoundingClientRect(); return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1); }).map((n) => n.nodeName));
      expect(wide).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`research-${name.replace(/ /g, '-')}-ar-dark-360.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('no serious axe violation in the light theme', async ({ page }) => {
  for (const path of ['/research', NORMAL, HOSTILE]) {
    await page.goto(path);
    await waitForApp(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
