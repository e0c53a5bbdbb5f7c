import type { EventUpdateBody, OrganizerUpdateBody, VenueUpdateBody } from '../../core/bodies';
import type { CalendarUid } from '../repository/find';
import { UID } from '../repository/uids';
import { resolveImage } from './image';
import { assignSent, emptyToNull, type Data, type WriteContext } from './context';
import { readAuthor, readPostDate } from './post-date';
import { uniqueSlug } from './unique-slug';

/** The post fields events, venues and organizers share, as the body schemas read them (wire names). */
export type PostBodyFields = Partial<
  Pick<EventUpdateBody, 'description' | 'excerpt' | 'slug' | 'status' | 'author' | 'date' | 'date_utc' | 'image' | 'website' | 'password'>
>;
/** A venue or organizer body: the update shape (every field optional) also fits a create body. */
export type VenueFields = VenueUpdateBody;
export type OrganizerFields = OrganizerUpdateBody;

/** What a post write changes: a new record (`create`), or the row `rowId` (null when the caller cannot tell). */
export interface PostTarget {
  uid: CalendarUid;
  create: boolean;
  rowId: number | null;
}

/**
 * A sent slug, numbered when another record of the language has it. Only events take a slug (venue and
 * organizer bodies declare none); on an update whose row is unknown the slug is kept as sent.
 */
async function sentSlug(slug: string | undefined, wctx: WriteContext, target: PostTarget): Promise<string | undefined> {
  if (slug === undefined || (!target.create && target.rowId === null)) return slug;
  return uniqueSlug(wctx.strapi, target.uid, slug, { locale: wctx.locale, ownRowId: target.create ? null : target.rowId });
}

/** The post fields shared by events, venues and organizers → attributes (only those sent). */
export async function postData(body: PostBodyFields, wctx: WriteContext, target: PostTarget): Promise<Data> {
  const { create } = target;
  const author = (await readAuthor(body.author, wctx)) ?? (create ? wctx.userId : undefined);
  return assignSent({}, [
    ['description', emptyToNull(body.description)],
    ['excerpt', emptyToNull(body.excerpt)],
    ['slug', await sentSlug(body.slug, wctx, target)],
    // Whoever may write may publish here (Strapi roles have no separate publish right): default publish.
    ['postStatus', body.status ?? (create ? 'publish' : undefined)],
    ['author', author],
    ['postDate', readPostDate(body, wctx)],
    ['image', await resolveImage(body.image, wctx)],
    ['website', emptyToNull(body.website)],
    ['password', emptyToNull(body.password)],
  ]);
}

const US = new Set(['', 'us', 'usa', 'united states', 'united states of america']);

/**
 * `stateprovince` when not sent: the state for US addresses, else the province (contract 9.4). The
 * original recomputes it on every write and can clear it on a partial update; here it is derived only
 * when one of its sources is sent (a deliberate difference: nothing is lost).
 */
function stateprovince(body: VenueFields): string | null | undefined {
  if (body.stateprovince !== undefined) return emptyToNull(body.stateprovince);
  if (body.state === undefined && body.province === undefined && body.country === undefined) return undefined;
  const source = US.has((body.country ?? '').trim().toLowerCase()) ? body.state : body.province;
  return emptyToNull(source ?? '') ?? null;
}

/** A venue body → attributes. Only fields sent change (the original resets omitted map flags). */
export async function venueData(body: VenueFields, wctx: WriteContext, create: boolean): Promise<Data> {
  return assignSent(await postData(body, wctx, { uid: UID.venue, create, rowId: null }), [
    ['name', body.venue],
    ['address', emptyToNull(body.address)],
    ['city', emptyToNull(body.city)],
    ['country', emptyToNull(body.country)],
    ['province', emptyToNull(body.province)],
    ['state', emptyToNull(body.state)],
    ['zip', emptyToNull(body.zip)],
    ['phone', emptyToNull(body.phone)],
    ['stateprovince', stateprovince(body)],
    ['showMap', body.show_map],
    ['showMapLink', body.show_map_link],
    ['latitude', body.latitude],
    ['longitude', body.longitude],
  ]);
}

/** An organizer body → attributes. */
export async function organizerData(body: OrganizerFields, wctx: WriteContext, create: boolean): Promise<Data> {
  return assignSent(await postData(body, wctx, { uid: UID.organizer, create, rowId: null }), [
    ['name', body.organizer],
    ['phone', emptyToNull(body.phone)],
    ['email', emptyToNull(body.email)],
  ]);
}
