// Just enough DER to write one self-signed X.509 certificate: Node can parse and verify
// certificates but has no API to create one, and the issuer must exist on a fresh clone with no
// openssl binary and no third-party crypto.

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

export const sequence = (...items: Buffer[]): Buffer => tlv(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]): Buffer => tlv(0x31, Buffer.concat(items));
export const explicit = (n: number, inner: Buffer): Buffer => tlv(0xa0 + n, inner);
export const nullValue = (): Buffer => Buffer.from([0x05, 0x00]);
export const boolean = (v: boolean): Buffer => Buffer.from([0x01, 0x01, v ? 0xff : 0x00]);
export const octetString = (content: Buffer): Buffer => tlv(0x04, content);
export const utf8String = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));

/** A BIT STRING whose content is whole bytes except for `unusedBits` trailing zero bits. */
export const bitString = (content: Buffer, unusedBits = 0): Buffer => tlv(0x03, Buffer.concat([Buffer.from([unusedBits]), content]));

/** A non-negative INTEGER from big-endian bytes. */
export function unsignedInteger(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  const needsPad = (trimmed[0] ?? 0) & 0x80;
  return tlv(0x02, needsPad ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift(0x80 | (v & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280, 4.1.2.5). */
export function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
}
