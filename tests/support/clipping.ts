// "No text is cut or pushed off screen": for every visible text on the page (or under `root`),
// its element does not overflow its own box (scrollWidth <= clientWidth, which also catches a
// text-overflow ellipsis), and the text's laid-out box lies inside the viewport horizontally and
// inside every ancestor that clips or scrolls. Reusable by any spec: `await expectNoClippedText(page)`.
import { type Page, expect } from '@playwright/test';

export interface ClippedText {
  readonly text: string;
  readonly where: string;
  readonly why: string;
}

export async function findClippedText(page: Page, root = 'body'): Promise<ClippedText[]> {
  return page.evaluate((rootSelector) => {
    const found: ClippedText[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${classes}`;
    };
    // Screen-reader-only text is meant to be invisible: a 1 px box, clipped away on purpose.
    const visuallyHidden = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true;
        const box = e.getBoundingClientRect();
        if (style.position === 'absolute' && (box.width <= 1 || box.right <= 0 || box.left >= viewport)) return true;
      }
      return false;
    };
    const rootElement = document.querySelector(rootSelector);
    if (!rootElement) return [{ text: '', where: rootSelector, why: 'root not found' }];
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (!text || !element || ['SCRIPT', 'STYLE', 'OPTION', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || visuallyHidden(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const report = (why: string) => found.push({ text: text.slice(0, 60), where: describe(element), why });

      // The element's own box: text wider than it is cut (overflow hidden or an ellipsis) or spills.
      if (!seen.has(element)) {
        seen.add(element);
        const style = getComputedStyle(element);
        if (style.display !== 'inline' && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
          report(`overflows its box (${element.scrollWidth} > ${element.clientWidth}${style.textOverflow === 'ellipsis' ? ', ellipsis' : ''})`);
          continue;
        }
      }
      if (box.left < -1 || box.right > viewport + 1) {
        report(`outside the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${viewport})`);
        continue;
      }
      // Every ancestor that clips or scrolls sideways must show the whole text.
      for (let a = element.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        if (overflow === 'visible') continue;
        const clip = a.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1) {
          report(`cut by ${describe(a)} (overflow-x: ${overflow})`);
          break;
        }
      }
    }
    return found;
  }, root);
}

/** Fails with the list of every cut or off-screen text. */
export async function expectNoClippedText(page: Page, { root = 'body', label = '' }: { root?: string; label?: string } = {}): Promise<void> {
  const clipped = await findClippedText(page, root);
  expect(clipped.map((c) => `${c.where} "${c.text}": ${c.why}`), `clipped text ${label}`.trim()).toEqual([]);
}
