import { remember } from '../../lib/bounded-memo';
import type { TermRecord } from '../../data/records/types';
import type { WireContext } from './context';
import type { WireLanguageKeys, WireTermUrls } from './types';

type LinkContext = Pick<WireContext, 'baseUrl' | 'defaultLocale' | 'languageOf' | 'permalinks'>;

/** `/fr` for a record in a non-default locale, `''` for the default one (like WPML's language directories). */
export const languagePrefix = (locale: string, ctx: LinkContext): string =>
  locale === ctx.defaultLocale ? '' : `/${ctx.languageOf(locale)}`;

export type PostKind = 'event' | 'venue' | 'organizer';

/** WordPress's post type names, used in the permalink of a post without a slug. */
const POST_TYPES: Record<PostKind, string> = { event: 'tribe_events', venue: 'tribe_venue', organizer: 'tribe_organizer' };

/** Public page of an event, venue or organizer: the `permalinks` setting's template, else `<base>[/<lang>]/<kind>/<slug>/`. */
export function postPermalink(
  kind: PostKind,
  record: { slug: string | null; postId: number; locale: string },
  ctx: LinkContext
): string {
  const template = ctx.permalinks?.[kind];
  if (template && (record.slug || !template.includes('{slug}'))) {
    return fillPermalink(template, { slug: record.slug ?? '', path: record.slug ?? '', id: record.postId, locale: record.locale }, ctx);
  }
  const root = `${ctx.baseUrl}${languagePrefix(record.locale, ctx)}`;
  // A draft without a slug has no pretty permalink; WordPress then links by post type and ID.
  if (!record.slug) return `${root}/?post_type=${POST_TYPES[kind]}&p=${record.postId}`;
  return `${root}/${kind}/${record.slug}/`;
}

/** Public archive page of a term: the `permalinks` setting's template, else `/events/category/<parent>/<child>/` or `/tag/<slug>/`. */
export function termArchiveUrl(term: TermRecord, ctx: LinkContext): string {
  const path = term.taxonomy === 'tag' || !term.slugPath.length ? [term.slug] : term.slugPath;
  const template = ctx.permalinks?.[term.taxonomy];
  if (template) return fillPermalink(template, { slug: term.slug, path: path.join('/'), id: term.termId, locale: term.locale }, ctx);
  const root = `${ctx.baseUrl}${languagePrefix(term.locale, ctx)}`;
  if (term.taxonomy === 'tag') return `${root}/tag/${term.slug}/`;
  return `${root}/events/category/${path.join('/')}/`;
}

/**
 * A `permalinks` template filled in: `{slug}`, `{id}`, `{lang}` (the record's wire language code) and
 * `{path}` (a category's slugs from its root, `parent/child`; the slug elsewhere). A template starting
 * with `/` is relative to the public URL.
 */
function fillPermalink(template: string, values: { slug: string; path: string; id: number; locale: string }, ctx: LinkContext): string {
  const filled = template.replace(/\{(slug|id|lang|path)\}/g, (_, name: string) => {
    if (name === 'id') return String(values.id);
    if (name === 'lang') return encodeURIComponent(ctx.languageOf(values.locale));
    if (name === 'path') return values.path.split('/').map(encodeURIComponent).join('/');
    return encodeURIComponent(values.slug);
  });
  return filled.startsWith('/') ? `${ctx.baseUrl}${filled}` : filled;
}

/** `<ns>/events/<id>`. */
export const eventRestUrl = (postId: number, ctx: Pick<WireContext, 'namespaceUrl'>): string =>
  `${ctx.namespaceUrl}/events/${postId}`;

/** The REST collection of a taxonomy: `<ns>/categories` or `<ns>/tags`. */
export const termCollectionUrl = (term: Pick<TermRecord, 'taxonomy'>, ctx: Pick<WireContext, 'namespaceUrl'>): string =>
  `${ctx.namespaceUrl}/${term.taxonomy === 'category' ? 'categories' : 'tags'}`;

/** `urls` of a term: self, collection, and up when it has a parent. */
export function termUrls(term: TermRecord, ctx: Pick<WireContext, 'namespaceUrl'>): WireTermUrls {
  const collection = termCollectionUrl(term, ctx);
  return {
    self: `${collection}/${term.termId}`,
    collection,
    ...(term.parentTermId ? { up: `${collection}/${term.parentTermId}` } : {}),
  };
}

/** The home URL without scheme and port, by home URL (a few per site: the public URL, or the hosts asked). */
const GLOBAL_ID_PREFIXES = new Map<string, string>();

/** `<host><path>?id=<id>`: the home URL without scheme and port (`127.0.0.1?id=8`). */
export function globalId(postId: number, ctx: Pick<WireContext, 'baseUrl'>): string {
  const prefix = remember(GLOBAL_ID_PREFIXES, ctx.baseUrl, 100, () => {
    const home = new URL(ctx.baseUrl);
    return `${home.hostname}${home.pathname.replace(/\/+$/, '')}`;
  });
  return `${prefix}?id=${postId}`;
}

/** `[global_id, ...stored lineage]`, without repeats. */
export function globalIdLineage(postId: number, lineage: string[] | null, ctx: Pick<WireContext, 'baseUrl'>): string[] {
  return [...new Set([globalId(postId, ctx), ...(lineage ?? [])])];
}

/** Our trailing `ml_language` and `translations` (wire language code → wire ID of the other translations). */
export function languageKeys(
  record: { locale: string; translations: Record<string, number> },
  ctx: Pick<WireContext, 'languageOf'>
): WireLanguageKeys {
  const others = Object.entries(record.translations).filter(([locale]) => locale !== record.locale);
  return {
    ml_language: ctx.languageOf(record.locale),
    translations: Object.fromEntries(others.map(([locale, id]) => [ctx.languageOf(locale), id])),
  };
}
