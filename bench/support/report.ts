// What every bench ends with: its budget verdicts printed in one form, and its figures written as
// JSON to bench/out/<name>.json (ignored by git), so two commits' runs can be compared.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export type Figures = Readonly<Record<string, unknown>>;

export interface Budget {
  readonly name: string;
  readonly value: number;
  readonly limit: number;
  /** 'max': the figure must not exceed the limit (the default); 'under': it must stay below it; 'min': it must reach it. */
  readonly bound?: 'max' | 'under' | 'min';
  readonly unit?: string;
}

const met = (budget: Budget): boolean =>
  budget.bound === 'min' ? budget.value >= budget.limit : budget.bound === 'under' ? budget.value < budget.limit : budget.value <= budget.limit;
const RELATION = { max: '<=', under: '<', min: '>=' } as const;

const shown = (value: number, unit = ''): string => `${Number.isInteger(value) ? value : Number(value.toPrecision(4))}${unit ? ` ${unit}` : ''}`;

function commit(): { commit: string; dirty: boolean } {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' });
  return { commit: head.stdout.trim() || 'unknown', dirty: status.stdout.trim() !== '' };
}

/** Prints one line per budget ("budget <name> <= <limit>: <value> PASS|FAIL") and writes bench/out/<bench>.json; returns whether all were met. */
export function report(bench: string, figures: Figures, budgets: readonly Budget[] = []): boolean {
  for (const budget of budgets) {
    console.log(`budget ${budget.name} ${RELATION[budget.bound ?? 'max']} ${shown(budget.limit, budget.unit)}: ${shown(budget.value, budget.unit)} ${met(budget) ? 'PASS' : 'FAIL'}`);
  }
  const out = join(ROOT, 'bench/out');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${bench}.json`);
  const record = {
    bench,
    at: new Date().toISOString(),
    ...commit(),
    env: Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('BENCH_'))),
    figures,
    budgets: budgets.map((budget) => ({ ...budget, bound: budget.bound ?? 'max', met: met(budget) })),
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`figures written to ${file.slice(ROOT.length + 1)}`);
  return budgets.every(met);
}
