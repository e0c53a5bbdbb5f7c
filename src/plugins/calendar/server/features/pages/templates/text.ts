import { filterPlainText, filterRichText } from '../../../core/sanitize/filter-html';
import { escapeHtml, trusted, type Html } from './html';

/**
 * The API's text values on a public page. Titles and names are HTML text as WordPress keeps them
 * (entities such as `&amp;`, no tags once filtered); descriptions are HTML. Both were filtered when
 * written, unless their author may post unfiltered HTML: a public page filters them again, to what any
 * author may post (the post allowlist), so no script of any author runs on it.
 */

/** A title or name as HTML text: tags dropped, entities kept. */
export function titleHtml(title: string): Html {
  try {
    return trusted(filterPlainText(title));
  } catch {
    // Nested too deep to filter (HtmlTooDeepError): shown as the text it is.
    return trusted(escapeHtml(title));
  }
}

/** A description or excerpt as HTML within the post allowlist. */
export function richHtml(markup: string): Html {
  try {
    return trusted(filterRichText(markup));
  } catch {
    return trusted(escapeHtml(plainText(markup)));
  }
}

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', ndash: '–', mdash: '—',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', euro: '€', copy: '©', reg: '®',
};

/** Decodes numeric references and the common named ones; others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Plain text of an HTML value (for meta tags, link texts of calendar apps): tags removed, entities decoded, spaces collapsed. */
export function plainText(markup: string): string {
  let text: string;
  try {
    text = filterPlainText(markup.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, ' '));
  } catch {
    text = markup.replace(/<[^>]*>/g, ' ');
  }
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of a text, cut at a word, with an ellipsis when cut. */
export function shorten(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}
