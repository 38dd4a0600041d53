// Which messages a first visit to a trading screen can show. The build splits each catalogue in
// two (build/compileMessages.ts): these ids travel with the first render, the rest follows it
// (docs/decisions.md, issue 12). The set is read from the code itself, so a message added to a
// trading screen joins it without a list to keep up to date.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * What a cold visit to `/spot/…` or `/futures/usdt/…` runs before its first render: the entry and
 * everything it imports statically, and the trading page. The margin screen and every other page
 * load later, with the rest of the catalogue.
 */
export const FIRST_VISIT_ROOTS: readonly string[] = ['src/main.tsx', 'src/features/trade/TradePage.tsx'];
/**
 * The spot and futures screen, with the parts it loads itself (the candles, the depth chart): these
 * may come before the rest of the catalogue, so their messages travel in the first part too.
 */
export const FIRST_VISIT_SCREEN = 'src/features/trade/TradeScreen.tsx';

// `import … from './x'` and `export … from './x'`, and `import './x'`; `import type` runs nothing.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
// `import('./x')` with a literal path.
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
// Text in quotes that could be an id: word characters, dashes and dots, right after a quote and
// right before the closing one or a template's `${`. Matching only such runs, not whole strings,
// keeps one odd quote (an apostrophe in a comment, a regular expression) from hiding the rest.
const ID_TEXT = /['"`]([A-Za-z][\w-]*(?:\.[\w-]+)*\.?)(?=['"`]|\$\{)/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts'), resolve(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The source files the roots run, following static imports of our own modules only. */
export function staticGraph(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, match[1]!);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return [...seen].sort();
}

/** The files, and every module they load with `import()`, with its own static imports. */
export function withLazyParts(files: readonly string[]): string[] {
  const lazy = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)].map((match) => resolveModule(file, match[1]!)));
  return [...new Set([...files, ...staticGraph(lazy.filter((file): file is string => file !== null))])].sort();
}

/**
 * The ids that the sources name: a literal equal to an id, or a literal or template head ending in
 * a dot that starts ids (`order.status.${status}` names every `order.status.…`).
 */
export function namedIds(sources: readonly string[], ids: readonly string[]): Set<string> {
  const known = new Set(ids);
  const named = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(ID_TEXT)) {
      const literal = match[1]!;
      if (known.has(literal)) named.add(literal);
      else if (literal.endsWith('.') && literal.length > 1) for (const id of ids) if (id.startsWith(literal)) named.add(id);
    }
  }
  return named;
}

/** The ids of the English catalogue that a first visit to a trading screen can show. */
export function firstVisitMessageIds(root: string, ids: readonly string[]): Set<string> {
  const at = (file: string) => resolve(root, file);
  const files = new Set([...staticGraph(FIRST_VISIT_ROOTS.map(at)), ...withLazyParts(staticGraph([at(FIRST_VISIT_SCREEN)]))]);
  return namedIds([...files].map((file) => readFileSync(file, 'utf8')), ids);
}
