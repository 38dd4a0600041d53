// Which language a request reads its refusals in: the `languageType` it carries (query, or body
// for a non-GET, section 3's convention), told apart by its `locale` header where several entries
// share one id; else its `language` header (a languageKey); else English.
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, languageOfType, type Locale } from '../../../src/core/languages';
import { HEADERS } from '../../../src/core/protocol/wire';

function fieldOf(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Record<string, unknown>)[name] : undefined;
}

export function requestLocale(request: FastifyRequest): Locale {
  const languageType = fieldOf(request.query, 'languageType') ?? fieldOf(request.gw?.fields, 'languageType') ?? fieldOf(request.body, 'languageType');
  const byType = languageOfType(languageType, request.headers[HEADERS.locale]);
  if (byType) return byType.locale;
  const key = request.headers[HEADERS.language];
  return LANGUAGES.find((l) => l.languageKey === key)?.locale ?? 'en';
}
