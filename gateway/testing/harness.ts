// Starts a gateway on a free port with a fresh data folder (and the shared development issuer)
// for one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from '../server';

export interface TestGateway extends RunningGateway {
  readonly dataDir: string;
  readonly requestLogPath: string;
}

export async function startTestGateway(): Promise<TestGateway> {
  const work = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const requestLogPath = join(work, 'requests.jsonl');
  const dataDir = join(work, 'data');
  const gateway = await startGateway({ port: 0, distDir: join(work, 'dist'), dataDir, requestLogPath, testControl: true, imageServers: 2 });
  return {
    ...gateway,
    dataDir,
    requestLogPath,
    async close() {
      await gateway.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
