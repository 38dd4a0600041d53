// What a browser receives on its first and its next visit, over real HTTP and as raw bytes: the
// build's text files as their precompressed siblings (written by the build's own plugin), the
// caching each kind of file gets, revalidation, and the API's larger JSON answers compressed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../build/precompress';
import { chooseCoding } from './http/compress';
import { type RunningGateway, startGateway } from './server';

const NAVIGATION = { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
const BROWSER = 'gzip, deflate, br, zstd';
const filler = (line: string, lines: number) => Array.from({ length: lines }, (_, i) => `${line} ${i}`).join('\n');

const FILES: Record<string, string> = {
  'index.html': `<!doctype html><title>shell</title><div id="root"></div>\n<!--\n${filler('the shell', 120)}\n-->`,
  'assets/app-Ab_d12-X.js': filler('export const value = "an asset";', 200),
  'assets/tiny-Xy12Ab34.js': 'export {};',
  'assets/unhashed.js': 'export {};',
  'sw.js': filler('self.addEventListener("fetch", () => {});', 80),
  'manifest.webmanifest': JSON.stringify({ name: 'Exchange', icons: Array.from({ length: 30 }, (_, i) => ({ src: `/icons/icon-${i}.png`, sizes: `${i}x${i}` })) }),
};
const HASHED = '/assets/app-Ab_d12-X.js';

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** The answer as sent, without fetch's transparent decoding. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  expect(coding).toBeUndefined();
  return answer.body;
}

let gw: RunningGateway;
let work: string;
let dist: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'gateway-compression-'));
  dist = join(work, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const [path, text] of Object.entries(FILES)) writeFileSync(join(dist, path), text);
  await precompressDir(dist);
  gw = await startGateway({ port: 0, distDir: dist, dataDir: join(work, 'data'), testControl: true, imageServers: 1 });
});
afterAll(async () => {
  await gw.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the build step', () => {
  it('writes br and gz siblings for text files over 1 KiB, and none for smaller ones', () => {
    for (const path of ['index.html', 'assets/app-Ab_d12-X.js', 'sw.js', 'manifest.webmanifest']) {
      const original = readFileSync(join(dist, path));
      expect(brotliDecompressSync(readFileSync(join(dist, `${path}.br`))).equals(original), path).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${path}.gz`))).equals(original), path).toBe(true);
    }
    expect(() => readFileSync(join(dist, 'assets/tiny-Xy12Ab34.js.br'))).toThrow();
  });
});

describe('the build files', () => {
  it.each([
    ['/assets/app-Ab_d12-X.js', /^application\/javascript/],
    ['/sw.js', /^application\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/', /^text\/html/],
  ])('%s goes out as brotli, gzip or itself, by what the request accepts', async (path, type) => {
    const original = Buffer.from(FILES[path === '/' ? 'index.html' : path.slice(1)] ?? '');
    const identityType = (await raw(`${gw.url}${path}`)).headers['content-type'];
    expect(identityType).toMatch(type);
    for (const [accept, coding] of [[BROWSER, 'br'], ['gzip', 'gzip'], ['gzip;q=1, br;q=0', 'gzip'], ['identity', undefined], ['br;q=0, gzip;q=0', undefined], ['', undefined]] as const) {
      const answer = await raw(`${gw.url}${path}`, accept ? { 'accept-encoding': accept } : {});
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], `${path} ${accept}`).toBe(coding);
      expect(answer.headers['content-type']).toBe(identityType);
      expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer).equals(original), `${path} ${accept}`).toBe(true);
    }
  });

  it('a file too small to compress is sent as it is', async () => {
    const answer = await raw(`${gw.url}/assets/tiny-Xy12Ab34.js`, { 'accept-encoding': BROWSER });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};');
  });

  it('HEAD announces what GET sends', async () => {
    const [get, head] = await Promise.all([raw(`${gw.url}${HASHED}`, { 'accept-encoding': BROWSER }), raw(`${gw.url}${HASHED}`, { 'accept-encoding': BROWSER }, 'HEAD')]);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('a range is taken from the encoding sent', async () => {
    const whole = await raw(`${gw.url}${HASHED}`, { 'accept-encoding': 'br' });
    const part = await raw(`${gw.url}${HASHED}`, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.body.equals(whole.body.subarray(0, 100))).toBe(true);
  });
});

describe('caching', () => {
  it('a hashed asset is kept for a year without asking again', async () => {
    for (const accept of [BROWSER, 'identity']) {
      expect((await raw(`${gw.url}${HASHED}`, { 'accept-encoding': accept })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await raw(`${gw.url}/assets/unhashed.js`)).headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/spot/BTCUSDT', '/sw.js', '/manifest.webmanifest'])('%s is revalidated on every use and answers 304 when unchanged', async (path) => {
    const first = await raw(`${gw.url}${path}`, { ...NAVIGATION, 'accept-encoding': BROWSER });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await raw(`${gw.url}${path}`, { ...NAVIGATION, 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: it is sent, not confirmed.
    const other = await raw(`${gw.url}${path}`, { ...NAVIGATION, 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('every page a navigation opens is the compressed shell, with its Content-Security-Policy', async () => {
    for (const path of ['/', '/spot/BTCUSDT', '/no/such/page']) {
      const answer = await raw(`${gw.url}${path}`, { ...NAVIGATION, 'accept-encoding': BROWSER });
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-security-policy'], path).toBeTruthy();
      expect(decoded(answer).toString(), path).toBe(FILES['index.html']);
    }
  });

  it('a shell unchanged since the date the client holds answers 304', async () => {
    const first = await raw(`${gw.url}/spot/BTCUSDT`, NAVIGATION);
    const again = await raw(`${gw.url}/spot/BTCUSDT`, { ...NAVIGATION, 'if-modified-since': first.headers['last-modified'] ?? '' });
    expect(again.status).toBe(304);
  });
});

describe('API answers', () => {
  const TICKERS = '/v1/mix/market/tickers?market=spot';

  it('JSON over 1 KiB is compressed by what the request accepts, and decodes to the same answer', async () => {
    const plain = await raw(`${gw.url}${TICKERS}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const codeOf = (body: Buffer) => (JSON.parse(body.toString()) as { code: string }).code;
    for (const [accept, coding] of [[BROWSER, 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', undefined]] as const) {
      const answer = await raw(`${gw.url}${TICKERS}`, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(codeOf(decoded(answer))).toBe('00000');
    }
  });

  it('smaller answers, test control and unknown calls stay as they are', async () => {
    for (const path of ['/v1/mix/public/clientCommonConfig', '/v1/no/such/call', '/__gateway/state']) {
      const answer = await raw(`${gw.url}${path}`, { 'accept-encoding': BROWSER });
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(() => JSON.parse(answer.body.toString()) as unknown, path).not.toThrow();
    }
  });
});

describe('choosing a coding', () => {
  it.each([
    [undefined, null], ['', null], ['identity', null], ['gzip', 'gzip'], ['x-gzip', 'gzip'], ['br, gzip', 'br'], ['gzip, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'], ['br;q=0', null], ['br;q=0, *', 'gzip'], ['*', 'br'], ['*;q=0', null], ['GZIP;Q=0.5', 'gzip'], ['br;q=bad, gzip', 'gzip'],
  ] as const)('%j gives %j', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it('takes only codings that are available', () => {
    expect(chooseCoding('br, gzip', (c) => c === 'gzip')).toBe('gzip');
    expect(chooseCoding('br', (c) => c === 'gzip')).toBeNull();
  });
});
