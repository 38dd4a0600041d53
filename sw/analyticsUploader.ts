// The upload loop: one request at a time (so a batch is never in flight twice), at most 50 events,
// 500 ms apart while events wait, 10 s of silence after a 403 (kept in IndexedDB, so a restarted
// worker keeps it too), backoff after failures, and no spacing at all while the tab is hidden.
// Events leave the queue only on the gateway's answer.
import { INITIAL_LOOP, KEEPALIVE_BODY_BYTES, type LoopState, afterOutcome, batchSize, outcomeOf, restoredPause, resumed, waitBeforeNext } from '../src/core/analyticsUpload';
import { ANALYTICS_BATCH_LIMIT } from '../src/core/protocol/analytics';
import type { AnalyticsQueue, QueuedEvent } from './analyticsQueue';

export interface UploadAnswer {
  /** 0 when no answer came (offline, connection dropped). */
  readonly status: number;
  readonly body: unknown;
}

/** Sends one JSON array; `keepalive` when the tab is going away. */
export type UploadTransport = (body: string, keepalive: boolean) => Promise<UploadAnswer>;

export interface LoopClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: LoopClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const encoder = new TextEncoder();

export class AnalyticsUploader {
  private state: LoopState = INITIAL_LOOP;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private restored: Promise<void> | null = null;
  /** Counts batches and events sent, for the bench and the logs. */
  readonly stats = { batches: 0, events: 0 };

  constructor(
    private readonly queue: AnalyticsQueue,
    private readonly send: UploadTransport,
    private readonly clock: LoopClock = realClock,
  ) {}

  /** Starts the loop unless it runs; resolves when the queue is empty. */
  kick(): Promise<void> {
    if (this.running) {
      this.wake?.();
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The tab turned hidden: send what waits now, back to back, with keepalive. */
  flush(): Promise<void> {
    this.state = { ...this.state, urgent: true };
    return this.kick();
  }

  /** Back online or a tab shown (`resumed`). */
  resume(visible: boolean): Promise<void> {
    this.state = resumed(this.state, visible);
    return this.kick();
  }

  /** Once per worker life: a pause that a stopped worker left behind still holds. */
  private restorePause(): Promise<void> {
    this.restored ??= this.queue.pausedUntil().then(
      (until) => {
        const pausedUntil = restoredPause(until, this.clock.now());
        if (pausedUntil > this.state.pausedUntil) this.state = { ...this.state, pausedUntil };
      },
      (error: unknown) => console.warn('[analytics] could not read the upload pause', error),
    );
    return this.restored;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const handle = this.clock.setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        this.clock.clearTimeout(handle);
        this.wake = null;
        resolve();
      };
    });
  }

  private async loop(): Promise<void> {
    await this.restorePause();
    for (;;) {
      const batch = await this.queue.oldest(ANALYTICS_BATCH_LIMIT);
      if (batch.length === 0) {
        this.state = { ...this.state, urgent: false };
        return;
      }
      const wait = waitBeforeNext(this.state, this.clock.now());
      // After the wait the queue is read again: it may have grown, or been cleared.
      if (wait > 0) await this.sleep(wait);
      else await this.upload(batch);
    }
  }

  private async upload(queued: readonly QueuedEvent[]): Promise<void> {
    const keepalive = this.state.urgent;
    const texts = queued.map((q) => JSON.stringify({ ...q.event, retry_count: q.attempts }));
    const count = batchSize(keepalive ? texts.map((t) => encoder.encode(t).length) : texts.map((t) => t.length), keepalive ? KEEPALIVE_BODY_BYTES : Infinity);
    const batch = queued.slice(0, count);
    const keys = batch.map((q) => q.key);
    const answer = await this.send(`[${texts.slice(0, count).join(',')}]`, keepalive).catch((): UploadAnswer => ({ status: 0, body: null }));
    const outcome = outcomeOf(answer.status, answer.body);
    this.state = afterOutcome(this.state, outcome, this.clock.now());
    switch (outcome.kind) {
      case 'accepted': {
        const rejected = new Set(outcome.rejected.map((r) => r.index));
        for (const r of outcome.rejected) console.warn(`[analytics] gateway rejected ${keys[r.index] ?? r.index}: ${r.reason}`);
        this.stats.batches += 1;
        this.stats.events += count - rejected.size;
        await this.queue.settle(keys.filter((_, i) => !rejected.has(i)), keys.filter((_, i) => rejected.has(i)));
        return;
      }
      case 'refused':
        console.warn(`[analytics] gateway refused a batch of ${count} with HTTP ${outcome.status}; dropped`);
        await this.queue.settle([], keys);
        return;
      case 'retry':
        await this.queue.failed(keys);
        return;
      case 'paused':
        await this.queue.setPausedUntil(this.state.pausedUntil).catch((error: unknown) => console.warn('[analytics] could not keep the upload pause', error));
        return;
    }
  }
}
