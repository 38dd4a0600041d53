// Adds or replaces messages in every catalogue at once, so no commit has a key in one language
// and not the others. Input: a JSON file { "message.id": { "en": "…", "de": "…", … } } with every
// locale of locales/ except the English variants, which take "en" unless given.
//   node scripts/add-messages.mjs new-messages.json
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ENGLISH_VARIANTS = ['en', 'asia', 'en-GB', 'en-PH', 'en-IN', 'en-ZA'];
const dir = resolve(import.meta.dirname, '../locales');
const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/add-messages.mjs <messages.json>');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8'));
const locales = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

const missing = [];
for (const [id, byLocale] of Object.entries(additions)) {
  if (typeof byLocale.en !== 'string') missing.push(`${id}: en`);
  for (const locale of locales) {
    if (!ENGLISH_VARIANTS.includes(locale) && typeof byLocale[locale] !== 'string') missing.push(`${id}: ${locale}`);
  }
}
if (missing.length > 0) {
  console.error(`missing translations, nothing written:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

for (const locale of locales) {
  const path = resolve(dir, `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  for (const [id, byLocale] of Object.entries(additions)) catalogue[id] = byLocale[locale] ?? byLocale.en;
  // Written beside and renamed, so a concurrent reader never sees half a file.
  writeFileSync(`${path}.tmp`, `${JSON.stringify(catalogue, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`${Object.keys(additions).length} messages written to ${locales.length} catalogues`);
