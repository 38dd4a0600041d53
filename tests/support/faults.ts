// Gateway faults that only the test's own browser can take (both Playwright workers share one
// gateway), removed again after each test.
import type { Page } from '@playwright/test';
import { pinTerminalCode } from './app';
import { control } from './gateway';

const added: string[] = [];

export async function pageFault(page: Page, spec: Record<string, unknown>): Promise<void> {
  const terminalCode = await pinTerminalCode(page);
  const { id } = await control<{ id: string }>('faults', { terminalCode, ...spec });
  added.push(id);
}

export async function removePageFaults(): Promise<void> {
  for (const id of added.splice(0)) await control(`faults/${id}`, undefined, 'DELETE').catch(() => undefined);
}
