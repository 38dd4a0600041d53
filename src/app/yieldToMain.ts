// Ends the current task: what comes after runs in a task of its own, so the browser can paint and
// handle input in between. Preact renders a first commit in one go, and the start-up work around it
// would otherwise make one long task with it (docs/decisions.md, the renderer).
interface Scheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
