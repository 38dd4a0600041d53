import { describe, expect, it } from 'vitest';
import { cspReport, reportKey } from './cspReport';

describe('cspReport', () => {
  it('has the fields of section 7', () => {
    const report = cspReport({ effectiveDirective: 'script-src-elem', blockedURI: 'inline', sourceFile: 'http://127.0.0.1:8080/assets/x.js?v=1', lineNumber: 3 }, 'http://127.0.0.1:8080/research?token=secret#x', 1700000000000);
    expect(report).toEqual({
      bizType: 'cspSecurity',
      data: { event: 'enforce script-src-elem', reason: 'blocked inline at http://127.0.0.1:8080/assets/x.js:3' },
      timestamp: 1700000000000,
      page: 'http://127.0.0.1:8080/research',
    });
  });

  it('names report-only violations and leaves queries out of blocked addresses', () => {
    const report = cspReport({ effectiveDirective: 'img-src', blockedURI: 'https://evil.test/p.gif?c=1', disposition: 'report' }, '/x', 1);
    expect(report.data).toEqual({ event: 'report img-src', reason: 'blocked https://evil.test/p.gif' });
  });

  it('keeps fields within the gateway limits', () => {
    const report = cspReport({ effectiveDirective: 'd'.repeat(400), blockedURI: `https://e.test/${'a'.repeat(3000)}` }, `/${'p'.repeat(3000)}`, 1);
    expect(report.data.event.length).toBeLessThanOrEqual(200);
    expect(report.data.reason.length).toBeLessThanOrEqual(1000);
    expect(report.page.length).toBeLessThanOrEqual(1000);
  });

  it('gives the same key to the same violation on the same page', () => {
    const a = cspReport({ effectiveDirective: 'img-src', blockedURI: 'https://e.test/a' }, '/p', 1);
    const b = cspReport({ effectiveDirective: 'img-src', blockedURI: 'https://e.test/a' }, '/p', 2);
    expect(reportKey(a)).toBe(reportKey(b));
  });
});
