// What the request layer needs from the rest of the page, handed in once at start-up so that the
// layer itself knows nothing of React, atoms or screens.
import type { ToastMessage } from '../core/request/catalogue';
import type { ConventionContext, HeaderPairs } from '../core/request/conventions';

export interface SignableRequest {
  readonly method: string;
  readonly path: string;
  readonly traceId: string;
  readonly time: string;
  /** The body fields (before encryption) of a call signed in mode 2. */
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface ApiEnvironment {
  /** The conventions' context as it is at this moment (read per call, never cached). */
  context(): ConventionContext;
  notify(message: ToastMessage): void;
  /** Section 8's forced logout; `message` is what the user was told, to be told again after the reload. */
  endSession(reason: string, message: ToastMessage | null): void;
}

let environment: ApiEnvironment | null = null;

export function configureApi(env: ApiEnvironment): void {
  environment = env;
}

export function apiEnvironment(): ApiEnvironment {
  if (!environment) throw new Error('the request layer is used before configureApi');
  return environment;
}

export type { HeaderPairs };
