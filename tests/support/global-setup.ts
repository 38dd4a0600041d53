// One gateway for the run, on a free loopback port with a fresh data folder and request log.
// Workers start after this returns, so they inherit the environment it sets.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startGateway } from '../../gateway/server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'openex-e2e-'));
  const requestLogPath = join(work, 'requests.jsonl');
  const gateway = await startGateway({
    port: 0,
    // E2E_DIST_DIR lets two checkouts' builds be tested side by side on one machine.
    distDir: resolve(import.meta.dirname, '../..', process.env.E2E_DIST_DIR ?? 'dist'),
    dataDir: join(work, 'data'),
    requestLogPath,
    testControl: true,
  });
  process.env.E2E_BASE_URL = gateway.url;
  process.env.E2E_REQUEST_LOG = requestLogPath;
  process.env.E2E_WORK_DIR = work;
  return () => gateway.close();
}
