/**
 * HTML built from tagged templates: every interpolated value is escaped (text and attribute values
 * alike: `& < > " '`) unless it is markup made here (`Html`, from `html` or `trusted`). Arrays are joined.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | boolean | null | undefined | Value[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or an attribute value) as HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function render(value: Value): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}

/** Markup that is safe already: HTML the server's filter produced, or made by this folder. */
export const trusted = (markup: string): Html => new Html(markup);

/**
 * A JSON-LD block: JSON whose `<` are written `\u003c`, so no value can close the script (`</script>`)
 * or open a comment (`<!--`); `>` and `&` likewise, and the line separators JavaScript reads as ends of line.
 */
export function jsonLdScript(data: unknown): Html {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new Html(`<script type="application/ld+json">${json}</script>`);
}

/** A URL from a record's data (website, image) for an `href`/`src`: only http(s) and mailto, else null. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
