import { fr } from './fr';
import { ptPt } from './pt-pt';

/** English text → its translation. English is the source: the schemas and describe/ are written in it. */
export type Catalog = Readonly<Record<string, string>>;

/** The translations of every human-readable text of the namespace index and /doc, by wire language code. */
export const CATALOGS: Readonly<Record<string, Catalog>> = { fr, 'pt-pt': ptPt };

/** The members that hold human-readable text; names, types and defaults are never translated. */
const TEXT_KEYS = new Set(['description', 'summary', 'title']);

/** `text` in the language `code` (a wire code); English when the language or the text has no translation. */
export function translate(text: string, code: string): string {
  return CATALOGS[code.toLowerCase()]?.[text] ?? text;
}

/**
 * A copy of `value` with every description, summary and title in the language `code`. Only string
 * members are text: a member named `description` whose value is an object is a field (Event.description).
 */
export function localize<T>(value: T, code: string): T {
  if (Array.isArray(value)) return value.map((item) => localize(item, code)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, member]) => {
    const text = TEXT_KEYS.has(key) && typeof member === 'string';
    return [key, text ? translate(member, code) : localize(member, code)];
  });
  return Object.fromEntries(entries) as T;
}

/** Every text `localize` would translate, for the completeness test. */
export function textsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => textsOf(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (TEXT_KEYS.has(key) && typeof member === 'string') found.add(member);
      else textsOf(member, found);
    }
  }
  return found;
}
