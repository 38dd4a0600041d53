// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) sibling next to every text file of
// the build, so the gateway sends the smallest encoding the browser accepts without compressing
// anything per request (gateway/static.ts, docs/protocol.md "Static files and compression").
// It runs last, after vite-plugin-pwa has written sw.js, so the service worker is compressed too.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** The build's text formats; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|webmanifest|json|txt)$/i;
/** Below this a file fits in one packet either way; its siblings would only cost a lookup. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressedFile {
  readonly path: string;
  readonly raw: number;
  readonly br: number | null;
  readonly gz: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes each sibling only when it is smaller than the file: a sibling that saves nothing is not sent. */
async function precompressFile(path: string): Promise<PrecompressedFile | null> {
  const bytes = await readFile(path);
  if (bytes.length < PRECOMPRESS_MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (encoded: Buffer, suffix: string): Promise<number | null> => {
    if (encoded.length >= bytes.length) return null;
    await writeFile(`${path}${suffix}`, encoded);
    return encoded.length;
  };
  return { path, raw: bytes.length, br: await keep(br, '.br'), gz: await keep(gz, '.gz') };
}

/** Compresses every text file under `dir` (a finished build) in place. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const done = await Promise.all(files.map(precompressFile));
  return done.filter((f): f is PrecompressedFile => f !== null);
}

export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'exchange:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // 'post' and sequential: after every other plugin's closeBundle, vite-plugin-pwa's sw.js build included.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const files = await precompressDir(outDir);
        const kb = (key: 'raw' | 'br' | 'gz') => `${(files.reduce((sum, f) => sum + (f[key] ?? f.raw), 0) / 1024).toFixed(1)} KiB`;
        logger?.info(`precompressed ${files.length} files: ${kb('raw')} -> br ${kb('br')}, gzip ${kb('gz')}`);
      },
    },
  };
}
