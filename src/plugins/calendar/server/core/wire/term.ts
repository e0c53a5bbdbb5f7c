import type { TermRecord } from '../../data/records/types';
import type { WireContext } from './context';
import { languageKeys, termArchiveUrl, termCollectionUrl, termUrls } from './links';
import type { WireEmbeddedTerm, WireTaxonomy, WireTerm, WireTermLinks } from './types';

/** WordPress's taxonomy names: TEC clients compare `taxonomy` against them. */
export const wireTaxonomy = (term: Pick<TermRecord, 'taxonomy'>): WireTaxonomy =>
  term.taxonomy === 'category' ? 'tribe_events_cat' : 'post_tag';

/** A category or tag as embedded in an event (the WP_Term fields, `id` after the others). */
export function toWireEmbeddedTerm(term: TermRecord, ctx: WireContext): WireEmbeddedTerm {
  return {
    name: term.name,
    slug: term.slug,
    // WordPress term groups are unused: always 0.
    term_group: 0,
    // One taxonomy per term here, so the term-taxonomy ID is the term ID.
    term_taxonomy_id: term.termId,
    taxonomy: wireTaxonomy(term),
    description: term.description ?? '',
    parent: term.parentTermId,
    count: term.count,
    filter: 'raw',
    id: term.termId,
    urls: termUrls(term, ctx),
    ...languageKeys(term, ctx),
  } satisfies WireEmbeddedTerm;
}

/**
 * WordPress core's `_links` of a single term. The original points them at `/wp/v2/...`; we serve no
 * /wp/v2 routes, so every link points at the matching route of our namespace instead.
 */
export function termLinks(term: TermRecord, ctx: WireContext): WireTermLinks {
  const collection = termCollectionUrl(term, ctx);
  const filter = term.taxonomy === 'category' ? 'categories' : 'tags';
  return {
    self: [{ href: `${collection}/${term.termId}`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] } }],
    collection: [{ href: collection }],
    about: [{ href: ctx.namespaceUrl }],
    ...(term.parentTermId ? { up: [{ href: `${collection}/${term.parentTermId}`, embeddable: true }] } : {}),
    'wp:post_type': [{ href: `${ctx.namespaceUrl}/events?${filter}=${term.termId}` }],
    curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
  };
}

/**
 * A term as the `/categories` and `/tags` endpoints show it. `links` adds `_links` (single-term GET,
 * POST and PUT only); it comes last, where WordPress always puts it.
 */
export function toWireTerm(term: TermRecord, ctx: WireContext, options: { links?: boolean } = {}): WireTerm {
  return {
    id: term.termId,
    count: term.count,
    description: term.description ?? '',
    name: term.name,
    slug: term.slug,
    taxonomy: wireTaxonomy(term),
    // Tags are not hierarchical: WordPress gives them no `parent` key at all.
    ...(term.taxonomy === 'category' ? { parent: term.parentTermId } : {}),
    // Term meta is not exposed; WordPress shows an empty list.
    meta: [],
    url: termArchiveUrl(term, ctx),
    urls: termUrls(term, ctx),
    ...languageKeys(term, ctx),
    ...(options.links ? { _links: termLinks(term, ctx) } : {}),
  } satisfies WireTerm;
}
