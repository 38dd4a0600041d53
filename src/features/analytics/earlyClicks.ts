// Clicks on tracked elements between the first render and the arrival of the analytics code, which
// loads after the first page (issue 12). A click is kept only when the tracker would have recorded
// it then (consent given, upload switch on), with its own time, and handed over once, when the
// tracker takes the page.
export interface TrackedClick {
  readonly id: string;
  readonly name: string | undefined;
}

export interface EarlyClick extends TrackedClick {
  /** Device epoch ms of the click. */
  readonly at: number;
}

/** More would mean something clicks by itself; the first ones are the user's. */
const LIMIT = 50;

let held: EarlyClick[] = [];
let stop: () => void = () => undefined;

/** The declarative click (the nearest data-track element) an event is, if any. */
export function trackedClick(event: MouseEvent): TrackedClick | null {
  const target = event.target instanceof Element ? event.target.closest('[data-track]') : null;
  if (!target) return null;
  return { id: target.getAttribute('data-track') ?? '', name: target.getAttribute('data-track-name') ?? undefined };
}

export function holdEarlyClicks(recording: () => boolean): void {
  const onClick = (event: MouseEvent) => {
    if (held.length >= LIMIT || !recording()) return;
    const click = trackedClick(event);
    if (click) held.push({ ...click, at: Date.now() });
  };
  // Capture, as the tracker listens: a click that navigates is seen before the page changes.
  document.addEventListener('click', onClick, { capture: true });
  stop = () => document.removeEventListener('click', onClick, { capture: true });
}

/** The clicks held so far; holding stops (the tracker listens from now on). */
export function takeEarlyClicks(): readonly EarlyClick[] {
  stop();
  stop = () => undefined;
  const taken = held;
  held = [];
  return taken;
}
