import type { Core } from '@strapi/strapi';
import { linkedTermRows, mergeTermRows, refreshTermCounts } from '../../data/counts/term-counts';
import { atDoor, countAtDoor } from '../../data/door/door';
import { copyLinks, updateRowsAlike } from '../../data/repository/bulk-rows';
import { UID } from '../../data/repository/uids';
import type { Member, MemberRow } from './members';
import { ownWrites } from './own-writes';
import { eventAttributes, isLocalized, sharedFields, type Data } from './occurrence-data';

/** Fields whose change moves slugs or names a post (data/ids/record-defaults.ts): only the record lifecycle applies them. */
const THROUGH_DOCUMENTS = new Set(['postStatus', 'slug']);
const MEDIA = new Set(['image']);

/**
 * A write to the whole series ("all", "this and the following") passed on to the dates that follow the
 * series (not its exceptions): copied from the row it was made on, as stored (its HTML filtered, its values
 * checked when it was written), in batches. Localized fields go to the followers' rows in the write's
 * language, non-localized ones (and the image) to every language of theirs, as Strapi's i18n keeps them
 * alike; changed links (venues, organizers, categories, tags) are copied from the written row. Every
 * record passes the door. A change of status (slugs move with it) goes through the Document Service.
 */
export async function propagateWrite(
  strapi: Core.Strapi,
  members: Member[],
  followers: MemberRow[],
  propagate: { data: Data; locale: string; written: string }
): Promise<void> {
  const fields = Object.keys(sharedFields(propagate.data));
  const written = members.find((member) => member.documentId === propagate.written)?.rows.find((row) => row.locale === propagate.locale);
  if (!fields.length || !written) return;
  if (fields.some((name) => THROUGH_DOCUMENTS.has(name))) {
    for (const row of followers) await ownWrites(strapi).update(row.documentId, row.locale, sharedFields(propagate.data));
    return;
  }
  const attributes = eventAttributes(strapi);
  const known = fields.filter((name) => attributes[name]);
  const localized = (name: string) => isLocalized(attributes[name]);
  const relations = known.filter((name) => attributes[name].type === 'relation');
  const media = known.filter((name) => MEDIA.has(name));
  const scalars = known.filter((name) => !relations.includes(name) && !media.includes(name));
  const followerDocuments = new Set(followers.map((row) => row.documentId));
  const everyRow = members.filter((member) => followerDocuments.has(member.documentId)).flatMap((member) => member.rows);
  const nonLocalized = scalars.some((name) => !localized(name)) || media.length > 0;
  for (const row of nonLocalized ? everyRow : followers) {
    await atDoor({ uid: UID.event, resource: 'events', kind: 'update', documentId: row.documentId, locale: row.locale });
    countAtDoor(row.documentId);
  }
  const before = await linkedTermRows(strapi, followers.map((row) => row.id));
  if (scalars.length) {
    const stored = (await strapi.db.query(UID.event).findOne({ where: { id: written.id }, select: scalars })) as Data;
    const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, stored[name]]));
    const own = scalars.filter(localized);
    const alike = scalars.filter((name) => !localized(name));
    if (own.length) await updateRowsAlike(strapi, UID.event, followers.map((row) => row.id), pick(own));
    if (alike.length) await updateRowsAlike(strapi, UID.event, everyRow.map((row) => row.id), pick(alike));
  }
  if (relations.length) await copyLinks(strapi, UID.event, written.id, followers.map((row) => row.id), relations);
  if (media.length) await copyLinks(strapi, UID.event, written.id, everyRow.map((row) => row.id), [], media);
  await refreshTermCounts(strapi, mergeTermRows(before, await linkedTermRows(strapi, followers.map((row) => row.id))));
}
