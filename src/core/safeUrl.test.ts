import { describe, expect, it } from 'vitest';
import { type SafeUrlKind, type SafeUrlRefusal, judgeUrl, leavesPageOrigin, makeSafeUrlPolicy, normalizeOrigin, refusalMessage } from './safeUrl';

const PAGE = 'https://exchange.example';
const policy = makeSafeUrlPolicy(PAGE, { extraOrigins: ['https://www.exchange.example', 'https://img.exchange-cdn.example/'] });

type Expected = SafeUrlKind | SafeUrlRefusal;

// The corpus: each address with the verdict it must get, a kind when allowed, a refusal reason otherwise.
const corpus: Array<[url: string, expected: Expected]> = [
  // The product's own hosts.
  ['https://exchange.example', 'own-origin'],
  ['https://exchange.example/', 'own-origin'],
  ['https://exchange.example/spot/BTCUSDT', 'own-origin'],
  ['https://exchange.example?lang=en', 'own-origin'],
  ['https://exchange.example#top', 'own-origin'],
  ['HTTPS://EXCHANGE.EXAMPLE/Research', 'own-origin'],
  ['https://www.exchange.example/download', 'own-origin'],
  ['https://img.exchange-cdn.example/a/b.png', 'own-origin'],
  ['//exchange.example/fee', 'own-origin'],
  ['//www.exchange.example', 'own-origin'],
  ['  https://exchange.example/x  ', 'own-origin'],
  ['\n\thttps://exchange.example/x\r\n', 'own-origin'],
  ['\u0000https://exchange.example/x', 'own-origin'],
  ['https://exchange.example/spot//BTCUSDT', 'own-origin'],
  ['https://exchange.example/redirect?to=https://evil.com', 'own-origin'],
  ['https://exchange.example/search?q=%2F%2Fevil.com', 'own-origin'],
  ['https://exchange.example//evil.com', 'encoded-slash'],
  ['https://exchange.example/%2F%2Fevil.com', 'encoded-slash'],
  ['https://exchange.example/%5Cevil.com', 'encoded-slash'],
  ['//exchange.example/%2f/evil.com', 'encoded-slash'],
  // Lookalikes of the product's hosts.
  ['http://exchange.example/', 'foreign-host'],
  ['https://exchange.example.evil.com/', 'foreign-host'],
  ['https://exchange.example@evil.com/', 'foreign-host'],
  ['https://user:pass@exchange.example/', 'foreign-host'],
  ['https://evil.com#https://exchange.example', 'foreign-host'],
  ['https://evil.com/?https://exchange.example', 'foreign-host'],
  ['https://evil.com/https://exchange.example', 'foreign-host'],
  ['https://exchange.example:8443/', 'foreign-host'],
  ['https://exchange.example:443/', 'foreign-host'],
  ['https://exchange.example./', 'foreign-host'],
  ['https://exchangeexample/', 'foreign-host'],
  ['https://xexchange.example/', 'foreign-host'],
  ['https://exchange.examplе/', 'foreign-host'], // Cyrillic 'е'
  ['https://ехchange.example/', 'foreign-host'], // Cyrillic 'е' and 'х'
  ['https://xn--exchange-9ya.example/', 'foreign-host'],
  ['https://ｅｘｃｈａｎｇｅ.example/', 'foreign-host'], // full-width letters
  ['https://exchange%2eexample/', 'foreign-host'],
  ['https://exchange.example%2f@evil.com/', 'foreign-host'],
  ['https:exchange.example/', 'foreign-host'],
  ['https:/exchange.example/', 'foreign-host'],
  ['https:///exchange.example/', 'foreign-host'],
  ['https://evil.com', 'foreign-host'],
  ['http://evil.com', 'foreign-host'],
  ['//evil.com', 'foreign-host'],
  ['//evil.com/exchange.example', 'foreign-host'],
  ['///evil.com', 'foreign-host'],
  ['//exchange.example@evil.com', 'foreign-host'],
  ['//exchange.example.evil.com', 'foreign-host'],
  ['https://127.0.0.1/', 'foreign-host'],
  ['https://[::1]/', 'foreign-host'],
  // Paths and fragments of this page.
  ['/', 'path'],
  ['/spot/BTCUSDT', 'path'],
  ['/research/articles/42?from=home#comments', 'path'],
  ['/en/futures/usdt/BTCUSDT', 'path'],
  ['/research?q=100%25', 'path'],
  ['/spot/BTC%2DUSDT', 'path'],
  ['/./spot/BTCUSDT', 'path'],
  ['/a%2F%2Fb', 'path'],
  ['/%2520', 'path'],
  ['/ spaced path', 'path'],
  ['./', 'path'],
  ['./article/1', 'path'],
  ['../', 'path'],
  ['../../asset/spot', 'path'],
  ['./javascript:alert(1)', 'path'],
  ['#', 'fragment'],
  ['#section-2', 'fragment'],
  ['#javascript:alert(1)', 'fragment'],
  // Other allowed schemes.
  ['mailto:support@exchange.example', 'mailto'],
  ['MAILTO:support@exchange.example?subject=Hi', 'mailto'],
  ['tel:+1-555-0100', 'tel'],
  ['TeL:+442071838750', 'tel'],
  ['blob:https://exchange.example/5a1b4f8e-0d1c-4c9e-9b7a-2f3d6c1e0a11', 'blob'],
  ['blob:https://evil.com/5a1b4f8e-0d1c-4c9e-9b7a-2f3d6c1e0a11', 'foreign-host'],
  ['blob:https://exchange.example', 'foreign-host'],
  ['blob:null/5a1b4f8e', 'foreign-host'],
  ['blob:https://exchange.example@evil.com/1', 'foreign-host'],
  ['data:image/png;base64,iVBORw0KGgo=', 'data-image'],
  ['data:image/jpeg;base64,/9j/4AAQ', 'data-image'],
  ['DATA:IMAGE/GIF;base64,R0lGODlh', 'data-image'],
  ['data:image/webp,RIFF', 'data-image'],
  ['data:image/avif;base64,AAAA', 'data-image'],
  ['data:image/x-icon;base64,AAAB', 'data-image'],
  ['data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+', 'unsafe-data'],
  ['data:image/svg+xml,<svg onload=alert(1)>', 'unsafe-data'],
  ['data:image/png', 'unsafe-data'],
  ['data:image/pngx;base64,AAAA', 'unsafe-data'],
  ['data:text/html,<script>alert(1)</script>', 'unsafe-data'],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'unsafe-data'],
  ['data:,alert(1)', 'unsafe-data'],
  ['data:application/javascript,alert(1)', 'unsafe-data'],
  ['openex://trade/spot/BTCUSDT', 'app'],
  ['OpenEx://asset', 'app'],
  ['openex:trade', 'app'],
  ['openex:', 'not-allowed'],
  ['otherapp://trade', 'not-allowed'],
  // Script and other refused schemes.
  ['javascript:alert(1)', 'not-allowed'],
  ['JaVaScRiPt:alert(1)', 'not-allowed'],
  [' javascript:alert(1)', 'not-allowed'],
  ['\u0001javascript:alert(1)', 'not-allowed'],
  ['\u0000javascript:alert(1)', 'not-allowed'],
  ['javascript://exchange.example/%0aalert(1)', 'encoded-control'],
  ['javascript://exchange.example/', 'not-allowed'],
  ['vbscript:msgbox(1)', 'not-allowed'],
  ['VBScript:msgbox(1)', 'not-allowed'],
  ['livescript:alert(1)', 'not-allowed'],
  ['file:///etc/passwd', 'not-allowed'],
  ['ftp://exchange.example/', 'not-allowed'],
  ['ws://exchange.example/', 'not-allowed'],
  ['about:blank', 'not-allowed'],
  ['chrome://settings', 'not-allowed'],
  ['intent://scan/#Intent;scheme=zxing;end', 'not-allowed'],
  ['jar:https://exchange.example/a.jar!/', 'not-allowed'],
  ['view-source:https://exchange.example/', 'not-allowed'],
  ['filesystem:https://exchange.example/temporary/a', 'not-allowed'],
  ['javascript&colon;alert(1)', 'not-allowed'],
  ['&#106;avascript:alert(1)', 'not-allowed'],
  ['javascript%3Aalert(1)', 'not-allowed'],
  ['\u00a0javascript:alert(1)', 'not-allowed'],
  ['\ufeffjavascript:alert(1)', 'not-allowed'],
  // Controls and encodings that browsers strip or read specially.
  ['java\tscript:alert(1)', 'control-character'],
  ['java\nscript:alert(1)', 'control-character'],
  ['java\rscript:alert(1)', 'control-character'],
  ['java\u0000script:alert(1)', 'control-character'],
  ['javascript\u0000:alert(1)', 'control-character'],
  ['/\t/evil.com', 'control-character'],
  ['/\n/evil.com', 'control-character'],
  ['https://exchange.example\t.evil.com/', 'control-character'],
  ['https://exchange.example/\u007f', 'control-character'],
  ['/\\evil.com', 'backslash'],
  ['\\\\evil.com', 'backslash'],
  ['/\\/evil.com', 'backslash'],
  ['https://exchange.example\\@evil.com', 'backslash'],
  ['https:\\\\evil.com', 'backslash'],
  ['/%0a/evil.com', 'encoded-control'],
  // Slashes a router or redirect decodes into another host.
  ['/%5Cevil.com', 'encoded-slash'],
  ['/%5cevil.com', 'encoded-slash'],
  ['/%2F/evil.com', 'encoded-slash'],
  ['/%2f%2fevil.com', 'encoded-slash'],
  ['/%2F%5Cevil.com', 'encoded-slash'],
  ['/%252F/evil.com', 'encoded-slash'],
  ['/%25252F/evil.com', 'encoded-slash'],
  ['/%2525252F/evil.com', 'over-encoded'],
  ['/..//evil.com', 'encoded-slash'],
  ['/./%2F/evil.com', 'encoded-slash'],
  ['/%2e%2e/%2fevil.com', 'encoded-slash'],
  ['./%2F/evil.com', 'encoded-slash'],
  ['../%5cevil.com', 'encoded-slash'],
  ['/%250a/evil.com', 'encoded-control'],
  ['/%E0%A4%A', 'malformed-encoding'],
  ['/spot/%zz', 'malformed-encoding'],
  ['/%', 'malformed-encoding'],
  ['/%0D%0ASet-Cookie:a=b', 'encoded-control'],
  ['/%00', 'encoded-control'],
  ['https://exchange.example/%7f', 'encoded-control'],
  ['#%0ajavascript:alert(1)', 'encoded-control'],
  // Addresses outside the list.
  ['', 'empty'],
  ['   ', 'empty'],
  ['\u0000\u0001', 'empty'],
  ['spot/BTCUSDT', 'not-allowed'],
  ['?lang=en', 'not-allowed'],
  ['evil.com', 'not-allowed'],
  ['www.evil.com/path', 'not-allowed'],
  ['.hidden', 'not-allowed'],
  ['..', 'not-allowed'],
  ['sms:+15550100', 'not-allowed'],
  ['callto:+15550100', 'not-allowed'],
];

