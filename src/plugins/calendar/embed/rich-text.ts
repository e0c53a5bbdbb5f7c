/**
 * The API's HTML values in the host page. Titles and names are HTML text (entities such as `&amp;`):
 * read as text. Descriptions are HTML filtered by the server when written, unless their author may post
 * unfiltered HTML: here they are filtered again to a small allowlist, since the host page is someone
 * else's (no script, style, frame, form or event handler of any author ever reaches it).
 */

const parse = (markup: string) => new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').body;

/** The text of an HTML value (DOMParser documents run no script and load nothing). */
export const htmlText = (markup: string | null | undefined): string => (markup ? (parse(markup).textContent ?? '').trim() : '');

const KEEP = new Set(['P', 'BR', 'A', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'H2', 'H3', 'H4', 'H5', 'H6', 'HR', 'SPAN', 'SMALL', 'SUB', 'SUP', 'CODE', 'PRE', 'FIGURE', 'FIGCAPTION', 'IMG', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'CAPTION', 'ABBR', 'CITE', 'DEL', 'INS', 'Q', 'DL', 'DT', 'DD']);
/** Dropped with their content; other unknown elements keep their content. */
const DROP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'SVG', 'MATH', 'NOSCRIPT', 'VIDEO', 'AUDIO', 'LINK', 'META', 'BASE', 'TITLE', 'H1']);
const ATTRIBUTES: Record<string, string[]> = { A: ['href', 'title'], IMG: ['src', 'alt', 'width', 'height'], ABBR: ['title'], TD: ['colspan', 'rowspan'], TH: ['colspan', 'rowspan', 'scope'] };

const safeUrl = (value: string, base: string): string | null => {
  try {
    const url = new URL(value, base);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

function clean(node: Node, base: string): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const source = node as Element;
  if (DROP.has(source.tagName)) return null;
  const children = [...source.childNodes].map((child) => clean(child, base)).filter((child): child is Node => child !== null);
  if (!KEEP.has(source.tagName)) {
    const fragment = document.createDocumentFragment();
    fragment.append(...children);
    return fragment;
  }
  const copy = document.createElement(source.tagName.toLowerCase());
  for (const name of ATTRIBUTES[source.tagName] ?? []) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    const kept = name === 'href' || name === 'src' ? safeUrl(value, base) : value;
    if (kept !== null) copy.setAttribute(name, kept);
  }
  if (source.tagName === 'A') copy.setAttribute('rel', 'noopener nofollow');
  copy.append(...children);
  return copy;
}

/** A description as DOM nodes within the allowlist; relative links resolve against the calendar's site. */
export function richContent(markup: string, base: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of [...parse(markup).childNodes]) {
    const kept = clean(child, base);
    if (kept) fragment.append(kept);
  }
  return fragment;
}
