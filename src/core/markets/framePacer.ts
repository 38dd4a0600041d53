// Frames at most once per FRAME_MS: changes mark views dirty as they come (every
// update is applied where it lands), and one flush sends every dirty view's latest state together. Paused
// (a hidden page), nothing is sent; resumed, whatever changed meanwhile goes out at once.
import { FRAME_MS } from './feedProtocol';

export interface PacerDeps {
  readonly now: () => number;
  readonly setTimer: (fn: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
}

export class FramePacer<K> {
  private readonly dirty = new Set<K>();
  private timer: unknown = null;
  private lastFlushAt = -Infinity;
  private paused = false;

  constructor(
    private readonly deps: PacerDeps,
    private readonly send: (keys: readonly K[]) => void,
    private readonly frameMs = FRAME_MS,
  ) {}

  mark(key: K): void {
    this.dirty.add(key);
    this.schedule();
  }

  forget(key: K): void {
    this.dirty.delete(key);
  }

  pause(): void {
    this.paused = true;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    if (this.dirty.size > 0) this.flush();
  }

  private schedule(): void {
    if (this.paused || this.timer !== null) return;
    const wait = Math.max(0, this.lastFlushAt + this.frameMs - this.deps.now());
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.flush();
    }, wait);
  }

  private flush(): void {
    this.lastFlushAt = this.deps.now();
    const keys = [...this.dirty];
    this.dirty.clear();
    if (keys.length > 0) this.send(keys);
  }
}
