import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => {
  const [name = '', ...sources] = d.split(' ');
  return [name, sources] as const;
}));

describe('buildCsp', () => {
  const csp = buildCsp({ imageOrigins: ['http://127.0.0.1:4001', 'http://127.0.0.1:4002', 'http://127.0.0.1:4001'] });
  const map = directives(csp);

  it('allows script, workers and styles only from the app origin, with nothing inline', () => {
    expect(map.get('script-src')).toEqual(["'self'"]);
    expect(map.get('worker-src')).toEqual(["'self'"]);
    expect(map.get('style-src')).toEqual(["'self'"]);
    expect(map.get('style-src-attr')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|\*/);
  });

  it('allows images and connections to each image domain once', () => {
    expect(map.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4001', 'http://127.0.0.1:4002']);
    expect(map.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4001', 'http://127.0.0.1:4002']);
  });

  it('forbids plugins, base, framing and foreign form targets', () => {
    expect(map.get('object-src')).toEqual(["'none'"]);
    expect(map.get('base-uri')).toEqual(["'none'"]);
    expect(map.get('frame-ancestors')).toEqual(["'none'"]);
    expect(map.get('form-action')).toEqual(["'self'"]);
  });

  it.each(['http://a.test; script-src *', 'http://a.test other', "'unsafe-inline' x", 'http://a.test,http://b.test'])('refuses the source %j', (origin) => {
    expect(() => buildCsp({ imageOrigins: [origin] })).toThrow(/not a CSP source/);
  });
});
