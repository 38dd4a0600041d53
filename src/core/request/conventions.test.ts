import { describe, expect, it } from 'vitest';
import { type ConventionContext, conventionHeaders, conventionQuery, duplicateKey, fillConventionHeaders, formatRequestDate, normaliseParams, paramsAsQuery, requestIdentityHeaders, wrapperContextHeaders } from './conventions';

const ctx: ConventionContext = {
  languageType: 2, locale: 'ja', languageKey: 'ja_JP', deviceLanguage: 'ja-JP', appearance: 'dark',
  terminalCode: 'abc123', deviceId: 'dev-1', demo: false, beta: false,
};

describe('conventions', () => {
  it('sends the section 7 headers', () => {
    expect(Object.fromEntries(conventionHeaders(ctx))).toEqual({
      apptheme: 'dark', terminalcode: 'abc123', terminaltype: '1', devicelanguage: 'ja-JP', locale: 'ja', language: 'ja_JP',
    });
  });

  it('adds paptrading=1 in demo mode and the beta flag in the beta environment', () => {
    const headers = Object.fromEntries(conventionHeaders({ ...ctx, demo: true, beta: true }));
    expect(headers.paptrading).toBe('1');
    expect(headers.beta).toBe('1');
  });

  it('adds the wrapper headers', () => {
    expect(Object.fromEntries([...wrapperContextHeaders(ctx), ...requestIdentityHeaders('t-1', 1_700_000_000_123.4)])).toEqual({ website: 'mix', deviceid: 'dev-1', traceid: 't-1', reqtime: '1700000000123' });
  });

  it('fills in only what is missing, and the wrapper headers only for wrapper calls', () => {
    const core = new Headers({ apptheme: 'standard' });
    fillConventionHeaders(core, ctx);
    expect(core.get('apptheme')).toBe('standard');
    expect(core.get('locale')).toBe('ja');
    expect(core.has('website')).toBe(false);
    const wrapper = new Headers({ traceid: 't-2' });
    fillConventionHeaders(wrapper, ctx);
    fillConventionHeaders(wrapper, { ...ctx, deviceId: 'other' });
    expect(wrapper.get('website')).toBe('mix');
    expect(wrapper.get('deviceid')).toBe('dev-1');
  });

  it('adds languageType unless present, and timestamp only on GET', () => {
    expect(conventionQuery('GET', [], ctx, 42)).toEqual([['languageType', '2'], ['timestamp', '42']]);
    expect(conventionQuery('POST', [], ctx, 42)).toEqual([['languageType', '2']]);
    expect(conventionQuery('get', [['languageType', '5'], ['timestamp', '1']], ctx, 42)).toEqual([['languageType', '5'], ['timestamp', '1']]);
  });

  it('is idempotent: applying twice adds nothing', () => {
    const once = conventionQuery('GET', [['a', '1']], ctx, 42);
    expect(conventionQuery('GET', once, ctx, 43)).toEqual(once);
  });

  it('trims strings and formats dates at any depth', () => {
    const date = new Date(2026, 0, 5, 7, 3, 59);
    expect(formatRequestDate(date)).toBe('2026-01-05 07:03');
    expect(normaliseParams({ a: '  x ', b: date, c: [' y ', date], d: { e: ' z ' }, f: undefined, g: null, h: 3 })).toEqual({
      a: 'x', b: '2026-01-05 07:03', c: ['y', '2026-01-05 07:03'], d: { e: 'z' }, g: null, h: 3,
    });
  });

  it('turns GET parameters into query pairs', () => {
    expect(paramsAsQuery({ symbol: ' BTCUSDT ', ids: [1, 2], skip: null, f: { a: 1 } })).toEqual([['symbol', 'BTCUSDT'], ['ids', '1'], ['ids', '2'], ['f', '{"a":1}']]);
  });

  it('identifies duplicates by method and URL, ignoring the timestamp', () => {
    expect(duplicateKey('get', '/v1/x?a=1&timestamp=5&languageType=0')).toBe(duplicateKey('GET', '/v1/x?a=1&timestamp=9&languageType=0'));
    expect(duplicateKey('GET', '/v1/x?a=1')).not.toBe(duplicateKey('GET', '/v1/x?a=2'));
    expect(duplicateKey('GET', '/v1/x')).not.toBe(duplicateKey('POST', '/v1/x'));
  });
});
