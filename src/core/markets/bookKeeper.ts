// A market's order book kept in step with the socket: the subscription's snapshot, then updates
// under the sequence rule; on a gap the book is fetched over REST while updates are buffered, and
// the buffer is replayed onto it (docs/protocol.md, book sequence rule). Every update is applied
// as it arrives; frames (sorted, grouped, capped) are computed only when one is sent.
import { groupLevels } from './bookGrouping';
import { BOOK_FRAME_LEVELS, type BookPhase, type BookState } from './feedProtocol';
import {
  type BookLevel, type BookMessage, type BookSnapshot, applyBookMessage, applyBuffered, emptyBook, loadSnapshot, sortedLevels,
} from './messages';
import { reconnectDelay } from './reconnect';

export interface BookKeeperDeps {
  /** The book now, over REST. */
  readonly fetchDepth: () => Promise<BookSnapshot>;
  readonly setTimer: (fn: () => void, ms: number) => void;
  /** Told after anything a frame shows changed. */
  readonly changed: () => void;
  readonly random?: () => number;
}

/** Updates kept while a snapshot is on its way; beyond this the snapshot is fetched again anyway. */
const MAX_BUFFERED = 1_000;

export class BookKeeper {
  private readonly book = emptyBook();
  private phase: BookPhase = 'loading';
  private resyncs = 0;
  private buffer: BookMessage[] = [];
  private stopped = false;
  private failures = 0;
  /** The sorted sides of the book as it is now, shared by every grouping's frame; null once it changes. */
  private sorted: { readonly bids: BookLevel[]; readonly asks: BookLevel[] } | null = null;

  constructor(private readonly deps: BookKeeperDeps) {}

  receive(message: BookMessage): void {
    if (this.stopped) return;
    if (message.action === 'snapshot') {
      // A fresh subscription (after a reconnect) answers with the whole book: nothing to buffer for.
      applyBookMessage(this.book, message);
      this.buffer = [];
      this.phase = 'live';
      this.touch();
      return;
    }
    if (this.phase === 'resyncing') {
      this.buffer.push(message);
      if (this.buffer.length > MAX_BUFFERED) this.buffer = this.buffer.slice(-MAX_BUFFERED);
      return;
    }
    if (this.phase === 'loading') {
      // The subscription's snapshot was lost (dropped at the edge as unreadable): the book is fetched instead.
      this.buffer = [message];
      this.resync();
      return;
    }
    const result = applyBookMessage(this.book, message);
    if (result === 'applied') this.touch();
    else if (result === 'gap') {
      this.buffer = [message];
      this.resync();
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /** The book as painted: `group` merges levels into buckets of that step (null: every level), best `depth` levels a side. */
  frame(group: string | null, depth = BOOK_FRAME_LEVELS): BookState {
    this.sorted ??= { bids: sortedLevels(this.book, 'bids'), asks: sortedLevels(this.book, 'asks') };
    const { bids, asks } = this.sorted;
    const side = (levels: BookLevel[], name: 'bids' | 'asks') => (group === null ? levels : groupLevels(levels, name, group)).slice(0, depth);
    return { bids: side(bids, 'bids'), asks: side(asks, 'asks'), seq: this.book.seq, phase: this.phase, resyncs: this.resyncs };
  }

  private touch(): void {
    this.sorted = null;
    this.deps.changed();
  }

  private resync(): void {
    this.phase = 'resyncing';
    this.resyncs += 1;
    this.deps.changed();
    this.deps.fetchDepth().then(
      (snapshot) => {
        if (this.stopped || this.phase !== 'resyncing') return;
        this.failures = 0;
        loadSnapshot(this.book, snapshot);
        const replayed = applyBuffered(this.book, this.buffer);
        this.buffer = [];
        if (replayed === 'gap') {
          this.resync();
          return;
        }
        this.phase = 'live';
        this.touch();
      },
      () => {
        if (this.stopped) return;
        this.deps.setTimer(() => {
          if (!this.stopped && this.phase === 'resyncing') this.resync();
        }, reconnectDelay(this.failures++, this.deps.random));
      },
    );
  }
}
