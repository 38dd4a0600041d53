// Moves tracked events from the page to the service worker's queue. A burst of events leaves as
// one message; each batch is first written to the tab's local queue and removed from it on the
// worker's acknowledgement. Without a worker the local queue keeps them until one takes control,
// or until the tab hides, when sendBeacon carries them (the browser then owns their delivery).
import { batchSize, KEEPALIVE_BODY_BYTES } from '../../core/analyticsUpload';
import { eventKey } from '../../core/analyticsRecord';
import type { AnalyticsEvent } from '../../core/protocol/analytics';
import { PATHS } from '../../core/protocol/paths';
import { type AnalyticsEventsMessage, type AnalyticsResumeMessage, WORKER_MESSAGES } from '../../core/workerMessages';
import { allQueues, append, clearAll, remove, tabQueueKey } from './localQueue';

const COALESCE_MS = 50;
const ACK_TIMEOUT_MS = 5_000;

export class Outbox {
  private pending: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly own: string;

  constructor(
    tabId: string,
    /** The beacon URL's query (languageType), which a beacon cannot get from the worker. */
    private readonly beaconQuery: () => string,
  ) {
    this.own = tabQueueKey(tabId);
  }

  push(event: AnalyticsEvent): void {
    this.pending.push(event);
    this.timer ??= setTimeout(() => this.flush(), COALESCE_MS);
  }

  /** Writes what is pending to the local queue and hands it to the worker, now. */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    append(this.own, batch);
    const worker = controller();
    if (worker) void this.handOver(worker, this.own, batch);
    else if (!('serviceWorker' in navigator)) this.beaconAll();
  }

  /** Hands every tab's leftovers to the worker (after a reload, a stopped worker, or the worker's arrival). */
  handOverLeftovers(): void {
    const worker = controller();
    if (!worker) return;
    for (const { storageKey, events } of allQueues()) void this.handOver(worker, storageKey, events);
  }

  /** The tab is hiding: the worker sends at once, or, with none, the beacon goes now. */
  sendNow(): void {
    this.flush();
    const worker = controller();
    if (worker) worker.postMessage({ type: WORKER_MESSAGES.analyticsFlush });
    else this.beaconAll();
  }

  resume(): void {
    this.handOverLeftovers();
    const message: AnalyticsResumeMessage = { type: WORKER_MESSAGES.analyticsResume, visible: document.visibilityState === 'visible' };
    controller()?.postMessage(message);
  }

  /** Consent withdrawn: nothing that waits may leave. */
  forget(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = [];
    clearAll();
    controller()?.postMessage({ type: WORKER_MESSAGES.analyticsForget });
  }

  private handOver(worker: ServiceWorker, storageKey: string, events: readonly AnalyticsEvent[]): Promise<boolean> {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      // No answer (the worker was stopped mid-write): the events stay in the local queue for the next hand-over.
      const timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
      channel.port1.onmessage = (message: MessageEvent<unknown>) => {
        clearTimeout(timer);
        channel.port1.close();
        if (message.data === true) remove(storageKey, new Set(events.map((e) => eventKey(e) ?? '')));
        resolve(message.data === true);
      };
      const body: AnalyticsEventsMessage = { type: WORKER_MESSAGES.analyticsEvents, events };
      worker.postMessage(body, [channel.port2]);
    });
  }

  private beaconAll(): void {
    if (typeof navigator.sendBeacon !== 'function') return;
    const url = `${PATHS.analytics}?${this.beaconQuery()}`;
    for (const { storageKey, events } of allQueues()) {
      let rest = events;
      while (rest.length > 0) {
        const texts = rest.map((e) => JSON.stringify(e));
        const count = batchSize(texts.map((t) => new Blob([t]).size), KEEPALIVE_BODY_BYTES);
        // text/plain keeps the beacon a simple request; the gateway accepts it on this path.
        if (!navigator.sendBeacon(url, new Blob([`[${texts.slice(0, count).join(',')}]`], { type: 'text/plain' }))) return;
        remove(storageKey, new Set(rest.slice(0, count).map((e) => eventKey(e) ?? '')));
        rest = rest.slice(count);
      }
    }
  }
}

function controller(): ServiceWorker | null {
  return typeof navigator !== 'undefined' ? (navigator.serviceWorker?.controller ?? null) : null;
}
