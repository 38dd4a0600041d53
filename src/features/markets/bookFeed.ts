// A market's order book kept in step with the socket: the subscription's snapshot, then updates
// under the sequence rule; on a gap the book is fetched over REST while updates are buffered, and
// the buffer is replayed onto it (docs/protocol.md, book sequence rule).
import {
  type BookLevel, type BookMessage, type BookSnapshot, type PublicArg, type PublicMessage, applyBookMessage, applyBuffered, emptyBook, loadSnapshot, sortedLevels,
} from '../../core/markets/messages';
import { groupLevels } from '../../core/markets/bookGrouping';
import { reconnectDelay } from '../../core/markets/reconnect';
import type { LiveStore, Next } from './liveStore';
import { liveStore } from './liveStore';

export type BookPhase = 'loading' | 'live' | 'resyncing';

export interface BookState {
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  readonly seq: number;
  readonly phase: BookPhase;
  /** Snapshots fetched after gaps since the book was opened. */
  readonly resyncs: number;
}

export interface BookDeps {
  readonly subscribe: (arg: PublicArg, listener: (message: PublicMessage) => void) => () => void;
  readonly fetchDepth: (arg: PublicArg) => Promise<BookSnapshot>;
  readonly setTimer: (fn: () => void, ms: number) => void;
}

export const EMPTY_BOOK: BookState = { bids: [], asks: [], seq: 0, phase: 'loading', resyncs: 0 };

/** Updates kept while a snapshot is on its way; beyond this the snapshot is fetched again anyway. */
const MAX_BUFFERED = 1_000;

/** `group`: the price step the levels are merged into (bookGrouping.ts); null keeps every level. */
export function bookStore(arg: PublicArg, deps: BookDeps, group: string | null = null, onIdle?: () => void): LiveStore<BookState> {
  return liveStore<BookState>(EMPTY_BOOK, (set) => {
    const book = emptyBook();
    let phase: BookPhase = 'loading';
    let resyncs = 0;
    let buffer: BookMessage[] = [];
    let stopped = false;
    let failures = 0;

    const publish = () => {
      const next: Next<BookState> = {
        compute: () => {
          const bids = sortedLevels(book, 'bids');
          const asks = sortedLevels(book, 'asks');
          return group === null
            ? { bids, asks, seq: book.seq, phase, resyncs }
            : { bids: groupLevels(bids, 'bids', group), asks: groupLevels(asks, 'asks', group), seq: book.seq, phase, resyncs };
        },
      };
      set(next);
    };

    const resync = () => {
      phase = 'resyncing';
      resyncs += 1;
      publish();
      deps.fetchDepth(arg).then(
        (snapshot) => {
          if (stopped || phase !== 'resyncing') return;
          failures = 0;
          loadSnapshot(book, snapshot);
          const replayed = applyBuffered(book, buffer);
          buffer = [];
          if (replayed === 'gap') {
            resync();
            return;
          }
          phase = 'live';
          publish();
        },
        () => {
          if (stopped) return;
          deps.setTimer(() => {
            if (!stopped && phase === 'resyncing') resync();
          }, reconnectDelay(failures++));
        },
      );
    };

    const unsubscribe = deps.subscribe(arg, (message) => {
      if (message.channel !== 'book') return;
      if (message.action === 'snapshot') {
        // A fresh subscription (after a reconnect) answers with the whole book: nothing to buffer for.
        applyBookMessage(book, message);
        buffer = [];
        phase = 'live';
        publish();
        return;
      }
      if (phase === 'resyncing') {
        buffer.push(message);
        if (buffer.length > MAX_BUFFERED) buffer = buffer.slice(-MAX_BUFFERED);
        return;
      }
      if (phase === 'loading') {
        // The subscription's snapshot was lost (dropped at the edge as unreadable): the book is fetched instead.
        buffer = [message];
        resync();
        return;
      }
      const result = applyBookMessage(book, message);
      if (result === 'applied') publish();
      else if (result === 'gap') {
        buffer = [message];
        resync();
      }
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, onIdle);
}
