// What the gateway answers for addresses no route knows, HEAD requests and the favicon, and what a
// fresh gateway's research list holds, over real HTTP.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from './server';
import { HOSTILE_ARTICLE_ID } from './testing/hostileArticle';

const SHELL = '<!doctype html><title>shell</title><div id="root"></div>';
const NAVIGATION = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

async function start(testControl: boolean): Promise<{ gateway: RunningGateway; work: string }> {
  const work = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  const dist = join(work, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'export {};');
  copyFileSync(resolve(import.meta.dirname, '../public/favicon.ico'), join(dist, 'favicon.ico'));
  const gateway = await startGateway({ port: 0, distDir: dist, dataDir: join(work, 'data'), testControl, imageServers: 1 });
  return { gateway, work };
}

let gw: RunningGateway;
let work: string;
beforeAll(async () => {
  ({ gateway: gw, work } = await start(true));
});
afterAll(async () => {
  await gw.close();
  rmSync(work, { recursive: true, force: true });
});

const open = (path: string, init: RequestInit = {}) => fetch(`${gw.url}${path}`, { headers: NAVIGATION, ...init });

describe('unknown addresses', () => {
  it.each(['/%5Cevil.com', '/%5cevil.com', '/%2F/evil.com', '/%2f%2fevil.com', '/no/such/page', '/no-such.page', '/%'])('a navigation to %s gets the app shell', async (path) => {
    const response = await open(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    expect(await response.text()).toBe(SHELL);
  });

  it('a missing build file is a 404, never HTML, even when a browser navigates to it', async () => {
    for (const path of ['/assets/missing-abcd.js', '/assets/missing.css', '/locales/xx.json', '/icons/none.png']) {
      for (const headers of [NAVIGATION, { accept: '*/*' }]) {
        const response = await fetch(`${gw.url}${path}`, { headers });
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).not.toMatch(/html/);
      }
    }
  });

  it('an unknown API call keeps its envelope', async () => {
    const response = await open('/v1/no/such/call');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('00002');
  });
});

describe('HEAD answers as GET does', () => {
  it.each(['/spot/BTCUSDT', '/', '/research', '/%5Cevil.com', '/assets/app-1234.js', '/favicon.ico', '/assets/missing.js'])('%s', async (path) => {
    const [get, head] = await Promise.all([open(path), open(path, { method: 'HEAD' })]);
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });
});

describe('the favicon', () => {
  it('is an icon', async () => {
    const response = await fetch(`${gw.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/icon/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    expect(bytes.equals(readFileSync(resolve(import.meta.dirname, '../public/favicon.ico')))).toBe(true);
  });
});

describe('research seed content', () => {
  const list = async (url: string) => ((await (await fetch(`${url}/v1/mix/research/articles`)).json()) as { data: { articles: { id: string; title: string; summary: string }[] } }).data.articles;
  const article = async (url: string, id: string) => ((await (await fetch(`${url}/v1/mix/research/article?id=${id}`)).json()) as { data: { article: { html: string } | null } }).data.article;
  const FIXTURE = /compromised|fixture|hostile|evil\.example|javascript:|onerror|<script|__pwned/i;

  it('a fresh gateway lists real articles only, and none of them carries fixture markup', async () => {
    const plain = await start(false);
    try {
      const articles = await list(plain.gateway.url);
      expect(articles.length).toBeGreaterThan(0);
      for (const summary of articles) {
        expect(`${summary.title} ${summary.summary}`).not.toMatch(FIXTURE);
        expect((await article(plain.gateway.url, summary.id))?.html).not.toMatch(FIXTURE);
      }
      expect(await article(plain.gateway.url, HOSTILE_ARTICLE_ID)).toBeNull();
    } finally {
      await plain.gateway.close();
      rmSync(plain.work, { recursive: true, force: true });
    }
  });

  it('test control serves the hostile fixture by id, outside the list', async () => {
    expect((await list(gw.url)).map((a) => a.id)).not.toContain(HOSTILE_ARTICLE_ID);
    expect((await article(gw.url, HOSTILE_ARTICLE_ID))?.html).toMatch(/<script>/);
  });
});
