import { beforeAll, describe, expect, it } from 'vitest';
import { generatePair, type DevicePair } from './keyPair';
import { decodeBinding, decodePair, decodeSlotId } from './storedRecords';

let pair: DevicePair;
beforeAll(async () => {
  pair = await generatePair('rsa1024');
});

const binding = { pairId: '6f1c2d3e-0000-4000-8000-000000000001', userId: '10000001', tokenHash: 'a'.repeat(64) };

describe('decodeSlotId', () => {
  it('takes a pair id', () => {
    expect(decodeSlotId(binding.pairId)).toBe(binding.pairId);
  });

  it.each([
    ['a prototype-pollution shape', JSON.parse('{"__proto__":{"polluted":true}}') as unknown],
    ['an object', { id: 'x' }],
    ['an array', ['x']],
    ['a number', 42],
    ['an empty string', ''],
    ['a string with a slash', 'a/b'],
    ['a very long string', 'a'.repeat(65)],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(decodeSlotId(value)).toBeNull();
  });
});

describe('decodePair', () => {
  it('takes a generated pair', () => {
    expect(decodePair({ ...pair })).toEqual(pair);
  });

  it.each([
    ['a prototype-pollution shape', () => JSON.parse('{"__proto__":{"id":"x","algorithm":"rsa1024"}}') as unknown],
    ['a pair with an inherited field', () => Object.assign(Object.create({ privateKey: pair.privateKey }) as object, { id: pair.id, algorithm: pair.algorithm, publicKey: pair.publicKey })],
    ['a pair with an extra field', () => ({ ...pair, extra: 1 })],
    ['a pair with an own __proto__ field', () => ({ ...pair, ...(JSON.parse('{"__proto__":{}}') as object) })],
    ['a pair without its private key', () => ({ id: pair.id, algorithm: pair.algorithm, publicKey: pair.publicKey })],
    ['a private key that is not a CryptoKey', () => ({ ...pair, privateKey: { type: 'private', algorithm: { name: 'RSASSA-PKCS1-v1_5' }, usages: ['sign'] } })],
    ['an unknown algorithm', () => ({ ...pair, algorithm: 'rsa512' })],
    ['a public key that is not base64', () => ({ ...pair, publicKey: '<svg onload=alert(1)>' })],
    ['a public key far too short', () => ({ ...pair, publicKey: 'AAAA' })],
    ['an id of the wrong type', () => ({ ...pair, id: 7 })],
    ['a getter in place of a field', () => Object.defineProperty({ id: pair.id, algorithm: pair.algorithm, publicKey: pair.publicKey }, 'privateKey', { get: () => pair.privateKey, enumerable: true })],
    ['an array', () => [pair]],
    ['a string', () => JSON.stringify({ id: pair.id })],
    ['undefined', () => undefined],
  ])('refuses %s', (_name, make) => {
    expect(decodePair(make())).toBeNull();
  });

  it('refuses a public (not private) key in the private key field', async () => {
    const keys = await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]) }, false, ['sign', 'verify']);
    expect(decodePair({ ...pair, privateKey: keys.publicKey })).toBeNull();
  });
});

describe('decodeBinding', () => {
  it('takes a binding, one written before issue 17 (no trusted) as untrusted', () => {
    expect(decodeBinding({ ...binding, trusted: true })).toEqual({ ...binding, trusted: true });
    expect(decodeBinding({ ...binding })).toEqual({ ...binding, trusted: false });
  });

  it('refuses a trusted that is not a boolean', () => {
    expect(decodeBinding({ ...binding, trusted: 'yes' })).toBeNull();
  });

  it.each([
    ['a prototype-pollution shape', JSON.parse('{"__proto__":{"pairId":"x","userId":"1","tokenHash":"00"}}') as unknown],
    ['a token hash that is not SHA-256 hex', { ...binding, tokenHash: 'token-in-clear' }],
    ['an empty user id', { ...binding, userId: '' }],
    ['a pair id of the wrong type', { ...binding, pairId: { toString: () => 'x' } }],
    ['a missing field', { pairId: binding.pairId, userId: binding.userId }],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(decodeBinding(value)).toBeNull();
  });
});