describe('the safe-URL corpus', () => {
  it('holds at least 100 addresses, each listed once', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map(([url]) => url)).size).toBe(corpus.length);
  });

  it.each(corpus)('%j → %s', (url, expected) => {
    const verdict = judgeUrl(url, policy);
    expect(verdict.allowed ? verdict.kind : verdict.reason).toBe(expected);
  });
});

describe('judgeUrl', () => {
  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['/'], { toString: () => '/' }]) {
      expect(judgeUrl(value, policy)).toEqual({ allowed: false, reason: 'not-a-string' });
    }
  });

  it('hands back the address without its surrounding blanks', () => {
    expect(judgeUrl('  /fee\n', policy)).toEqual({ allowed: true, url: '/fee', kind: 'path', origin: PAGE });
  });

  it('gives a protocol-relative address the page scheme', () => {
    const http = makeSafeUrlPolicy('http://localhost:5173');
    expect(judgeUrl('//localhost:5173/x', http)).toMatchObject({ allowed: true, origin: 'http://localhost:5173' });
    expect(judgeUrl('//localhost:5173/x', policy)).toMatchObject({ allowed: false, reason: 'foreign-host' });
  });

  it('allows only paths and fragments when the page origin is opaque', () => {
    const opaque = makeSafeUrlPolicy('null');
    expect(opaque.origins).toEqual([]);
    expect(judgeUrl('/fee', opaque)).toMatchObject({ allowed: true, origin: null });
    expect(judgeUrl('https://exchange.example/', opaque)).toMatchObject({ allowed: false });
  });

  it('reads app schemes from the policy', () => {
    const custom = makeSafeUrlPolicy(PAGE, { appSchemes: ['MyEx'] });
    expect(judgeUrl('myex://home', custom)).toMatchObject({ allowed: true, kind: 'app' });
    expect(judgeUrl('openex://home', custom)).toMatchObject({ allowed: false });
  });

  it('never lets a configured app scheme stand in for a web or script scheme', () => {
    const hostile = makeSafeUrlPolicy(PAGE, { appSchemes: ['javascript', 'http', 'data', '1x', 'ok'] });
    expect(hostile.appSchemes).toEqual(['ok']);
    expect(judgeUrl('javascript://x/%0a', hostile)).toMatchObject({ allowed: false });
  });
});

