// A software passkey authenticator for gateway tests: a P-256 key per credential, "none"
// attestation, a signature counter that moves by one per assertion. It answers the options the
// gateway gives as a browser would (clientDataJSON with the origin it is told), so a test can
// also answer for the wrong origin, replay an answer, or hold back the counter.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface Credential {
  readonly id: Buffer;
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  counter: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
}

export interface CreationOptions { challenge: string; rp: { id?: string }; user: { id: string } }
export interface RequestOptions { challenge: string; rpId?: string; allowCredentials?: readonly { id: string }[] }

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** Whether the user is verified (a PIN or a fingerprint); a passkey without it is refused by the gateway. */
  userVerified = true;

  constructor(private readonly origin: string) {}

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The registration answer (RegistrationResponseJSON) as JSON text. */
  create(options: CreationOptions, origin = this.origin): string {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(32);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(options.rp.id ?? ''), Buffer.from([UP | (this.userVerified ? UV : 0) | AT]), u32(0), Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return JSON.stringify({
      id: b64url(id), rawId: b64url(id), type: 'public-key', clientExtensionResults: {},
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
    });
  }

  /** The assertion (AuthenticationResponseJSON) as JSON text, from the allowed credential or else the newest one. */
  get(options: RequestOptions, origin = this.origin, counterStep = 1): string {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = [...this.credentials].reverse().find((c) => !allowed || allowed.includes(b64url(c.id)));
    if (!credential) throw new Error('no credential for these options');
    credential.counter += counterStep;
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const authData = Buffer.concat([sha256(options.rpId ?? ''), Buffer.from([UP | (this.userVerified ? UV : 0)]), u32(credential.counter)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return JSON.stringify({
      id: b64url(credential.id), rawId: b64url(credential.id), type: 'public-key', clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
    });
  }
}
