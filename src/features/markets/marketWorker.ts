// The page's handle on the market worker (workers/market.worker.ts): the socket and the books live
// there, off the main thread, and send frames here. The page answers what needs the page: the
// login token (a signed call through the crypto worker) and REST depth answers (through the
// request layer, so wire checks, convention headers, the service worker and saved offline answers
// apply as to every other call), and tells the worker when the page wakes or hides.
import {
  type ConnectionStatus, type PageMessage, type ViewMessage, type WorkerMessage, IDLE_STATUS, dropsOf,
} from '../../core/markets/feedProtocol';
import { fetchDepth } from './marketApi';
import { reportDrops } from './wireLog';

type ViewType = ViewMessage['type'];
type Opening<T extends ViewType> = Omit<Extract<PageMessage, { type: T }>, 'id'>;

let worker: Worker | null = null;
let nextId = 0;
const views = new Map<number, (message: ViewMessage) => void>();
let status: ConnectionStatus = IDLE_STATUS;
const statusListeners = new Set<(status: ConnectionStatus) => void>();

function answer(message: WorkerMessage): void {
  switch (message.type) {
    case 'channel':
    case 'book':
    case 'trades':
      views.get(message.id)?.(message);
      return;
    case 'frames':
      for (const frame of message.messages) views.get(frame.id)?.(frame);
      return;
    case 'status':
      status = message.status;
      for (const listener of [...statusListeners]) listener(status);
      return;
    case 'drops':
      reportDrops('socket', dropsOf(message.drops));
      return;
    case 'needToken':
      // Only a signed-in page with private channels asks, so the signing code loads then and not before.
      void import('./tradingApi').then(({ fetchWsToken }) => fetchWsToken()).then(
        (token) => post({ type: 'token', request: message.request, answer: token }),
        () => post({ type: 'token', request: message.request, answer: null }),
      );
      return;
    case 'needDepth':
      fetchDepth(message.market, message.symbol).then(
        (snapshot) => post({ type: 'depth', request: message.request, snapshot }),
        () => post({ type: 'depth', request: message.request, snapshot: null }),
      );
  }
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('../../../workers/market.worker.ts', import.meta.url), { type: 'module', name: 'market' });
  created.addEventListener('message', (event: MessageEvent<WorkerMessage>) => answer(event.data));
  worker = created;
  // A phone waking or a network coming back: the socket checks itself at once instead of waiting
  // for the silence limit. A hidden page gets no frames; shown again, the current ones at once.
  const wake = () => post({ type: 'wake' });
  const shown = () => document.visibilityState === 'visible';
  addEventListener('online', wake);
  addEventListener('pageshow', wake);
  document.addEventListener('visibilitychange', () => {
    post({ type: 'visible', visible: shown() });
    if (shown()) wake();
  });
  if (!shown()) post({ type: 'visible', visible: false });
  return created;
}

export function post(message: PageMessage): void {
  started().postMessage(message);
}

/** Opens a view in the worker (a channel, a book, a trades list); the listener gets its messages until the returned stop. */
export function openView<T extends ViewType>(opening: Opening<T>, listener: (message: Extract<ViewMessage, { type: T }>) => void): () => void {
  const id = ++nextId;
  views.set(id, listener as (message: ViewMessage) => void);
  post({ ...opening, id } as unknown as PageMessage);
  return () => {
    if (!views.delete(id)) return;
    post({ type: 'stop', id });
  };
}

export function connectionStatus(): ConnectionStatus {
  return status;
}

export function onConnectionStatus(listener: (status: ConnectionStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
