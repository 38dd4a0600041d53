// Expose events (type 3): an element marked data-track-expose="b…" is reported once, the first
// time at least half of it is on screen. New elements are found as the screens render them.
import { track } from './tracker';

const ATTRIBUTE = 'data-track-expose';
const SELECTOR = `[${ATTRIBUTE}]`;

export function watchExposures(root: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const seen = new WeakSet<Element>();
  const intersections = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersections.unobserve(entry.target);
      const id = entry.target.getAttribute(ATTRIBUTE) ?? '';
      track({ type: 'Expose', id, name: entry.target.getAttribute('data-track-name') ?? undefined, auto: true });
    }
  }, { threshold: 0.5 });
  const observe = (element: Element) => {
    if (seen.has(element)) return;
    seen.add(element);
    intersections.observe(element);
  };
  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(SELECTOR)) observe(node);
    node.querySelectorAll(SELECTOR).forEach(observe);
  };
  scan(root);
  const mutations = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(scan);
  });
  mutations.observe(root, { childList: true, subtree: true });
  return () => {
    mutations.disconnect();
    intersections.disconnect();
  };
}
