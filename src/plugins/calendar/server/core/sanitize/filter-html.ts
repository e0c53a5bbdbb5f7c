import sanitizeHtml from 'sanitize-html';
import { ALLOWED_STYLES, DROPPED_WITH_CONTENT, GLOBAL_ATTRIBUTES, POST_TAGS, URL_ATTRIBUTES, URL_SCHEMES } from './allowed-html';

/**
 * The sanitizer writes every `&` of a text as `&amp;`. Where no character reference follows (`R&B`,
 * `Rock & Roll`) `&` means the same, so it is kept as sent: a name sent again still matches the stored
 * one, and the wire shows what a trusted caller's would. Before `#` or `name;` the escape stays (the text
 * `&amp;lt;` must not become `&lt;`). A bare `&` never opens markup.
 *
 * Applied to the text between tags of the sanitizer's output, where every `<` opens a tag and `>` only
 * closes one (attribute values have theirs escaped); not inside tags, whose attribute values keep their
 * escapes (a URL's entities are decoded before its scheme is read). Not in the sanitizer's `textFilter`:
 * the parser hands text over in pieces, split at entities.
 */
function keepLoneAmpersands(html: string): string {
  return html.replace(/(^|>)([^<]+)/g, (_, start: string, text: string) => start + text.replace(/&amp;(?!#|[a-zA-Z0-9]{1,32};)/g, '&'));
}

const COMMON: sanitizeHtml.IOptions = {
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  // Text around a stray `<html>` is kept, not dropped.
  enforceHtmlBoundary: false,
};

const RICH_TEXT: sanitizeHtml.IOptions = {
  ...COMMON,
  allowedTags: Object.keys(POST_TAGS),
  allowedAttributes: { '*': GLOBAL_ATTRIBUTES, ...POST_TAGS },
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedSchemes: URL_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowProtocolRelative: true,
};

const PLAIN_TEXT: sanitizeHtml.IOptions = { ...COMMON, allowedTags: [], allowedAttributes: {} };

/** How deep elements may nest (open at once) in a filtered value; real content nests a few dozen deep. */
export const MAX_HTML_DEPTH = 1000;

/** A value whose elements nest deeper than MAX_HTML_DEPTH: refused, not filtered. */
export class HtmlTooDeepError extends Error {
  constructor() {
    super(`HTML elements nested more than ${MAX_HTML_DEPTH} deep`);
    this.name = 'HtmlTooDeepError';
  }
}

/**
 * Counts the elements open at once as the parser reports them and stops it past the bound: the parser's
 * cost grows with the square of the depth (100,000 nested tags, 300 KB, take seconds), so a deep value
 * is refused after at most MAX_HTML_DEPTH levels of work.
 */
function depthGuard(): Pick<sanitizeHtml.IOptions, 'onOpenTag' | 'onCloseTag'> {
  let depth = 0;
  return {
    onOpenTag: () => {
      depth += 1;
      if (depth > MAX_HTML_DEPTH) throw new HtmlTooDeepError();
    },
    onCloseTag: () => {
      depth -= 1;
    },
  };
}

/**
 * Rich text (descriptions, excerpts) as WordPress's `wp_kses_post` leaves it: the post allowlist's tags
 * and attributes, URLs with a safe scheme or none, no event handlers, scripts, frames, objects or forms.
 * The result is well-formed HTML (unclosed tags closed, `<br>` written `<br />`, `<` in text as `&lt;`).
 * Throws HtmlTooDeepError past MAX_HTML_DEPTH nested elements.
 */
export function filterRichText(html: string): string {
  return keepLoneAmpersands(sanitizeHtml(html, { ...RICH_TEXT, ...depthGuard() }));
}

/**
 * Plain text (titles and names): every tag and comment removed, the text of scripts and styles with
 * them; the rest kept, `<` and `>` written `&lt;` and `&gt;` so the text never turns into markup.
 * Throws HtmlTooDeepError past MAX_HTML_DEPTH nested elements.
 */
export function filterPlainText(text: string): string {
  return keepLoneAmpersands(sanitizeHtml(text, { ...PLAIN_TEXT, ...depthGuard() }));
}
