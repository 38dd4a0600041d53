// The worker's queue and upload loop in Node: fake-indexeddb for IndexedDB, a scripted gateway,
// and a clock that jumps ahead instead of waiting.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsQueue } from './analyticsQueue';
import { AnalyticsUploader, type LoopClock, type UploadAnswer } from './analyticsUploader';

let dbCount = 0;
const freshQueue = (now = () => Date.now()) => new AnalyticsQueue(`test-${++dbCount}`, now);

const event = (log_seq: number, extra: Record<string, unknown> = {}) => ({
  type: 2, event_tracking_id: 'b1', url: 'https://x/', timestamp: 1, page_unique_id: 'tab-1', log_seq, ...extra,
});

function jumpingClock(): LoopClock & { waits: number[] } {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    setTimeout: (run, ms) => {
      waits.push(ms);
      return setTimeout(() => {
        now += ms;
        run();
      }, 0);
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

const accepted = (rejected: Array<{ index: number; reason: string }> = []): UploadAnswer => ({ status: 200, body: { code: '00000', data: { accepted: 1, rejected } } });

describe('analytics queue', () => {
  it('stores each key once, and never again once the gateway accepted it', async () => {
    const queue = freshQueue();
    expect(await queue.add([event(1), event(2)])).toBe(2);
    expect(await queue.add([event(2), event(3)])).toBe(1);
    expect((await queue.oldest(50)).map((q) => q.key)).toEqual(['tab-1:1', 'tab-1:2', 'tab-1:3']);
    await queue.settle(['tab-1:1'], ['tab-1:2']);
    expect(await queue.add([event(1), event(2)])).toBe(1);
    expect((await queue.oldest(50)).map((q) => q.key)).toEqual(['tab-1:3', 'tab-1:2']);
  });

  it('drops events that fail the schema and corrupt entries, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = freshQueue();
    expect(await queue.add([event(1, { event_tracking_id: 'x1' }), { nonsense: true }, null, event(2)])).toBe(1);
    const db = await (queue as unknown as { database(): Promise<IDBDatabase & { put(s: string, v: unknown): Promise<unknown> }> }).database();
    await db.put('events', { key: 'broken', order: 0, attempts: 0, event: { type: 99 } });
    expect((await queue.oldest(50)).map((q) => q.key)).toEqual(['tab-1:2']);
    expect(await queue.size()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('counts failed attempts', async () => {
    const queue = freshQueue();
    await queue.add([event(1)]);
    await queue.failed(['tab-1:1', 'missing']);
    await queue.failed(['tab-1:1']);
    expect((await queue.oldest(1))[0]?.attempts).toBe(2);
  });
});

describe('upload loop', () => {
  it('sends batches of at most 50, 500 ms apart, and empties the queue', async () => {
    const queue = freshQueue();
    await queue.add(Array.from({ length: 120 }, (_, i) => event(i + 1)));
    const sizes: number[] = [];
    const clock = jumpingClock();
    const uploader = new AnalyticsUploader(queue, async (body) => {
      sizes.push((JSON.parse(body) as unknown[]).length);
      return accepted();
    }, clock);
    await uploader.kick();
    expect(sizes).toEqual([50, 50, 20]);
    expect(clock.waits).toEqual([500, 500]);
    expect(await queue.size()).toBe(0);
  });

  it('pauses 10 s after a 403 and keeps the batch', async () => {
    const queue = freshQueue();
    await queue.add([event(1)]);
    const answers: UploadAnswer[] = [{ status: 403, body: null }, accepted()];
    const clock = jumpingClock();
    const uploader = new AnalyticsUploader(queue, async () => answers.shift() ?? accepted(), clock);
    await uploader.kick();
    expect(clock.waits).toEqual([10_000]);
    expect(await queue.size()).toBe(0);
  });

  it('retries failures with backoff and the retry count, and drops what the gateway rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = freshQueue();
    await queue.add([event(1), event(2)]);
    const bodies: Array<Array<{ retry_count: number }>> = [];
    const answers: UploadAnswer[] = [{ status: 0, body: null }, { status: 500, body: null }, accepted([{ index: 1, reason: 'bad' }])];
    const clock = jumpingClock();
    const uploader = new AnalyticsUploader(queue, async (body) => {
      bodies.push(JSON.parse(body) as Array<{ retry_count: number }>);
      return answers.shift() ?? accepted();
    }, clock);
    await uploader.kick();
    expect(clock.waits).toEqual([1_000, 2_000]);
    expect(bodies.map((b) => b[0]?.retry_count)).toEqual([0, 1, 2]);
    expect(await queue.size()).toBe(0);
    expect(await queue.add([event(1)])).toBe(0);
    expect(await queue.add([event(2)])).toBe(1);
    warn.mockRestore();
  });

  it('sends everything at once with keepalive when flushed, in bodies a keepalive request allows', async () => {
    const queue = freshQueue();
    const padding = 'x'.repeat(1_500);
    await queue.add(Array.from({ length: 80 }, (_, i) => event(i + 1, { title: padding })));
    const sent: Array<{ count: number; bytes: number; keepalive: boolean }> = [];
    const clock = jumpingClock();
    const uploader = new AnalyticsUploader(queue, async (body, keepalive) => {
      sent.push({ count: (JSON.parse(body) as unknown[]).length, bytes: body.length, keepalive });
      return accepted();
    }, clock);
    await uploader.flush();
    expect(clock.waits).toEqual([]);
    expect(sent.every((s) => s.keepalive && s.bytes <= 60_000)).toBe(true);
    expect(sent.reduce((n, s) => n + s.count, 0)).toBe(80);
  });

  it('returns to 500 ms spacing once the hidden tab is shown again', async () => {
    const queue = freshQueue();
    await queue.add(Array.from({ length: 200 }, (_, i) => event(i + 1)));
    const clock = jumpingClock();
    const answers: UploadAnswer[] = [{ status: 403, body: null }];
    const keepalives: boolean[] = [];
    let uploader: AnalyticsUploader | null = null;
    uploader = new AnalyticsUploader(queue, async (_body, keepalive) => {
      keepalives.push(keepalive);
      // The tab is shown while the 403's pause holds what the hiding wanted sent at once.
      if (keepalives.length === 1) void uploader?.resume(true);
      return answers.shift() ?? accepted();
    }, clock);
    await uploader.flush();
    expect(clock.waits.slice(1)).toEqual([500, 500, 500]);
    expect(keepalives.slice(1)).toEqual([false, false, false, false]);
    expect(await queue.size()).toBe(0);
  });

  it('a worker back online while its tab is hidden keeps sending at once', async () => {
    const queue = freshQueue();
    await queue.add(Array.from({ length: 120 }, (_, i) => event(i + 1)));
    const clock = jumpingClock();
    let first = true;
    let uploader: AnalyticsUploader | null = null;
    uploader = new AnalyticsUploader(queue, async () => {
      if (first) void uploader?.resume(false);
      first = false;
      return accepted();
    }, clock);
    await uploader.flush();
    expect(clock.waits).toEqual([]);
  });

  it('a worker restarted within the 10 s after a 403 stays silent for the rest of them', async () => {
    const name = `test-${++dbCount}`;
    const clock = jumpingClock();
    const first = new AnalyticsQueue(name, clock.now);
    await first.add([event(1)]);
    const before = new AnalyticsUploader(first, async () => ({ status: 403, body: null }), {
      ...clock,
      // The worker is stopped during its pause: the sleep never ends.
      setTimeout: () => 0,
    });
    void before.kick();
    await expect.poll(() => first.pausedUntil()).toBeGreaterThan(0);
    const restartedAt = clock.now();
    const sent: number[] = [];
    const after = new AnalyticsUploader(new AnalyticsQueue(name, clock.now), async () => {
      sent.push(clock.now());
      return accepted();
    }, clock);
    await after.kick();
    expect(sent).toEqual([restartedAt + 10_000]);
  });

  it('a stored pause never silences for more than 10 s, and a damaged one not at all', async () => {
    const name = `test-${++dbCount}`;
    const clock = jumpingClock();
    const queue = new AnalyticsQueue(name, clock.now);
    await queue.add([event(1)]);
    await queue.setPausedUntil(clock.now() + 3_600_000);
    await new AnalyticsUploader(queue, async () => accepted(), clock).kick();
    expect(clock.waits).toEqual([10_000]);

    await queue.add([event(2)]);
    const db = await (queue as unknown as { database(): Promise<{ put(s: string, v: unknown, k: string): Promise<unknown> }> }).database();
    await db.put('loop', { __proto__: { polluted: true } }, 'pausedUntil');
    const waits = clock.waits.length;
    await new AnalyticsUploader(queue, async () => accepted(), clock).kick();
    expect(clock.waits.length).toBe(waits);
    expect(await queue.size()).toBe(0);
  });

  it('never has two requests in flight', async () => {
    const queue = freshQueue();
    await queue.add(Array.from({ length: 60 }, (_, i) => event(i + 1)));
    let inFlight = 0;
    let most = 0;
    const uploader = new AnalyticsUploader(queue, async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      return accepted();
    }, jumpingClock());
    await Promise.all([uploader.kick(), uploader.flush(), uploader.resume(true), uploader.kick()]);
    expect(most).toBe(1);
    expect(await queue.size()).toBe(0);
  });
});
