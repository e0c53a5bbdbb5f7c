import { resolveImage } from './image';
import { assignSent, emptyToNull, type Data, type WriteContext } from './context';
import { readAuthor, readPostDate } from './post-date';

/** Fields every post body may carry (wire names, already validated by the body schema). */
export interface PostBodyFields {
  description?: string;
  excerpt?: string;
  slug?: string;
  status?: string;
  author?: number;
  date?: string;
  date_utc?: string;
  image?: number | string | null;
  website?: string;
  password?: string;
}

export interface VenueFields extends PostBodyFields {
  venue?: string;
  address?: string;
  city?: string;
  country?: string;
  province?: string;
  state?: string;
  zip?: string;
  phone?: string;
  stateprovince?: string;
  show_map?: boolean;
  show_map_link?: boolean;
  latitude?: number | null;
  longitude?: number | null;
}

export interface OrganizerFields extends PostBodyFields {
  organizer?: string;
  phone?: string;
  email?: string;
}

/** The post fields shared by events, venues and organizers → attributes (only those sent). */
export async function postData(body: PostBodyFields, wctx: WriteContext, create: boolean): Promise<Data> {
  const author = (await readAuthor(body.author, wctx)) ?? (create ? wctx.userId : undefined);
  return assignSent({}, [
    ['description', emptyToNull(body.description)],
    ['excerpt', emptyToNull(body.excerpt)],
    ['slug', body.slug],
    // Whoever may write may publish here (Strapi roles have no separate publish right): default publish.
    ['status', body.status ?? (create ? 'publish' : undefined)],
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
  return assignSent(await postData(body, wctx, create), [
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
  return assignSent(await postData(body, wctx, create), [
    ['name', body.organizer],
    ['phone', emptyToNull(body.phone)],
    ['email', emptyToNull(body.email)],
  ]);
}
