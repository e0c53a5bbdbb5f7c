import MarkdownIt from 'markdown-it';
import { escJs, trimWords } from './wp-strings';

/**
 * Descriptions and excerpts are stored as Markdown (Strapi's editor) or HTML/plain text (API clients).
 * HTML passes through untouched (`html: true`); `breaks` + `xhtmlOut` turn a single newline into
 * `<br />` as WordPress's `wpautop` does, so plain text sent by a TEC client renders the same.
 */
const markdown = new MarkdownIt({ html: true, breaks: true, xhtmlOut: true });

/**
 * One line of text in which Markdown (with `html`, `breaks`, no linkify or typographer) finds nothing to
 * do: no newline, tab or control character, no character that escapes, marks up, links, encodes or
 * starts HTML, not opening with a block marker (list, heading, quote, rule, code fence), no surrounding
 * space (indentation makes code). markdown-it renders such a line as `<p>line</p>` (the unit tests
 * compare the two on generated lines); most plain-text excerpts and descriptions are such lines.
 */
const PLAIN_LINE = /^(?![-+*#>=_~`\d])[^\x00-\x1f\x7f\\`*_[\]<>&#|~!="]*$/;

/** Renders stored text like WordPress's `the_content`/`the_excerpt`: `"<p>…</p>"`, trimmed; `""` when empty. */
export function renderContent(text: string | null | undefined): string {
  if (!text?.trim()) return '';
  if (text === text.trim() && PLAIN_LINE.test(text)) return `<p>${text}</p>`;
  return markdown.render(text).trim();
}

/**
 * The JSON-LD `description`: the excerpt, else the first 55 words of the content as plain text, each
 * paragraph-wrapped with the trailing newline `wpautop` leaves, then `esc_js`-escaped. That is why the
 * original shows `"&lt;p&gt;Jazz excerpt&lt;/p&gt;\\n"` (entities and a literal backslash-n).
 */
export function jsonLdDescription(excerpt: string | null, description: string | null): string {
  const words = excerpt?.trim() ? '' : trimWords(renderContent(description));
  // The trimmed content is plain text already: wrapped as is, not read as Markdown again.
  const html = excerpt?.trim() ? renderContent(excerpt) : words && `<p>${words}</p>`;
  return escJs(html ? `${html}\n` : '');
}
