import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { registerStatic } from './static';

export interface GatewayOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  readonly distDir: string;
  readonly dataDir: string;
  /** Appends every request as one JSON line when set. */
  readonly requestLogPath?: string;
  /** Enables /__gateway/ (loopback only). */
  readonly testControl?: boolean;
}

export interface RunningGateway {
  readonly url: string;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  mkdirSync(options.dataDir, { recursive: true });
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('request-time', String(Date.now()));
  });
  await registerStatic(app, options.distDir);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${host}:${port}`, app, close: () => app.close() };
}
