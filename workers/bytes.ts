// Conversions between the byte forms the three crypto providers speak: WebCrypto (ArrayBuffer),
// node-forge (binary strings) and the wire (base64, lowercase hex, UTF-8).

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** One character per byte, code points 0-255: the form forge and btoa take. */
export function binaryString(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const byte of view) text += String.fromCharCode(byte);
  return text;
}

export function bytesFromBinaryString(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export const base64 = (bytes: Uint8Array | ArrayBuffer): string => btoa(binaryString(bytes));

/** Throws on text that is not base64. */
export const bytesFromBase64 = (text: string): Uint8Array<ArrayBuffer> => bytesFromBinaryString(atob(text));

export function hex(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return Array.from(view, (b) => b.toString(16).padStart(2, '0')).join('');
}
