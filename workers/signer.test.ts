// The worker's signatures checked by the gateway's own verifier (Node's crypto): an independent
// implementation on the other side of the wire.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDeviceKey, verifyDeviceSign } from '../gateway/crypto/deviceKey';
import { buildSignedData } from '../src/core/protocol/signedData';
import { signingFieldNames } from '../src/core/protocol/signedEndpoints';
import { HEADERS } from '../src/core/protocol/wire';
import { generatePair, type DevicePair } from './keyPair';
import { deviceCheckHeaders, md5Hex, signatureHeaders } from './signer';

const time = '1763715746123';
const traceId = 'c0ffee00-1234-4abc-9def-000000000001';

/** What gateway/signing/guard.ts checks: the MD5 of the signed data, the key, the signature. */
function gatewayAccepts(headers: Record<string, string>, signedData: string): boolean {
  const key = parseDeviceKey(headers[HEADERS.deviceSignKey] ?? '');
  return (
    key !== null &&
    createHash('md5').update(signedData, 'utf8').digest('hex') === headers[HEADERS.deviceSignDataMd5] &&
    verifyDeviceSign(key, signedData, headers[HEADERS.deviceSign] ?? '')
  );
}

describe.each(['rsa1024', 'rsa2048'] as const)('signature headers with %s', (algorithm) => {
  let pair: DevicePair;
  beforeAll(async () => {
    pair = await generatePair(algorithm);
  });

  it('mode 0 verifies at the gateway', async () => {
    const headers = await signatureHeaders(pair, { path: '/v1/user/overview/userinfo', time, mode: 0 });
    expect(headers[HEADERS.deviceSignMode]).toBe('0');
    expect(gatewayAccepts(headers, buildSignedData({ path: '/v1/user/overview/userinfo', time, mode: 0 }))).toBe(true);
  });

  it('mode 1 verifies at the gateway, and only with its own trace id', async () => {
    const headers = await signatureHeaders(pair, { path: '/v1/user/overview/userinfo', time, mode: 1, traceId });
    expect(headers[HEADERS.deviceSignMode]).toBe('1');
    expect(gatewayAccepts(headers, buildSignedData({ path: '/v1/user/overview/userinfo', time, mode: 1, traceId }))).toBe(true);
    expect(gatewayAccepts(headers, buildSignedData({ path: '/v1/user/overview/userinfo', time, mode: 1, traceId: `${traceId}x` }))).toBe(false);
  });

  it('mode 2 verifies at the gateway over the fields, non-ASCII included', async () => {
    const fields = { userId: 'händler 10000005&=1' };
    const input = { path: '/v1/user/sub/switchWeb', time, mode: 2 as const, traceId, fieldNames: signingFieldNames('/v1/user/sub/switchWeb'), fields };
    const headers = await signatureHeaders(pair, input);
    expect(gatewayAccepts(headers, buildSignedData(input))).toBe(true);
    expect(gatewayAccepts(headers, buildSignedData({ ...input, fields: { userId: '10000006' } }))).toBe(false);
  });

  it('sends the key as base64 SPKI of the right size and the MD5 as lowercase hex', async () => {
    const headers = await signatureHeaders(pair, { path: '/v1/a', time, mode: 0 });
    expect(parseDeviceKey(headers[HEADERS.deviceSignKey] ?? '')?.asymmetricKeyDetails?.modulusLength).toBe(algorithm === 'rsa1024' ? 1024 : 2048);
    expect(headers[HEADERS.deviceSignDataMd5]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('signs the device check as the gateway verifies it', async () => {
    const hash = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const headers = await deviceCheckHeaders(pair, hash);
    expect(headers[HEADERS.lastAlgorithm]).toBe(algorithm);
    const key = parseDeviceKey(pair.publicKey);
    expect(key && verifyDeviceSign(key, hash, headers[HEADERS.userCheckDeviceSign] ?? '')).toBe(true);
  });
});

describe('md5', () => {
  it('matches Node for UTF-8 text', () => {
    for (const text of ['', '/v1/a17637157', 'ünïcødé ✓ 𝄞']) expect(md5Hex(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });
});
