/**
 * The few WordPress/PHP string behaviours the legacy wire format shows. Written from their observable
 * behaviour (inputs → outputs), not from their source.
 */

const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);/;

/** `esc_html`: `& < > " '` as entities, without double-encoding an existing entity. */
export function escHtml(text: string): string {
  return encodeSpecialChars(text, true);
}

function encodeSpecialChars(text: string, quotes: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '&') out += ENTITY.test(text.slice(i)) ? '&' : '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else if (ch === "'" && quotes) out += '&#039;';
    else out += ch;
  }
  return out;
}

/**
 * `esc_js`, which the original applies to JSON-LD names and descriptions: HTML special characters
 * become entities (single quotes excepted), backslashes are stripped, quotes get a backslash, CR is
 * dropped and LF becomes the two characters `\n`.
 */
export function escJs(text: string): string {
  return encodeSpecialChars(text, false)
    .replace(/&#(?:0*39|x0*27);?/gi, "'")
    .replace(/\\(.?)/g, '$1')
    .replace(/\r/g, '')
    .replace(/['"\\]/g, (ch) => `\\${ch}`)
    .replace(/\0/g, '\\0')
    .replace(/\n/g, '\\n');
}

/** `wp_strip_all_tags` + `wp_trim_words`: plain text, whitespace collapsed, at most `words` words. */
export function trimWords(html: string, words = 55): string {
  const text = html
    .replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .trim();
  const parts = text.split(/[\n\r\t ]+/).filter(Boolean);
  return parts.length > words ? `${parts.slice(0, words).join(' ')}&hellip;` : parts.join(' ');
}

/** PHP `urlencode`: RFC 1738 style, spaces as `+`, everything but `A-Za-z0-9-_.` percent-encoded. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** PHP `urldecode` (`+` is a space); malformed escapes are left as they are. */
export function phpUrldecode(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * `antispambot`: the original encodes a random choice of the address's characters as HTML entities on
 * every request. We encode every character, so the output is deterministic; a browser or any HTML
 * entity decoder yields the same address.
 */
export function antispambot(email: string): string {
  return Array.from(email, (ch) => `&#${ch.codePointAt(0)};`).join('');
}

/** `sanitize_title`-like slug of a free-text value (`"Free"` → `"free"`). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** PHP's notion of an empty value, as `array_filter` applies it. */
export function isPhpFalsy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || value === false || value === 0 || value === '' || value === '0';
}

/** `array_filter` on an associative array: drops every PHP-falsy member, keeping the key order. */
export function withoutFalsy<T extends object>(record: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const key of Object.keys(record) as (keyof T)[]) if (!isPhpFalsy(record[key])) kept[key] = record[key];
  return kept;
}
