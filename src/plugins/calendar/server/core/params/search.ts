import { param, reject } from './issues';
import { phpEmpty } from './php';

/** How much one `search` may ask for (settings `maxSearchTerms`, `maxSearchLength`). */
export interface SearchBounds {
  maxTerms: number;
  maxLength: number;
}

/**
 * The words of a search as the original splits it for venues and organizers (contract 6): runs of
 * `[a-z0-9-]`, lower-cased; each word once, since a repeated one matches nothing more.
 */
export function searchFragments(search: string): string[] {
  return [...new Set(search.toLowerCase().split(/[^a-z0-9-]+/).filter(Boolean))];
}

/**
 * `search` of every list: TEC's non-empty string, within the site's bounds. Each word becomes LIKE
 * conditions on every searched field: unbounded, `x1,x2,...,x2500` built an SQL expression SQLite
 * refuses ("Expression tree is too large") after seconds of work that held the other requests up.
 * The words are counted as the venue and organizer searches split them, so the bound is theirs.
 */
export const searchParam = ({ maxTerms, maxLength }: SearchBounds) => {
  const message = `search may hold at most ${maxTerms} words and ${maxLength} characters.`;
  const tooMuch = () => reject({ wp: 'error', code: 'rest_search_too_long', message, data: { max_terms: maxTerms, max_length: maxLength } });
  return param((value) => {
    if (typeof value !== 'string' || phpEmpty(value)) return reject();
    if (value.length > maxLength || searchFragments(value).length > maxTerms) return tooMuch();
    return value;
  }).meta({ type: 'string', minLength: 1, maxLength });
};
