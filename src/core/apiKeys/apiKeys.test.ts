import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRADING_PATHS } from '../markets/paths';
import { MARGIN_PATHS } from '../margin/paths';
import { RECORD_PATHS } from '../markets/records';
import { apiKeyPrehash, ipAllowed, parseIpList, parsePermissions, permissionFor } from './apiKeys';

describe('the text an API key signs', () => {
  it('is timestamp, upper-case method, path with query and body, as in the documented example', () => {
    const prehash = apiKeyPrehash('1767225600000', 'post', '/v1/user/overview/spot/order/place', '{"symbol":"BTCUSDT"}');
    expect(prehash).toBe('1767225600000POST/v1/user/overview/spot/order/place{"symbol":"BTCUSDT"}');
    // docs/protocol.md, API keys: the worked example's signature.
    expect(createHmac('sha256', 'example-secret').update(prehash).digest('base64')).toBe('ycNahqc+dGpU41GMRzoMkQUo5nehxN50nnHWm4Gy16g=');
  });

  it('keeps the query of a GET and signs no body for it', () => {
    expect(apiKeyPrehash('1', 'GET', '/v1/user/overview/spot/orders/open?symbol=BTCUSDT', '')).toBe('1GET/v1/user/overview/spot/orders/open?symbol=BTCUSDT');
  });
});

describe('permissions', () => {
  it('maps each call to the permission it needs, and refuses every call not listed', () => {
    expect(permissionFor(TRADING_PATHS.spotOpenOrders)).toBe('read');
    expect(permissionFor(`${TRADING_PATHS.spotOpenOrders}?symbol=BTCUSDT`)).toBe('read');
    expect(permissionFor(TRADING_PATHS.spotPlace)).toBe('trade');
    expect(permissionFor(TRADING_PATHS.futuresCancel)).toBe('trade');
    expect(permissionFor(TRADING_PATHS.transfer)).toBe('transfer');
    expect(permissionFor('/v1/user/overview/apikey/create')).toBeNull();
    expect(permissionFor(TRADING_PATHS.wsToken)).toBeNull();
    expect(permissionFor(MARGIN_PATHS.accounts)).toBe('read');
    expect(permissionFor(MARGIN_PATHS.borrow)).toBe('trade');
    expect(permissionFor(MARGIN_PATHS.orderPlace)).toBe('trade');
    expect(permissionFor(MARGIN_PATHS.transfer)).toBe('transfer');
    expect(permissionFor(RECORD_PATHS.ledger)).toBe('read');
  });

  it('always includes read, in a fixed order, and refuses unknown names', () => {
    expect(parsePermissions('trade')).toEqual(['read', 'trade']);
    expect(parsePermissions(['transfer', 'read', 'trade', 'trade'])).toEqual(['read', 'trade', 'transfer']);
    expect(parsePermissions('')).toEqual(['read']);
    expect(parsePermissions('read,withdraw')).toBeNull();
    expect(parsePermissions(7)).toBeNull();
  });
});

describe('the IP allow-list', () => {
  it('reads addresses separated by commas, spaces or lines, without duplicates', () => {
    expect(parseIpList(' 10.0.0.1, 10.0.0.2\n2001:DB8::1 10.0.0.1 ')).toEqual({ ok: true, ips: ['10.0.0.1', '10.0.0.2', '2001:db8::1'] });
    expect(parseIpList('')).toEqual({ ok: true, ips: [] });
    expect(parseIpList(undefined)).toEqual({ ok: true, ips: [] });
  });

  it('names the first entry that is not an address, and refuses more than 20', () => {
    expect(parseIpList('10.0.0.1, 10.0.0.256')).toEqual({ ok: false, bad: '10.0.0.256' });
    expect(parseIpList('example.com')).toEqual({ ok: false, bad: 'example.com' });
    expect(parseIpList('1::2::3')).toEqual({ ok: false, bad: '1::2::3' });
    expect(parseIpList(Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`)).ok).toBe(false);
  });

  it('lets any address in when empty, and matches an IPv4-mapped caller', () => {
    expect(ipAllowed([], '203.0.113.9')).toBe(true);
    expect(ipAllowed(['127.0.0.1'], '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed(['10.1.2.3'], '127.0.0.1')).toBe(false);
  });
});
