// The gateway in a process of its own, pinned to core 1 (when taskset exists) while the bench
// drives it from core 0, so a figure measures the gateway rather than the load generator.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface PinnedGateway {
  readonly url: string;
  readonly pid: number;
  /** False where taskset is missing: the figures then share both cores with the bench. */
  readonly pinned: boolean;
  stop(): void;
}

export async function startPinnedGateway(name: string): Promise<PinnedGateway> {
  const root = resolve(import.meta.dirname, '../..');
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const pinned = spawnSync('taskset', ['--version']).status === 0;
  const command = [...(pinned ? ['taskset', '-c', '1'] : []), process.execPath, '--import', 'tsx', 'gateway/main.ts'];
  const server = spawn(command[0] ?? process.execPath, command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: '0', GATEWAY_DATA_DIR: join(work, 'data'), GATEWAY_DIST_DIR: join(work, 'dist'), GATEWAY_REQUEST_LOG: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (pinned) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      let seen = '';
      server.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(seen);
        if (match?.[1]) resolveUrl(match[1]);
      });
      server.on('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
    });
    return { url, pid: server.pid ?? 0, pinned, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
