// Component tests read the screen after an action the way React's async act let them: once the
// promises the action started (an answer, a lazy part) have settled and their renders and effects
// have run. Preact's act flushes once, when the callback's own promise settles, so this flushes a
// few more rounds of microtasks; fake timers are left to the test.
import { act as flushOnce } from 'preact/test-utils';

const ROUNDS = 3;
const TURNS_A_ROUND = 10;

async function settle(): Promise<void> {
  for (let turn = 0; turn < TURNS_A_ROUND; turn += 1) await Promise.resolve();
}

/** A callback that returns no promise is flushed before act returns, as React's act did. */
export async function act(callback: () => unknown): Promise<void> {
  await flushOnce(() => {
    const result = callback();
    return result instanceof Promise ? result.then(() => undefined) : undefined;
  });
  for (let round = 0; round < ROUNDS; round += 1) await flushOnce(settle);
}
