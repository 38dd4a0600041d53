// The gateway's embedded database (better-sqlite3) in the data folder. The schema is versioned
// with user_version so that a data folder from an older gateway is upgraded, not rebuilt.
import Database from 'better-sqlite3';
import { join } from 'node:path';

export type Db = Database.Database;

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     id TEXT PRIMARY KEY,
     login_name TEXT NOT NULL UNIQUE,
     email TEXT UNIQUE,
     mobile TEXT,
     area_code TEXT,
     pwd_hash TEXT,
     google_secret TEXT,
     email_verify INTEGER NOT NULL DEFAULT 0,
     mobile_verify INTEGER NOT NULL DEFAULT 0,
     frozen INTEGER NOT NULL DEFAULT 0,
     parent_id TEXT REFERENCES users(id),
     user_name TEXT NOT NULL,
     nick_name TEXT NOT NULL,
     identity_level INTEGER NOT NULL DEFAULT 0,
     vip_level INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE UNIQUE INDEX users_mobile ON users(area_code, mobile) WHERE mobile IS NOT NULL;
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     refresh_hash TEXT NOT NULL UNIQUE,
     user_id TEXT NOT NULL REFERENCES users(id),
     device_key TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     refresh_expires_at INTEGER NOT NULL,
     revoked_at INTEGER
   );
   CREATE TABLE pending_logins (
     ticket TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id),
     device_key TEXT NOT NULL,
     methods TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE verification_codes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     channel TEXT NOT NULL,
     target TEXT NOT NULL,
     purpose TEXT NOT NULL,
     ticket TEXT,
     code TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX verification_codes_target ON verification_codes(target, purpose);
   CREATE TABLE qr_keys (
     qr_key TEXT PRIMARY KEY,
     status TEXT NOT NULL,
     user_id TEXT REFERENCES users(id),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE analytics_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     user_id TEXT,
     event TEXT NOT NULL
   );
   CREATE TABLE csp_reports (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     report TEXT NOT NULL
   );`,
  // An analytics batch whose answer was lost is sent again; its events' key (page_unique_id and
  // log_seq, unique per page load) makes the second copy a no-op instead of a duplicate.
  `ALTER TABLE analytics_events ADD COLUMN event_key TEXT;
   CREATE UNIQUE INDEX analytics_events_key ON analytics_events(event_key);`,
  // Favourite markets: a preference of the user, shared by the real and the demo account.
  `CREATE TABLE market_favorites (
     user_id TEXT NOT NULL REFERENCES users(id),
     market TEXT NOT NULL,
     symbol TEXT NOT NULL,
     position INTEGER NOT NULL,
     PRIMARY KEY (user_id, market, symbol)
   );`,
  // Devices and sign-in history (issue 16): where each session came from and was last seen, and
  // every sign-in of a known account, failures included. No password or code is ever kept.
  `ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
   ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
   ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
   CREATE INDEX sessions_user ON sessions(user_id, device_key);
   CREATE TABLE login_history (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id TEXT NOT NULL REFERENCES users(id),
     at INTEGER NOT NULL,
     ip TEXT NOT NULL,
     user_agent TEXT NOT NULL,
     method TEXT NOT NULL,
     result TEXT NOT NULL
   );
   CREATE INDEX login_history_user ON login_history(user_id, id);`,
  // API keys (issue 16): the secret encrypted under a key derived from the server key (the gateway
  // must compute HMACs with it), the passphrase as a scrypt hash; a deleted key keeps its row.
  `CREATE TABLE api_keys (
     access_key TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id),
     label TEXT NOT NULL,
     permissions TEXT NOT NULL,
     ips TEXT NOT NULL,
     secret_box TEXT NOT NULL,
     passphrase_hash TEXT NOT NULL,
     created_by TEXT NOT NULL REFERENCES users(id),
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     last_used_at INTEGER,
     deleted_at INTEGER
   );
   CREATE INDEX api_keys_user ON api_keys(user_id);`,
  // The security centre (issue 16): whether the authenticator is asked at sign-in, the fund
  // password, the anti-phishing code, each sent message as it reads (the outbox), and an
  // authenticator secret waiting for the code that confirms its binding.
  `ALTER TABLE users ADD COLUMN google_verify INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE users ADD COLUMN fund_pwd_hash TEXT;
   ALTER TABLE users ADD COLUMN anti_phishing_code TEXT;
   ALTER TABLE verification_codes ADD COLUMN message TEXT;
   ALTER TABLE verification_codes ADD COLUMN anti_phishing_code TEXT;
   CREATE TABLE pending_google_secrets (
     user_id TEXT PRIMARY KEY REFERENCES users(id),
     secret TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );`,
  // Third-party sign-in (issue 17): which provider identities (Google, Apple, Telegram, a wallet
  // address) open which account.
  `CREATE TABLE third_identities (
     provider TEXT NOT NULL,
     subject TEXT NOT NULL,
     user_id TEXT NOT NULL REFERENCES users(id),
     label TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (provider, subject)
   );
   CREATE INDEX third_identities_user ON third_identities(user_id);`,
  // New-device verification and agency sign-in (issue 17): whether an account asks for a code from a
  // device key it has never seen, the keys it trusts, whether it is an agency (broker) account, and
  // which entry or step a pending sign-in belongs to ('login', 'agency', 'device').
  `ALTER TABLE users ADD COLUMN device_check INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE users ADD COLUMN agency INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE pending_logins ADD COLUMN kind TEXT NOT NULL DEFAULT 'login';
   CREATE TABLE trusted_devices (
     user_id TEXT NOT NULL REFERENCES users(id),
     device_key TEXT NOT NULL,
     trusted_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, device_key)
   );`,
  // Passkeys (issue 17): each WebAuthn credential with its public key and signature counter, and
  // the challenges waiting for an answer (used once, short-lived; gateway/passkeys/store.ts).
  `CREATE TABLE passkeys (
     credential_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id),
     name TEXT NOT NULL,
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_used_at INTEGER
   );
   CREATE INDEX passkeys_user ON passkeys(user_id);
   CREATE TABLE passkey_challenges (
     challenge TEXT PRIMARY KEY,
     purpose TEXT NOT NULL,
     user_id TEXT REFERENCES users(id),
     ticket TEXT,
     expires_at INTEGER NOT NULL
   );`,
  // Sub-accounts (issue 16): each transfer between a main account and a sub-account, real or demo.
  `CREATE TABLE sub_transfers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     main_id TEXT NOT NULL REFERENCES users(id),
     sub_id TEXT NOT NULL REFERENCES users(id),
     demo INTEGER NOT NULL,
     direction TEXT NOT NULL,
     asset TEXT NOT NULL,
     amount TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX sub_transfers_main ON sub_transfers(main_id, demo, id);`,
];

export function openDatabase(dataDir: string): Db {
  const db = new Database(join(dataDir, 'gateway.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let v = version; v < MIGRATIONS.length; v += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] ?? '');
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  return db;
}

/** Empties every table, for the test-control reset; the caller seeds again. */
export function clearDatabase(db: Db): void {
  db.transaction(() => {
    for (const table of ['sub_transfers', 'passkey_challenges', 'passkeys', 'third_identities', 'trusted_devices', 'pending_google_secrets', 'api_keys', 'login_history', 'market_favorites', 'analytics_events', 'csp_reports', 'qr_keys', 'verification_codes', 'pending_logins', 'sessions', 'users']) db.exec(`DELETE FROM ${table}`);
  })();
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A statement prepared once per database and reused: preparing costs more than running a lookup. */
export function prepared(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
