// HTML from the server (research articles, announcements) passes through here before it reaches
// the DOM: DOMPurify keeps an explicit allow-list of tags and attributes, and every href and src
// must also pass the product's safe-URL rule (src/core/safeUrl.ts).
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { type SafeUrlPolicy, judgeUrl, leavesPageOrigin } from '../core/safeUrl';
import { productUrlPolicy, warnRefusedUrl } from './safeNavigation';

/** What an article or announcement needs: text structure, emphasis, links, images, tables, code. */
export const ALLOWED_TAGS: readonly string[] = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'q', 'cite', 'time',
  'blockquote', 'code', 'pre', 'kbd', 'samp', 'var',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

// No style, class, id or name (no restyling of the app, no DOM clobbering), no target or rel
// (set here for links that leave the page), no srcset (several addresses in one attribute).
export const ALLOWED_ATTR: readonly string[] = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'span', 'scope', 'start', 'reversed', 'datetime', 'lang', 'dir',
];

// Removed with everything inside them, not only their tags: their text means nothing outside them.
const DROPPED_WITH_CONTENT = ['object', 'embed', 'applet', 'frameset', 'frame', 'textarea', 'select', 'button'];

const URL_ATTRIBUTES = new Set(['href', 'src']);

function configFor(policy: SafeUrlPolicy): Config {
  // DOMPurify's own URI check runs first; it must know the app schemes, and the safe-URL rule decides the rest.
  const schemes = ['https?', 'mailto', 'tel', 'blob', ...policy.appSchemes.map((s) => s.replace(/[.+]/g, '\\$&'))].join('|');
  return {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${schemes}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i'),
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
    KEEP_CONTENT: true,
  };
}

// The hooks read the policy of the sanitize call under way; sanitize is synchronous, so one slot is enough.
let activePolicy: SafeUrlPolicy | null = null;
let purifier: DOMPurify | null = null;

function createPurifier(): DOMPurify {
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (!URL_ATTRIBUTES.has(data.attrName) || !data.keepAttr || !activePolicy) return;
    const verdict = judgeUrl(data.attrValue, activePolicy);
    if (verdict.allowed) {
      data.attrValue = verdict.url;
    } else {
      data.keepAttr = false;
      warnRefusedUrl(data.attrName === 'href' ? 'href' : 'src', data.attrValue, verdict.reason);
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!activePolicy) return;
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      const verdict = judgeUrl(node.getAttribute('href'), activePolicy);
      if (verdict.allowed && verdict.kind === 'own-origin' && leavesPageOrigin(verdict, activePolicy)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  return instance;
}

// What a link without an address keeps when it becomes text: its reading hints, nothing that acts.
const TEXT_ATTRIBUTES = ['title', 'lang', 'dir'];

/**
 * An anchor left without an address (the rule refused it, or it never had one) becomes a span with
 * its content: shown as the text around it, not in the link colour, not focusable, no pointer, so
 * nothing looks clickable that does nothing.
 */
function anchorsWithoutAddressAsText(root: DocumentFragment): void {
  for (const anchor of Array.from(root.querySelectorAll('a:not([href])'))) {
    const text = anchor.ownerDocument.createElement('span');
    for (const name of TEXT_ATTRIBUTES) {
      const value = anchor.getAttribute(name);
      if (value !== null) text.setAttribute(name, value);
    }
    text.append(...Array.from(anchor.childNodes));
    anchor.replaceWith(text);
  }
}

/**
 * The sanitised form of `html`, as markup. Where DOMPurify cannot work (no DOM), the answer is
 * empty: DOMPurify would hand the input back untouched.
 */
export function sanitizeHtml(html: string, policy: SafeUrlPolicy = productUrlPolicy()): string {
  purifier ??= createPurifier();
  if (!purifier.isSupported) return '';
  activePolicy = policy;
  let fragment: DocumentFragment | null;
  try {
    // Null when the input leaves no body to sanitise (a frameset): nothing to show.
    fragment = purifier.sanitize(html, { ...configFor(policy), RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null;
  } finally {
    activePolicy = null;
  }
  if (!fragment) return '';
  anchorsWithoutAddressAsText(fragment);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
