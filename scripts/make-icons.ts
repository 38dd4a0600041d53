// Renders the app icons from one SVG with Debian's Chromium. Run after changing the mark:
//   node --import tsx scripts/make-icons.ts
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
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
// favicon.ico: what browsers, link checkers and feed readers ask for without reading the page's
// <link rel="icon">. An ICO file may hold PNG images directly (one 16-byte entry each).
const favicon: Buffer[] = [];
for (const size of [16, 32, 48]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  favicon.push(await page.screenshot({ omitBackground: true }));
}
await browser.close();
const header = Buffer.alloc(6 + 16 * favicon.length);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(favicon.length, 4);
let offset = header.length;
favicon.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(png.readUInt32BE(16), entry);
  header.writeUInt8(png.readUInt32BE(20), entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(resolve(dir, '../favicon.ico'), Buffer.concat([header, ...favicon]));
