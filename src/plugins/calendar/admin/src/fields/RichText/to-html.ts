import MarkdownIt from 'markdown-it';

/**
 * Descriptions were stored as Markdown by Strapi's own editor, and as HTML by API clients and this
 * editor. The API renders both the same way (markdown-it with these options): so does the editor
 * before it shows a Markdown description as rich text.
 */
const markdown = new MarkdownIt({ html: true, breaks: true, xhtmlOut: true });

/** Whether stored text is HTML already (it opens with a tag). */
export const isHtml = (text: string): boolean => /^\s*<[a-z][\s\S]*>/i.test(text);

/** Stored text as the HTML the editor edits. */
export function toEditorHtml(text: string | null | undefined): string {
  if (!text?.trim()) return '';
  return isHtml(text) ? text : markdown.render(text);
}

/** What the editor gives back, as stored: an empty document stores nothing. */
export function fromEditorHtml(html: string, isEmpty: boolean): string | null {
  return isEmpty ? null : html;
}
