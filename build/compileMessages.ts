// Messages are compiled here, at build time, so the browser receives each catalogue as plain
// strings and small functions (src/i18n/formatMessage.ts runs them) and never needs an ICU parser
// (docs/decisions.md, issue 12). Parsing is formatjs's own parser, so escapes, plural and select
// syntax mean exactly what they meant when the catalogues were formatted at run time.
import { type MessageFormatElement, TYPE, isDateTimeSkeleton, isNumberSkeleton, parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isLocale, languageOf } from '../src/core/languages';
import { firstVisitMessageIds } from './firstVisitMessages';

export class MessageSyntaxError extends Error {
  constructor(readonly locale: string, readonly id: string, readonly kind: string, detail: string) {
    super(`locales/${locale}.json: message "${id}" is not valid ICU MessageFormat (${kind}${detail ? `: ${detail}` : ''})`);
    this.name = 'MessageSyntaxError';
  }
}

class Unsupported extends Error {}

// ICU's named argument styles, with the options intl-messageformat gives them.
const NAMED_STYLES: Readonly<Record<'number' | 'date' | 'time', Readonly<Record<string, object>>>> = {
  number: { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

const namedStyle = (kind: keyof typeof NAMED_STYLES, name: string) => (Object.prototype.hasOwnProperty.call(NAMED_STYLES[kind], name) ? NAMED_STYLES[kind][name] : undefined);
const text = JSON.stringify;
const isText = (elements: MessageFormatElement[]) => elements.every((element) => element.type === TYPE.literal);
const textOf = (elements: MessageFormatElement[]) => elements.map((element) => (element.type === TYPE.literal ? element.value : '')).join('');
const optionsArgument = (options: object | undefined) => (options === undefined ? '' : `,${text(options)}`);

/**
 * One message as a JavaScript expression over `a` (the values) and `r` (the runtime). `count` is
 * the variable holding the plural count that `#` shows, or null where `#` shows nothing: outside
 * a plural, and (as in intl-messageformat) inside a select nested in one.
 */
function expression(elements: MessageFormatElement[], count: 'n' | null): string {
  const parts = elements.flatMap((element): string[] => {
    switch (element.type) {
      case TYPE.literal:
        return [text(element.value)];
      case TYPE.pound:
        return count === null ? [] : [`r.n(${count})`];
      case TYPE.argument:
        return [`r.a(a,${text(element.value)})`];
      case TYPE.number: {
        const style = typeof element.style === 'string' ? namedStyle('number', element.style) : isNumberSkeleton(element.style) ? element.style.parsedOptions : undefined;
        return [`r.f(a,${text(element.value)}${optionsArgument(style)})`];
      }
      case TYPE.date:
      case TYPE.time: {
        const kind = element.type === TYPE.date ? 'date' : 'time';
        // A time without a style is a medium one; a date without one takes Intl's default.
        const style = typeof element.style === 'string' ? namedStyle(kind, element.style)
          : isDateTimeSkeleton(element.style) ? element.style.parsedOptions
            : kind === 'time' ? namedStyle('time', 'medium') : undefined;
        return [`r.d(a,${text(element.value)}${optionsArgument(style)})`];
      }
      case TYPE.select: {
        const branches = Object.entries(element.options).map(([key, option]) => `${text(key)}:${isText(option.value) ? text(textOf(option.value)) : `()=>${expression(option.value, null)}`}`);
        return [`r.s(a,${text(element.value)},{${branches.join(',')}})`];
      }
      case TYPE.plural: {
        // A nested plural's `n` hides the outer one, as its `#` shows its own count.
        const branches = Object.entries(element.options).map(([key, option]) => `${text(key)}:${isText(option.value) ? text(textOf(option.value)) : `(n)=>${expression(option.value, 'n')}`}`);
        return [`r.p(a,${text(element.value)},${element.offset},${text(element.pluralType)},{${branches.join(',')}})`];
      }
      case TYPE.tag:
        throw new Unsupported(`rich-text tags such as <${element.value}> are not supported`);
    }
  });
  return parts.length === 0 ? '""' : parts.join('+');
}

/** One message: its text when it has no arguments, else a function of its values and the runtime. */
export function compileMessage(elements: MessageFormatElement[]): string {
  return isText(elements) ? text(textOf(elements)) : `(a,r)=>${expression(elements, null)}`;
}

/** The module of a catalogue of parsed messages. */
export function catalogueModule(messages: Readonly<Record<string, MessageFormatElement[]>>): string {
  return `export default {\n${Object.entries(messages).map(([id, elements]) => `${text(id)}:${compileMessage(elements)}`).join(',\n')}\n};\n`;
}

/** Which messages of a catalogue a module holds: all, those of a first visit, or the rest. */
export type CataloguePart = { readonly part: 'all' } | { readonly part: 'first' | 'rest'; readonly firstIds: ReadonlySet<string> };

const inPart = (id: string, part: CataloguePart) => part.part === 'all' || (part.part === 'first') === part.firstIds.has(id);

/**
 * Parses and compiles every message of one catalogue, parsing as intl-messageformat did at run
 * time (its defaults, and the language's locale, which date skeletons depend on). Every message is
 * parsed, whichever part the module holds, so a broken one fails every build.
 */
export function compileCatalogue(locale: string, source: string, part: CataloguePart = { part: 'all' }): string {
  if (!isLocale(locale)) throw new Error(`locales/${locale}.json is not a language of the table (src/core/languages.ts)`);
  const parseLocale = new Intl.Locale(languageOf(locale).bcp47);
  const messages: unknown = JSON.parse(source);
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`locales/${locale}.json is not an object of messages`);
  const parsed: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new MessageSyntaxError(locale, id, 'NOT_A_STRING', '');
    try {
      const elements = parse(message, { locale: parseLocale });
      compileMessage(elements);
      if (inPart(id, part)) parsed[id] = elements;
    } catch (error) {
      if (error instanceof Unsupported) throw new MessageSyntaxError(locale, id, 'UNSUPPORTED', error.message);
      const { message: kind, originalMessage } = error as SyntaxError & { originalMessage?: string };
      throw new MessageSyntaxError(locale, id, kind, originalMessage ?? '');
    }
  }
  return catalogueModule(parsed);
}

const PART_QUERY = /[?&]part=(first|rest)(?:&|$)/;

/**
 * Turns each import of `locales/<language>.json` into its compiled catalogue, a JavaScript module.
 * `?part=first` holds the messages a first visit to a trading screen can show
 * (build/firstVisitMessages.ts) and `?part=rest` the others, each its own chunk; a plain import
 * holds them all. A message that does not parse fails the build, naming the file and the message.
 */
export function compileMessages(): Plugin {
  let root = '';
  let firstIds: ReadonlySet<string> | null = null;
  return {
    name: 'compile-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      // Read again on each build (and each dev server start), from the code as it is now.
      firstIds = null;
    },
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (!file.endsWith('.json') || resolve(file, '..') !== resolve(root, 'locales')) return null;
      try {
        const asked = PART_QUERY.exec(id)?.[1] as 'first' | 'rest' | undefined;
        if (asked) {
          firstIds ??= firstVisitMessageIds(root, Object.keys(JSON.parse(readFileSync(resolve(root, 'locales/en.json'), 'utf8')) as object));
        }
        const part: CataloguePart = asked && firstIds ? { part: asked, firstIds } : { part: 'all' };
        // Rolldown then treats the module as JavaScript, not as the JSON its name says.
        return { code: compileCatalogue(basename(file, '.json'), code, part), map: null, moduleType: 'js' };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
