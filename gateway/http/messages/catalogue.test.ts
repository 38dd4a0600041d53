// The gateway's catalogue is complete in every language of the table, and every refusal the
// gateway's code builds names a message the catalogue has, with the values that message shows.
import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentsOf } from '../../../build/messageArguments';
import { LANGUAGES } from '../../../src/core/languages';
import { ENGLISH_VARIANTS, MESSAGES_DIR, catalogueFile, message, say } from './catalogue';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const english = read(resolve(MESSAGES_DIR, 'en.json'));
const GATEWAY = resolve(MESSAGES_DIR, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => resolve(e.parentPath, e.name));
}

/** The top-level keys of an object literal starting at `text[0] === '{'`, or null when it spreads another object. */
function keysOf(text: string): string[] | null {
  let depth = 0;
  let part = '';
  const parts: string[] = [];
  for (const ch of text) {
    if ('{[('.includes(ch)) depth += 1;
    if ('}])'.includes(ch)) depth -= 1;
    if (depth === 0) break;
    if (depth === 1 && ch === ',') {
      parts.push(part);
      part = '';
    } else if (!(depth === 1 && ch === '{')) part += ch;
  }
  parts.push(part);
  const keys = parts.map((p) => p.trim()).filter(Boolean);
  if (keys.some((k) => k.startsWith('...'))) return null;
  return keys.map((k) => k.split(':')[0]!.trim());
}

const NAMESPACES = [...new Set(Object.keys(english).map((id) => id.split('.')[0]))].join('|');
const ID_LITERAL = new RegExp(`'((?:${NAMESPACES})\\.[A-Za-z0-9]+)'((?:\\s*:\\s*'[^']*')?)\\s*([,)}])`, 'g');

describe('the gateway catalogue', () => {
  describe.each(LANGUAGES.map((l) => l.locale))('%s', (locale) => {
    it('has every message of English and no other', () => {
      const messages = read(catalogueFile(locale));
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it('parses, with the placeholders English has', () => {
      const messages = read(catalogueFile(locale));
      for (const [id, source] of Object.entries(english)) {
        const text = messages[id];
        expect(typeof text, `${locale} ${id}`).toBe('string');
        expect(String(text).trim(), `${locale} ${id}`).not.toBe('');
        expect(argumentsOf(parse(String(text))), `${locale} ${id}`).toEqual(argumentsOf(parse(source)));
      }
    });
  });

  it.each(LANGUAGES.map((l) => l.locale).filter((l) => !ENGLISH_VARIANTS.has(l)))('%s is a translation of its own, not a copy of English', (locale) => {
    expect(catalogueFile(locale)).not.toBe(catalogueFile('en'));
    const messages = read(catalogueFile(locale));
    const same = Object.keys(english).filter((id) => messages[id] === english[id]);
    expect(same, locale).toHaveLength(0);
  });

  it('holds every message id the gateway uses, with the values the message shows', () => {
    const problems: string[] = [];
    const used = new Set<string>();
    for (const file of sources(GATEWAY)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(ID_LITERAL)) {
        const ids = [match[1]!, ...(match[2] ? [match[2].replace(/^\s*:\s*'|'$/g, '')] : [])];
        const where = `${relative(GATEWAY, file)}:${text.slice(0, match.index).split('\n').length}`;
        const after = text.slice(match.index + match[0].length).trimStart();
        // An id closing a refusal's call shows no values; an id handed on (a hint, a parameter) is checked where it is said.
        const closesCall = match[3] === ')' && /(?:refuse|bad|EnvelopeError|message)\([^()]*$/.test(text.slice(Math.max(0, match.index - 80), match.index));
        const keys = closesCall ? [] : match[3] === ',' && after.startsWith('{') ? keysOf(after) : null;
        for (const id of ids) {
          used.add(id);
          const source = english[id];
          if (source === undefined) {
            problems.push(`${where}: ${id} is not in the catalogue`);
            continue;
          }
          if (keys === null) continue;
          const wanted = [...argumentsOf(parse(source))].sort();
          if (JSON.stringify([...keys].sort()) !== JSON.stringify(wanted)) problems.push(`${where}: ${id} takes {${wanted.join(', ')}}, given {${keys.join(', ')}}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(Object.keys(english).filter((id) => !used.has(id)), 'messages nothing says').toEqual([]);
  });
});

describe('say', () => {
  it('speaks the language asked for, with the values in place', () => {
    expect(say('en', message('field.required', { field: 'pwd' }))).toBe('pwd is required');
    expect(say('de', message('auth.wrongCredentials'))).not.toBe(english['auth.wrongCredentials']);
    expect(say('en-GB', message('auth.wrongCredentials'))).toBe(english['auth.wrongCredentials']);
  });

  it('says a message given as a value in the same language', () => {
    const nested = message('request.invalid', { detail: message('session.notLoggedIn') });
    expect(say('en', nested)).toBe('The request is not valid: Not logged in');
    expect(say('fr', nested)).toContain(say('fr', message('session.notLoggedIn')));
  });
});