describe('normalizeOrigin', () => {
  it.each([
    ['https://Exchange.Example/', 'https://exchange.example'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://[::1]:8443', 'https://[::1]:8443'],
    ['https://exchange.example/path', null],
    ['https://user@exchange.example', null],
    ['ftp://exchange.example', null],
    ['null', null],
  ])('%s → %s', (input, expected) => expect(normalizeOrigin(input)).toBe(expected));
});

describe('leavesPageOrigin', () => {
  const leaves = (url: string) => {
    const verdict = judgeUrl(url, policy);
    if (!verdict.allowed) throw new Error(`refused ${url}`);
    return leavesPageOrigin(verdict, policy);
  };
  it('keeps paths, fragments and the page origin at home', () => {
    expect(leaves('/fee')).toBe(false);
    expect(leaves('#top')).toBe(false);
    expect(leaves('https://exchange.example/x')).toBe(false);
    expect(leaves('//exchange.example/x')).toBe(false);
  });
  it('marks the other origins and the addresses that leave the web', () => {
    expect(leaves('https://www.exchange.example/')).toBe(true);
    expect(leaves('mailto:a@b.c')).toBe(true);
    expect(leaves('openex://home')).toBe(true);
  });
});

it('uses the specification messages', () => {
  expect(refusalMessage('href')).toBe('invalid href');
  expect(refusalMessage('src')).toBe('invalid url');
  expect(refusalMessage('open')).toBe('invalid url');
});
