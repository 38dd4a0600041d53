// Content codings: which one a request accepts (the build's precompressed siblings and the API's
// JSON both choose by it), and the API's JSON answers over 1 KiB compressed on the way out.
// Smaller answers stay identity: they fit in one packet either way. Only /v1 and /btapi answers
// are touched; test control, the build's files (gateway/static.ts), sockets and streams are not.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** In order of preference when the client rates them alike: brotli is the smaller. */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
export const CODING_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };
export const COMPRESS_MIN_BYTES = 1024;

const API = /^\/(v1|btapi)\//;
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** The q of each coding an Accept-Encoding header names (RFC 9110 12.5.3); a malformed q counts as 0. */
function qualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    named.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0);
  }
  return named;
}

/**
 * The coding to answer with: of those `available`, the one the client rates highest above zero,
 * brotli before gzip when rated alike; '*' rates every coding the header does not name. Null
 * means identity (no header, only `identity`, or every offered coding refused with q=0).
 */
export function chooseCoding(header: string | string[] | undefined, available: (coding: ContentCoding) => boolean = () => true): ContentCoding | null {
  if (header === undefined) return null;
  const named = qualities([header].flat().join(','));
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of CODINGS) {
    const q = named.get(coding) ?? named.get('*') ?? 0;
    if (q > bestQ && available(coding)) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds Accept-Encoding to the reply's Vary, keeping what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const tokens = String(current ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (tokens.includes('*') || tokens.includes('accept-encoding')) return;
  reply.header('vary', current ? `${String(current)}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per request, so a middle setting: most of brotli's gain at a fraction of quality 11's time. */
function encode(coding: ContentCoding, body: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/**
 * Registered after the request log and request-time hooks: they read the request and set headers,
 * and see the answer as the route sent it. Fastify sets Content-Length from the encoded bytes.
 */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!API.test(request.url) || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const coding = chooseCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return encode(coding, body);
  });
}
