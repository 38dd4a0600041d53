// Entry of the market worker: the market socket and the books off the page's main thread
// (marketService.ts). The page starts it from src/features/markets/marketWorker.ts.
import type { PageMessage } from '../src/core/markets/feedProtocol';
import { MARKET_WS_PATH } from '../src/core/markets/messages';
import { marketService } from './marketService';

function socketUrl(): string {
  const url = new URL(MARKET_WS_PATH, self.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

const service = marketService({
  url: socketUrl,
  open: (url) => new WebSocket(url),
  now: () => Date.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  post: (message) => postMessage(message),
});

addEventListener('message', (event: MessageEvent<PageMessage>) => service.receive(event.data));
