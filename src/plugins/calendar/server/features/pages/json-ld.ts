import { decodeEntities, plainText } from './templates/text';

/**
 * The JSON-LD of a record's page, for search engines (schema.org Event as Google's rich results read it).
 * The API's `json_ld` is the original's object and stays so for its clients (core/wire/json-ld.ts): names and
 * descriptions passed through esc_js (`\'`, a literal `\n`), descriptions as HTML, `performer` the bare
 * string "Organization", empty `url`/`telephone`/`sameAs`. A page gives plain text, real objects and no
 * empty values instead (issue 32): a performer the calendar does not know is left out.
 */
export function pageJsonLd(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pageJsonLd);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'performer' && typeof item === 'string') continue;
    if (typeof item === 'string') {
      // esc_js encodes the HTML's special characters once more (`&lt;p&gt;`): decoded, then read as HTML.
      const text = TEXT.has(key) ? plainText(decodeEntities(unescapeJs(item))) : key === 'email' ? plainText(item) : item;
      if (text !== '') out[key] = text;
      continue;
    }
    out[key] = pageJsonLd(item);
  }
  return out;
}

/** Members written as text (HTML allowed in the original's descriptions). */
const TEXT = new Set(['name', 'description']);

/** The reverse of esc_js (core/wire/wp-strings.ts): `\n` a line break, `\'`, `\"` and `\\` their character. */
const unescapeJs = (text: string): string => text.replace(/\\(n|0|.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === '0' ? '' : ch));
