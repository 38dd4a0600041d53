// The Content-Security-Policy of the production build as the gateway serves it: strict, with the
// running image servers as the only other image origins, no inline script in the build, and every
// violation reported to cspSecurity, a handful per page at most.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { pinTerminalCode, waitForApp } from '../support/app';
import { byDevice, control, logMark, logSince } from '../support/gateway';

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));

test('HTML carries a strict policy naming the running image servers, and the build has no inline script', async ({ request }) => {
  const { images } = await control<{ images: { url: string }[] }>('images');
  for (const path of ['/', '/research/articles/x', '/index.html']) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    const policy = directives(csp);
    expect(policy.get('script-src'), path).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...images.map((i) => i.url)]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...images.map((i) => i.url)]);
  }
  const html = readFileSync(resolve(import.meta.dirname, '../../dist/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\//);
    expect(body?.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=|style="/i);
});

test('a blocked inline script does not run and is reported once; a burst of violations sends a few reports', async ({ page }) => {
  const terminalCode = await pinTerminalCode(page);
  const mark = logMark();
  const since = Date.now();
  await page.goto('/research');
  await waitForApp(page);

  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    }
  });
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();

  type Stored = { receivedAt: number; event: { bizType: string; data: { event: string; reason: string }; timestamp: number; page: string } };
  const reports = async () => (await control<{ reports: Stored[] }>('csp')).reports.filter((r) => r.receivedAt >= since && r.event.page.endsWith('/research'));
  await expect.poll(async () => (await reports()).length).toBe(1);
  const [stored] = await reports();
  expect(stored?.event).toMatchObject({ bizType: 'cspSecurity', data: { event: 'enforce script-src-elem', reason: expect.stringMatching(/^blocked inline/) } });
  expect(stored?.event.timestamp).toEqual(expect.any(Number));
  const [call] = logSince(mark, byDevice(terminalCode, '/v1/buried/log/cspSecurity'));
  expect(call?.method).toBe('POST');
  expect(call?.query.languageType).toBe('0');

  // Twenty different blocked images: never more than five reports for the page.
  await page.evaluate(() => {
    for (let i = 0; i < 20; i++) {
      const img = document.createElement('img');
      img.src = `https://blocked-${i}.example/pixel.gif`;
      document.body.append(img);
    }
  });
  await page.waitForTimeout(2_500);
  const sent = logSince(mark, byDevice(terminalCode, '/v1/buried/log/cspSecurity'));
  expect(sent).toHaveLength(5);
  expect(sent.slice(1).map((r) => (r.body as { data: { event: string } }).data.event)).toEqual(Array(4).fill('enforce img-src'));
});
