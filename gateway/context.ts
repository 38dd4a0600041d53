// Everything the routes share, built once per gateway by server.ts.
import type { GatewaySignConfig } from '../src/core/protocol/signConfig';
import type { ServerKey } from './crypto/serverKey';
import type { Codes } from './db/codes';
import type { Db } from './db/database';
import type { Events } from './db/events';
import type { PendingLogins } from './db/pendingLogins';
import type { QrKeys } from './db/qrKeys';
import type { Sessions } from './db/sessions';
import type { Users } from './db/users';
import type { Clock } from './http/clock';
import type { NonceStore } from './signing/nonces';

/** Switches a test or an operator may turn at run time (test control: POST /__gateway/settings). */
export interface RuntimeSettings {
  eventLogUploadSwitch: boolean;
  clientOpen: boolean;
}

export interface GatewayContext {
  readonly db: Db;
  readonly users: Users;
  readonly sessions: Sessions;
  readonly pending: PendingLogins;
  readonly codes: Codes;
  readonly qrKeys: QrKeys;
  readonly events: Events;
  readonly clock: Clock;
  readonly serverKey: ServerKey;
  readonly nonces: NonceStore;
  readonly settings: RuntimeSettings;
  /** The sign config as served now (clientOpen follows settings). */
  signConfig(): GatewaySignConfig;
  /** Origins of the image servers, for getDomainConfigList. */
  imageDomains(): readonly string[];
}
