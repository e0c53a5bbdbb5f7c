import MarkdownIt from 'markdown-it';

/** markdown-it's entity decoder (the `entities` package, through a dependency we already have). */
const { unescapeAll } = new MarkdownIt().utils;

/** Decodes HTML entities only: backslashes are doubled first, since unescapeAll also reads Markdown's `\*` escapes. */
const decodeEntities = (text: string): string => unescapeAll(text.replace(/\\/g, '\\\\'));

/** Block ends become line breaks: a paragraph a blank line, a list item or a `<br>` one. */
const BLOCK_END = /<\/(p|h[1-6]|blockquote|pre|div|ul|ol|table)\s*>/gi;
const LINE_END = /<br\s*\/?>|<\/(li|tr)\s*>/gi;
/** A link keeps its target in brackets (a calendar app shows text only), unless the text is the target. */
const LINK = /<a\s[^>]*?href\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi;

/**
 * An event's description as RFC 5545 TEXT (DESCRIPTION is plain text: calendar apps show markup
 * literally): the HTML the REST API shows, with paragraphs and breaks as new lines, list items
 * as dashes, links as `text (url)`, every other tag dropped, entities decoded.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    // Source line breaks and indentation are white space in HTML: only the tags below make lines.
    .replace(/\s+/g, ' ')
    .replace(LINK, (_match, _quote, href: string, label: string) => {
      const inner = label.replace(/<[^>]*>/g, '').trim();
      const target = decodeEntities(href);
      return !inner || decodeEntities(inner) === target ? href : `${inner} (${href})`;
    })
    .replace(/<li[^>]*>/gi, '- ')
    .replace(BLOCK_END, '\n\n')
    .replace(LINE_END, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
