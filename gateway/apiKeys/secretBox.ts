// API secrets at rest: AES-256-GCM under a key derived from the server's private key. The gateway
// must compute each call's HMAC with the secret, so a one-way hash will not do; a copy of the
// database without the data folder's server-key.pem reveals no secret.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { ServerKey } from '../crypto/serverKey';

export class SecretBox {
  private readonly key: Buffer;

  constructor(serverKey: ServerKey) {
    this.key = createHmac('sha256', serverKey.privateKey.export({ type: 'pkcs8', format: 'der' })).update('api-key-secrets').digest();
  }

  /** iv.tag.ciphertext, base64url; `context` (the access key) is bound in, so a box cannot be moved to another key's row. */
  seal(secret: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
  }

  open(box: string, context: string): string | null {
    const [iv, tag, data] = box.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !data) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
