// The formatter of compiled messages. The build turns each ICU message into a string or a small
// function of its values and this runtime (build/compileMessages.ts), so the browser never parses
// ICU syntax. The rules are intl-messageformat's, which the catalogues were written against;
// src/i18n/compileMessages.test.ts holds every message of every catalogue to them.
import { dateTimeFormat, numberFormat, pluralRules } from './formatters';

export type MessageValues = Readonly<Record<string, string | number>>;

/** A select branch: its text, or a function when the branch has arguments of its own. */
export type SelectBranch = string | (() => string);
/** A plural branch: its text, or a function of the count (minus the offset) that `#` shows. */
export type PluralBranch = string | ((count: number) => string);

/** What a compiled message calls; one-letter names keep the catalogue chunks small. */
export interface MessageRuntime {
  /** `{name}`: the value as text. */
  a(values: MessageValues, name: string): string;
  /** `#` inside a plural: the count in the language's digits and separators. */
  n(count: number): string;
  /** `{name, select, …}`: the branch named by the value, else `other`. */
  s(values: MessageValues, name: string, branches: Readonly<Record<string, SelectBranch>>): string;
  /** `{name, plural | selectordinal, offset:n …}`: the `=value` branch, else the language's plural category, else `other`. */
  p(values: MessageValues, name: string, offset: number, type: Intl.PluralRuleType, branches: Readonly<Record<string, PluralBranch>>): string;
  /** `{name, number, …}`, with the options the build resolved from the style or skeleton. */
  f(values: MessageValues, name: string, options?: Intl.NumberFormatOptions & { scale?: number }): string;
  /** `{name, date | time, …}`, likewise. */
  d(values: MessageValues, name: string, options?: Intl.DateTimeFormatOptions): string;
}

export type CompiledMessage = string | ((values: MessageValues, runtime: MessageRuntime) => string);

function valueOf(values: MessageValues, name: string): string | number {
  if (!(name in values)) throw new Error(`no value for {${name}}`);
  return values[name] as string | number;
}

function pick<T>(branches: Readonly<Record<string, T>>, key: string): T {
  const branch = Object.prototype.hasOwnProperty.call(branches, key) ? branches[key] : branches['other'];
  // The build refuses a select or plural without `other`, so this is a compiled catalogue's fault.
  if (branch === undefined) throw new Error(`no branch "${key}" and no "other"`);
  return branch;
}

export function messageRuntime(locale: string): MessageRuntime {
  return {
    a: (values, name) => {
      // A value the types rule out (undefined, null) shows as nothing, as it did before.
      const value: unknown = valueOf(values, name);
      return value === undefined || value === null ? '' : String(value);
    },
    n: (count) => numberFormat(locale).format(count),
    s: (values, name, branches) => {
      const branch = pick(branches, String(valueOf(values, name)));
      return typeof branch === 'string' ? branch : branch();
    },
    p: (values, name, offset, type, branches) => {
      const value = valueOf(values, name);
      const exact = `=${value}`;
      const count = Number(value) - offset;
      const branch = Object.prototype.hasOwnProperty.call(branches, exact) ? branches[exact]! : pick(branches, pluralRules(locale, type).select(count));
      return typeof branch === 'string' ? branch : branch(count);
    },
    f: (values, name, options) => {
      const value = valueOf(values, name);
      // Intl reads a numeric string exactly, so only a scaled value becomes a number first.
      return numberFormat(locale, options).format((options?.scale ? Number(value) * options.scale : value) as number);
    },
    d: (values, name, options) => dateTimeFormat(locale, options).format(valueOf(values, name) as number),
  };
}

/**
 * The text of one message, or its id when the catalogue lacks it or its values do not fit, with a
 * warning: a screen shows an id rather than break.
 */
export function formatMessage(messages: Readonly<Record<string, CompiledMessage>>, id: string, values: MessageValues | undefined, runtime: MessageRuntime): string {
  const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
  if (!message) {
    console.warn(`missing message "${id}"`);
    return id;
  }
  if (typeof message === 'string') return message;
  try {
    return message(values ?? {}, runtime);
  } catch (error) {
    console.warn(`message "${id}" could not be formatted: ${error instanceof Error ? error.message : String(error)}`);
    return id;
  }
}
