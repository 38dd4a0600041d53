// Carries out section 8's reactions behind the 2000 ms gate: a burst of failing calls shows one
// toast and ends the session once.
import { type Reaction, toastKey } from '../core/request/catalogue';
import { createGate } from '../core/request/gate';
import { apiEnvironment } from './environment';
import { reloadSignConfig } from './signing';

const gate = createGate(() => Date.now());

export function carryOut(reaction: Reaction, path: string, shownByCaller = false): void {
  const env = apiEnvironment();
  if (reaction.log) console.warn(`[api] ${path}: ${reaction.log}`);
  if (reaction.toast && !shownByCaller && gate.pass(toastKey(reaction.toast))) env.notify(reaction.toast);
  if (reaction.signConfig && gate.pass('sign-config')) reloadSignConfig(reaction.signConfig === 'reload-and-reinitialise');
  if (reaction.forcedLogout && gate.pass('forced-logout')) env.endSession(reaction.log ?? path, reaction.toast);
}
