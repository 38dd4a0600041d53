// `npm start`: the production build and the gateway's API from one origin.
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './db/seed';
import { startGateway } from './server';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 8080);
const gateway = await startGateway({
  host: process.env.HOST ?? '127.0.0.1',
  port,
  // The image servers sit right after the app's port (IMAGE_PORT overrides), the same every start;
  // a gateway on a free port (PORT=0, the benches) takes free ports for them too.
  imageServerPort: Number(process.env.IMAGE_PORT ?? (port === 0 ? 0 : port + 1)),
  distDir: resolve(root, process.env.GATEWAY_DIST_DIR ?? 'dist'),
  dataDir: resolve(root, process.env.GATEWAY_DATA_DIR ?? '.gateway-data'),
  ...(process.env.GATEWAY_REQUEST_LOG ? { requestLogPath: resolve(process.env.GATEWAY_REQUEST_LOG) } : {}),
  testControl: process.env.GATEWAY_TEST_CONTROL === '1',
  printCodes: true,
});
console.log(`OpenEx is running at ${gateway.url}`);
console.log('Demo accounts (docs/protocol.md):');
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.loginName.padEnd(22)} ${account.password.padEnd(13)} ${account.note}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
