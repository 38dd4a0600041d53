// The market socket seen by screens: subscribe to a channel, get its messages, unsubscribe. The
// socket itself lives in the market worker (marketWorker.ts), which keeps it alive.
import type { AccountWanted, ConnectionStatus } from '../../core/markets/feedProtocol';
import type { PrivateChannel, PrivateMessage, PublicArg, PublicMessage } from '../../core/markets/messages';
import { openView, post } from './marketWorker';

export type { AccountWanted, ConnectionStatus, PublicMessage };
export { connectionStatus, onConnectionStatus } from './marketWorker';

export function subscribePublic(arg: PublicArg, listener: (message: PublicMessage) => void): () => void {
  return openView<'channel'>({ type: 'channel', arg }, (m) => listener(m.message as PublicMessage));
}

export function subscribePrivate(channel: PrivateChannel, listener: (message: PrivateMessage) => void): () => void {
  return openView<'channel'>({ type: 'channel', arg: { channel } }, (m) => listener(m.message as PrivateMessage));
}

export function setFeedAccount(wanted: AccountWanted): void {
  post({ type: 'account', wanted });
}
