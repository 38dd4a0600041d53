// A client of the gateway written with Node's crypto, for the gateway's own tests, the fuzz test
// and the load bench: it signs and encrypts the way DESIGN.md says the front end does, so these
// tests exercise the wire contract rather than the gateway's internals.
import { X509Certificate, constants, createCipheriv, createHash, createPublicKey, generateKeyPairSync, publicEncrypt, randomBytes, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import type { Envelope } from '../../src/core/protocol/envelope';
import { signRuleFor, type GatewaySignConfig, type SignMode } from '../../src/core/protocol/signConfig';
import { buildSignedData } from '../../src/core/protocol/signedData';
import { signedEndpoint, signingFieldNames } from '../../src/core/protocol/signedEndpoints';
import { CIPHER_FIELDS, HEADERS, RESPONSE_HEADERS } from '../../src/core/protocol/wire';

export interface DeviceKeys {
  readonly privateKey: KeyObject;
  readonly publicKeyBase64: string;
}

export function deviceKeys(bits: 1024 | 2048 = 2048): DeviceKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return { privateKey, publicKeyBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}

/** The front end's check of section 5: the issuer's signature over the lowercase hex SHA-256 of the decoded key. */
export function serverKeyVerifies(config: GatewaySignConfig, issuerCertificatePem: string): boolean {
  const hashHex = createHash('sha256').update(Buffer.from(config.serverPublicKey, 'base64')).digest('hex');
  return verify('sha256', Buffer.from(hashHex), new X509Certificate(issuerCertificatePem).publicKey, Buffer.from(config.serverPublicKeySign, 'base64'));
}

export function encryptFields(serverPublicKeyBase64: string, fields: Record<string, unknown>): Record<string, string> {
  const key = randomBytes(32);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(fields), 'utf8'), cipher.final()]);
  const serverKey = createPublicKey({ key: Buffer.from(serverPublicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key: serverKey, padding: constants.RSA_PKCS1_PADDING }, key);
  return { [CIPHER_FIELDS.ciphertext]: ciphertext.toString('base64'), [CIPHER_FIELDS.wrappedKey]: wrapped.toString('base64'), [CIPHER_FIELDS.iv]: iv.toString('base64') };
}

export interface SignInput {
  readonly path: string;
  readonly mode: SignMode;
  readonly time: string;
  readonly traceId: string;
  /** The body as sent: for an encrypted sign-in, its cipher fields. */
  readonly fields?: Record<string, unknown>;
}

export function signatureHeaders(keys: DeviceKeys, input: SignInput): Record<string, string> {
  const data = buildSignedData({ path: input.path, time: input.time, mode: input.mode, traceId: input.traceId, fieldNames: signingFieldNames(input.path), fields: input.fields ?? {} });
  return {
    [HEADERS.deviceSign]: sign('sha256', Buffer.from(data), keys.privateKey).toString('base64'),
    [HEADERS.deviceSignMode]: String(input.mode),
    [HEADERS.deviceSignDataMd5]: createHash('md5').update(data).digest('hex'),
    [HEADERS.deviceSignKey]: keys.publicKeyBase64,
    [HEADERS.requestTime]: input.time,
    [HEADERS.traceId]: input.traceId,
  };
}

export interface CallResult<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly envelope: Envelope<T>;
}

/** One browser tab: a cookie jar, a device key, the server time offset, and the sign config. */
export class GatewayClient {
  private readonly cookies = new Map<string, string>();
  private offsetMs = 0;
  config: GatewaySignConfig | undefined;

  constructor(readonly baseUrl: string, readonly keys: DeviceKeys = deviceKeys()) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }

  async loadConfig(): Promise<GatewaySignConfig> {
    const result = await this.call<{ gatewaySignConfig: GatewaySignConfig }>('GET', '/v1/mix/config/gatewaySignConfig');
    this.config = result.envelope.data.gatewaySignConfig;
    return this.config;
  }

  /** Plain request: no signing, no encryption; body sent as JSON when given. */
  async raw(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(pair.slice(eq + 1).trim()));
    }
    const serverTime = Number(response.headers.get(RESPONSE_HEADERS.requestTime));
    if (serverTime) this.offsetMs = serverTime - Date.now();
    return response;
  }

  /**
   * A call as the front end makes it: signed when the config lists the path, its signing fields
   * encrypted when the endpoint is a sign-in.
   */
  async call<T = unknown>(method: 'GET' | 'POST', path: string, fields: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}): Promise<CallResult<T>> {
    const rule = this.config ? signRuleFor(this.config, path) : null;
    const endpoint = signedEndpoint(path);
    let body: Record<string, unknown> = fields;
    if (endpoint?.encrypted && this.config) {
      const secret = Object.fromEntries(endpoint.fields.filter((f) => f in fields).map((f) => [f, fields[f]]));
      const clear = Object.fromEntries(Object.entries(fields).filter(([k]) => !endpoint.fields.includes(k)));
      body = { ...clear, ...encryptFields(this.config.serverPublicKey, secret) };
    }
    const headers = rule ? signatureHeaders(this.keys, { path, mode: rule.mode, time: String(this.now()), traceId: randomUUID(), fields: body }) : {};
    const response = await this.raw(method, path, { ...(method === 'POST' ? { body: JSON.stringify(body) } : {}), headers: { ...headers, ...extraHeaders } });
    const text = await response.text();
    return { status: response.status, headers: response.headers, envelope: JSON.parse(text) as Envelope<T> };
  }
}
