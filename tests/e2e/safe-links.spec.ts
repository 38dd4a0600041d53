// Links from the server (an article's HTML) whose address the safe-URL rule refuses are shown as
// the text around them: no anchor, not in the link colour, no pointer, not reachable with Tab.
import { expect, test } from '@playwright/test';
import { waitForApp } from '../support/app';

const ARTICLE = '/research/articles/bitcoin-liquidity-after-halving';
const HOSTILE_LINKS = [
  ['encoded backslash', '/%5Cevil.com'],
  ['encoded slashes', '/%2f%2fevil.com'],
  ['double-encoded slash', '/%252F/evil.com'],
  ['script address', 'javascript:alert(1)'],
  ['foreign host', 'https://evil.example/'],
] as const;

test('refused links in an article read as plain text; allowed links stay links', async ({ page }) => {
  await page.context().route('**/v1/mix/research/article?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { article: { html: string } } };
    const links = HOSTILE_LINKS.map(([name, href]) => `<a href="${href}" title="${name}">${name}</a>`).join(' · ');
    body.data.article.html = `<p data-testid="x">Refused: ${links}. Allowed: <a href="/spot/BTCUSDT">BTCUSDT spot</a>.</p>`;
    await route.fulfill({ response, json: body });
  });
  await page.goto(ARTICLE);
  await waitForApp(page);
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('link', { name: 'BTCUSDT spot' })).toHaveAttribute('href', '/spot/BTCUSDT');
  await expect(body.locator('a')).toHaveCount(1);
  const paragraph = body.locator('p').first();
  const textColour = await paragraph.evaluate((p) => getComputedStyle(p).color);
  const linkColour = await body.getByRole('link').evaluate((a) => getComputedStyle(a).color);
  expect(linkColour).not.toBe(textColour);
  for (const [name] of HOSTILE_LINKS) {
    const text = body.getByText(name, { exact: true });
    await expect(text).toBeVisible();
    expect(await text.evaluate((el) => ({ tag: el.tagName, colour: getComputedStyle(el).color, cursor: getComputedStyle(el).cursor, tabIndex: el.tabIndex }))).toEqual({ tag: 'SPAN', colour: textColour, cursor: 'auto', tabIndex: -1 });
  }
  // Tab from the article's heading reaches the one real link and nothing refused.
  const focused: string[] = [];
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  for (const [name] of HOSTILE_LINKS) expect(focused).not.toContain(name);
});
