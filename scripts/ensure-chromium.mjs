// The browser tests need Debian's Chromium; install it when this machine lacks it and we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-core fonts-noto-cjk';
  if (!isRoot) {
    console.error(`Chromium is missing at ${path}. Run as root:\n  ${command}`);
    process.exit(1);
  }
  console.info(`Installing Debian's Chromium: ${command}`);
  execSync(command, { stdio: 'inherit', shell: '/bin/bash' });
}
