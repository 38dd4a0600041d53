// The WAI-ARIA tabs keys: arrows move to the next or previous tab (mirrored right to left),
// Home and End to the first and last. Shared by every tab list, so they all move alike.
export function tabForKey<T>(key: string, tabs: readonly T[], current: T, dir: 'ltr' | 'rtl'): T | undefined {
  const index = tabs.indexOf(current);
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return tabs[(index + 1) % tabs.length];
  if (key === backward) return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}
