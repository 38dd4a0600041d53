// The seeded accounts trade with real (not paper) balances, so their names must not say "demo" or
// "test": a user shown "Demo Trader" on a real account reads it as paper trading.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { DEMO_ACCOUNTS, seedDemoUsers } from './seed';
import { Users } from './users';

const dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seeded accounts', () => {
  const users = new Users(db);
  seedDemoUsers(users, Date.now());

  it.each(DEMO_ACCOUNTS.map((a) => a.loginName))('%s has a name that does not say demo or test', (loginName) => {
    const name = users.byLoginName(loginName)?.user_name ?? '';
    expect(name).not.toBe('');
    expect(name).not.toMatch(/demo|test|paper/i);
  });
});
