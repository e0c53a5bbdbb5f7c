import type { Core } from '@strapi/strapi';
import type { MediaFile } from '../records/types';
import { column, columnOf, columnsOf, readColumns, unionQuery, type Branch, type Row, type UnionRow } from './columns';
import { setTranslations, type TranslationMap } from './enrich';
import { ORGANIZER_FIELDS, VENUE_FIELDS } from './fields';
import { imageColumns, imagesOf, joinImage, readImage } from './media';
import { runShaped, slots, type Slot } from './shaped-query';
import { joinTableOf, tableName, type Knex } from './tables';
import { parseTranslations, translationsColumn } from './translations';
import { UID } from './uids';

/** What the rows of a page link to, keyed by the row id of the page's row. */
export interface PostLinks {
  venues: Map<number, Row[]>;
  organizers: Map<number, Row[]>;
  images: Map<number, MediaFile>;
  parents: Map<number, { postId: number; recurrence: unknown }>;
  translations: TranslationMap;
}

/**
 * Which records of each post type the caller may read: `any` status to callers allowed to write that
 * resource, `publish` only to the others, the rule of their own routes (design.md section 5). It decides
 * which venues and organizers an event shows (trash never) and which translations a record lists.
 */
export interface EmbeddedAccess {
  events: 'any' | 'publish';
  venues: 'any' | 'publish';
  organizers: 'any' | 'publish';
}

/**
 * What to read besides the links every record shows: images and translations. Readers that show
 * neither (an iCalendar feed) leave them out of the query, and their records hold none (no image, no
 * translation), which is what such a reader would have discarded.
 */
export interface LinkParts {
  images: boolean;
  translations: boolean;
}

export const ALL_LINKS: LinkParts = { images: true, translations: true };

type PostUid = typeof UID.event | typeof UID.venue | typeof UID.organizer;
const LINKED = [
  { relation: 'venues', uid: UID.venue, fields: VENUE_FIELDS },
  { relation: 'organizers', uid: UID.organizer, fields: ORGANIZER_FIELDS },
] as const;

/** The rows `rowIds` of type `uid` themselves: their document and translations. */
function selfBranch(strapi: Core.Strapi, knex: Knex, uid: PostUid, rowIds: Slot[]): Branch {
  return {
    kind: 'self',
    columns: {
      owner: column('s.id', 'integer'),
      ...columnsOf(strapi, uid, 's', ['documentId'], 'p_'),
      p_translations: translationsColumn(strapi, knex, uid, 's', 'postId'),
    },
    from: knex(`${tableName(strapi, uid)} as s`).whereIn('s.id', rowIds),
  };
}

/**
 * The venues or organizers the events `eventIds` link, with their images, of the statuses the caller
 * may see: a draft venue stays out of a published event for readers who could not read the venue
 * itself. A trashed one drops out for everyone, as in the original (which unlinks organizers when
 * trashing them); the link itself is kept, so restoring the item restores the events.
 */
function linkedBranches(strapi: Core.Strapi, knex: Knex, eventIds: Slot[], access: EmbeddedAccess, parts: LinkParts): Branch[] {
  return LINKED.flatMap(({ relation, uid, fields }) => {
    const join = joinTableOf(strapi, UID.event, relation);
    const status = columnOf(strapi, uid, 'p', 'postStatus');
    const joined = knex(`${tableName(strapi, uid)} as p`)
      .join(`${join.name} as l`, `l.${join.inverseJoinColumn.name}`, 'p.id')
      .whereIn(`l.${join.joinColumn.name}`, eventIds);
    const linked = access[relation] === 'any' ? joined.whereNot(status, 'trash') : joined.where(status, 'publish');
    return [
      {
        kind: relation,
        columns: {
          owner: column(`l.${join.joinColumn.name}`, 'integer'),
          ord: column(`l.${join.orderColumnName}`, 'float'),
          ...columnsOf(strapi, uid, 'p', fields, 'p_'),
          ...(parts.translations ? { p_translations: translationsColumn(strapi, knex, uid, 'p', 'postId') } : {}),
          ...(parts.images ? imageColumns(strapi, 'p') : {}),
        },
        from: parts.images ? joinImage(strapi, linked, uid, 'p') : linked,
      },
    ];
  });
}

