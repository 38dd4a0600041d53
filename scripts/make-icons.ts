// Renders the app icons from one SVG with Debian's Chromium. Run after changing the mark:
//   node --import tsx scripts/make-icons.ts
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

const dir = resolve(import.meta.dirname, '../public/icons');
const svg = readFileSync(resolve(dir, 'icon.svg'), 'utf8');
// A maskable icon keeps its mark inside the central 80 % safe zone on a full-bleed background.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b5cff"/><g transform="translate(12.8 12.8) scale(0.6)">${svg.replace(/<\/?svg[^>]*>/g, '')}</g></svg>`;

const targets: Array<[string, number, string]> = [
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['icon-maskable-512.png', 512, maskable],
  ['apple-touch-icon.png', 180, maskable],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const page = await browser.newPage();
for (const [file, size, markup] of targets) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`);
  await page.screenshot({ path: resolve(dir, file), omitBackground: true });
}
await browser.close();
