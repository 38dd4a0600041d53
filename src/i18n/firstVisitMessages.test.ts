// The build sends a trading screen's messages with its first render and the rest after it; the
// split is read from the code, so it must find what the code names and follow only what runs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../build/compileMessages';
import { firstVisitMessageIds, namedIds, staticGraph } from '../../build/firstVisitMessages';

const IDS = ['order.status.open', 'order.status.filled', 'order.side.buy', 'nav.spot', 'margin.borrow'];

describe('namedIds', () => {
  it('finds ids written whole, in any quotes', () => {
    expect([...namedIds([`t('nav.spot'); t("order.side.buy"); t(\`margin.borrow\`)`], IDS)].sort()).toEqual(['margin.borrow', 'nav.spot', 'order.side.buy']);
  });

  it('takes every id under a prefix that a template or a concatenation completes', () => {
    expect([...namedIds(['t(`order.status.${status}`)'], IDS)].sort()).toEqual(['order.status.filled', 'order.status.open']);
    expect([...namedIds(["t('order.status.' + status)"], IDS)].sort()).toEqual(['order.status.filled', 'order.status.open']);
  });

  it('is not thrown off by an apostrophe in a comment, a template with values or a regular expression', () => {
    const source = [
      "// The form's own words, and the book's.",
      'const label = `${count} of ${total}`; const re = /[\'"`]/;',
      "const x = `a ${b} c`; t('nav.spot');",
      't("order.side.buy"); const y = `${a}`;',
      "t('margin.borrow');",
    ].join('\n');
    expect([...namedIds([source], IDS)].sort()).toEqual(['margin.borrow', 'nav.spot', 'order.side.buy']);
  });

  it('ignores text that only resembles an id', () => {
    expect([...namedIds(["const a = 'nav.spots'; const b = 'order'; const c = '.';"], IDS)]).toEqual([]);
  });
});

describe('staticGraph', () => {
  it('follows static imports and re-exports, not type imports nor dynamic imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'graph-'));
    const file = (name: string, text: string) => writeFileSync(join(dir, name), text);
    file('main.tsx', "import { a } from './a';\nimport type { T } from './types';\nexport { b } from './b';\nimport './side';\nconst later = () => import('./lazy');\n");
    file('a.ts', "import { c } from './dir';\nexport const a = 1;\n");
    file('b.ts', 'export const b = 2;\n');
    file('side.ts', '');
    file('types.ts', 'export type T = 1;\n');
    file('lazy.ts', '');
    file('dir.ts', 'export const c = 3;\n');
    expect(staticGraph([join(dir, 'main.tsx')]).map((path) => path.slice(dir.length + 1))).toEqual(['a.ts', 'b.ts', 'dir.ts', 'main.tsx', 'side.ts']);
  });
});

describe("the first visit's messages", () => {
  // The source, not an import: Vitest compiles a catalogue import as the build does.
  const source = readFileSync(resolve(import.meta.dirname, '../../locales/en.json'), 'utf8');
  const en = JSON.parse(source) as Record<string, string>;
  const ids = Object.keys(en);
  const first = firstVisitMessageIds(resolve(import.meta.dirname, '../..'), ids);

  it('hold what the header and the trading screen show, and leave out the pages that load later', () => {
    // The order form's links and the depth chart (a part the screen loads itself) among them.
    for (const id of ['nav.spot', 'app.skipToContent', 'trade.spotTitle', 'trading.error.insufficientBalance', 'order.register', 'order.feesLink', 'depth.summary']) {
      expect(first.has(id), id).toBe(true);
    }
    for (const prefix of ['passkey.', 'sub.', 'security.', 'vip.', 'apikey.']) {
      expect(ids.filter((id) => id.startsWith(prefix) && first.has(id)).length, prefix).toBeLessThanOrEqual(2);
    }
    expect(first.size).toBeGreaterThan(100);
    expect(first.size).toBeLessThan(ids.length / 2);
  });

  it('split every catalogue in two parts that together hold all of it, once each', async () => {
    const keys = async (part: 'first' | 'rest') => {
      const module = compileCatalogue('en', source, { part, firstIds: first });
      const url = `data:text/javascript;base64,${Buffer.from(module).toString('base64')}`;
      return Object.keys(((await import(/* @vite-ignore */ url)) as { default: object }).default);
    };
    const [a, b] = await Promise.all([keys('first'), keys('rest')]);
    expect(a.length + b.length).toBe(ids.length);
    expect(new Set([...a, ...b]).size).toBe(ids.length);
    expect(new Set(a)).toEqual(first);
  });

  it('still refuse a broken message in the part that does not hold it', () => {
    const broken = JSON.stringify({ ...en, 'passkey.title': '{count, plural, one {x}' });
    expect(() => compileCatalogue('en', broken, { part: 'first', firstIds: first })).toThrow(/passkey\.title/);
  });
});