function parentBranch(strapi: Core.Strapi, knex: Knex, eventIds: Slot[]): Branch {
  const join = joinTableOf(strapi, UID.event, 'parentEvent');
  return {
    kind: 'parent',
    // The parent's recurrence: an occurrence shows its series' lines, which its parent (the anchor) holds.
    columns: { owner: column(`l.${join.joinColumn.name}`, 'integer'), ...columnsOf(strapi, UID.event, 'p', ['postId', 'recurrence'], 'p_') },
    from: knex(`${join.name} as l`)
      .join(`${tableName(strapi, UID.event)} as p`, 'p.id', `l.${join.inverseJoinColumn.name}`)
      .whereIn(`l.${join.joinColumn.name}`, eventIds),
  };
}

function imageBranch(strapi: Core.Strapi, knex: Knex, uid: PostUid, rowIds: Slot[]): Branch {
  const { owner, from } = imagesOf(strapi, knex, uid, rowIds, 'i');
  return { kind: 'image', columns: { owner, ...imageColumns(strapi, 'i') }, from };
}

/**
 * Links in their order, ties (an unset order, as SQL imports leave it) by the linked record's ID, then a
 * record's image links in theirs: whether images are read (a feed reads none) never reorders the venues.
 */
const byOrder = (a: UnionRow, b: UnionRow) =>
  Number(a.ord ?? 0) - Number(b.ord ?? 0) || Number(a.p_id ?? 0) - Number(b.p_id ?? 0) || Number(a.img_order ?? 0) - Number(b.img_order ?? 0);

function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Everything the post rows `rows` (of type `uid`) show besides their own columns, in ONE query
 * whatever the page size: their image and translations, and for events their venues and organizers
 * (those `access` lets the caller see, with their images and translations) and their parent event.
 */
export async function loadPostLinks(strapi: Core.Strapi, uid: PostUid, rows: Row[], access: EmbeddedAccess, parts = ALL_LINKS): Promise<PostLinks> {
  const links: PostLinks = { venues: new Map(), organizers: new Map(), images: new Map(), parents: new Map(), translations: new Map() };
  if (!rows.length) return links;
  const ids = rows.map((r) => r.id);
  const raws = await runShaped<UnionRow>(
    strapi,
    // The statuses are part of the SQL's shape: four variants of an event page's query at most.
    `post-links|${uid}|${ids.length}|${uid === UID.event ? `${access.venues}|${access.organizers}` : ''}|${Number(parts.images)}${Number(parts.translations)}`,
    (knex) => {
      const rowIds = slots(ids.length);
      return unionQuery(strapi, knex, [
        ...(parts.images ? [imageBranch(strapi, knex, uid, rowIds)] : []),
        // The rows' own branch only brings their translations.
        ...(parts.translations ? [selfBranch(strapi, knex, uid, rowIds)] : []),
        ...(uid === UID.event ? [...linkedBranches(strapi, knex, rowIds, access, parts), parentBranch(strapi, knex, rowIds)] : []),
      ]);
    },
    ids
  );
  raws.sort(byOrder);
  const seen = new Set<string>();
  for (const raw of raws) {
    const owner = Number(raw.owner);
    if (raw.kind === 'self') {
      setTranslations(links.translations, uid, raw.p_documentId as string, parseTranslations(raw.p_translations));
    } else if (raw.kind === 'image') {
      // A single media field has one link; keep the first should a stale second one exist.
      if (!links.images.has(owner)) links.images.set(owner, readImage(strapi, raw) as MediaFile);
    } else if (raw.kind === 'parent') {
      links.parents.set(owner, { postId: Number(raw.p_postId), recurrence: raw.p_recurrence });
    } else {
      const { uid: linkedUid, fields } = LINKED.find((l) => l.relation === raw.kind)!;
      const key = `${raw.kind}:${owner}:${raw.p_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const row = { ...readColumns(strapi, linkedUid, fields, raw, 'p_'), image: parts.images ? readImage(strapi, raw) : null } as unknown as Row;
      setTranslations(links.translations, linkedUid, row.documentId, parseTranslations(raw.p_translations));
      push(raw.kind === 'venues' ? links.venues : links.organizers, owner, row);
    }
  }
  return links;
}
