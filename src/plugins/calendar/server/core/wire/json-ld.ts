import { attendanceOf, isInPerson, isOnline, safeOnlineUrl, SCHEMA_ORG_ATTENDANCE, SCHEMA_ORG_STATUS, statusOf } from '../../../shared/event-status';
import type { EventRecord, OrganizerRecord, VenueRecord } from '../../data/records/types';
import type { WireContext } from './context';
import { jsonLdDescription } from './content';
import { offerPrice } from './cost';
import { isoWithOffset, wallTime } from './dates';
import { absoluteUrl } from './image';
import { postPermalink } from './links';
import { isLocked } from './protect';
import type { WireJsonLd } from './types';
import { antispambot, escJs } from './wp-strings';

/** name, description and (with a featured image) image: the head every schema.org object shares. */
function head(type: string, name: string, record: VenueRecord | OrganizerRecord | EventRecord, ctx: WireContext) {
  return {
    '@type': type,
    // The original passes both through esc_js (HTML entities, `\'`, a literal `\n`).
    name: escJs(name),
    description: jsonLdDescription(record.excerpt, record.description),
    ...(record.image ? { image: absoluteUrl(record.image.url, ctx.baseUrl) } : {}),
  };
}

/** schema.org Place of a venue. Never carries `@context`: the original asks for it only on events. */
export function venueJsonLd(venue: VenueRecord, ctx: WireContext): WireJsonLd {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: venue.address,
    addressLocality: venue.city,
    // The region is the state for US-style addresses, else the province, as the original's region helper.
    addressRegion: venue.stateprovince || venue.state || venue.province,
    postalCode: venue.zip,
    addressCountry: venue.country,
  };
  return {
    ...head('Place', venue.name, venue, ctx),
    // Venue pages are linked only by the Pro add-on, so the original's core plugin emits "".
    url: '',
    address: Object.fromEntries(Object.entries(address).filter(([, v]) => v)),
    ...(venue.latitude != null && venue.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } }
      : {}),
    telephone: venue.phone ?? '',
    sameAs: venue.website ?? '',
  };
}

/** schema.org Person of an organizer; its url is the organizer's website. */
export function organizerJsonLd(organizer: OrganizerRecord, ctx: WireContext): WireJsonLd {
  return {
    ...head('Person', organizer.name, organizer, ctx),
    url: organizer.website ?? '',
    telephone: organizer.phone ?? '',
    // The original obfuscates the address with random HTML entities; see antispambot() for ours.
    email: organizer.email ? antispambot(organizer.email) : '',
    sameAs: organizer.website ?? '',
  };
}

/**
 * Where the event happens as schema.org reads it: its first venue as a Place when people go there, a
 * VirtualLocation when it is attended online (its link, or the event's page while the link is not known
 * or the event is protected: the link is its content), both for a mixed event. Undefined when neither.
 */
function locationJsonLd(event: EventRecord, ctx: WireContext, url: string): WireJsonLd | WireJsonLd[] | undefined {
  const mode = attendanceOf(event.attendanceMode);
  const venue = event.venues.find((v, i) => i === 0 && !isLocked(v, ctx, 'venue'));
  const place = venue && isInPerson(mode) ? venueJsonLd(venue, ctx) : undefined;
  const link = safeOnlineUrl(event.onlineUrl);
  const joinAt = link && !isLocked(event, ctx, 'event') ? link : url;
  const virtual = isOnline(mode) ? { '@type': 'VirtualLocation', url: joinAt } : undefined;
  const both = [place, virtual].filter((item): item is WireJsonLd => Boolean(item));
  return both.length > 1 ? both : both[0];
}

/**
 * schema.org Event of an event, with its location (above) and its first organizer. A locked
 * (password-protected) venue or organizer is left out, as the original emits no JSON-LD for one. Its status
 * and attendance mode are the event's own (issue 35: the original's JSON-LD says EventScheduled and offline
 * unless its status add-on says otherwise), a rescheduled event's former start as `previousStartDate`.
 */
export function eventJsonLd(event: EventRecord, ctx: WireContext): WireJsonLd {
  const timezone = event.timezone || ctx.siteTimezone;
  const url = postPermalink('event', event, ctx);
  const location = locationJsonLd(event, ctx, url);
  const status = statusOf(event.eventStatus);
  const organizer = event.organizers.find((o, i) => i === 0 && !isLocked(o, ctx, 'organizer'));
  const price = offerPrice(event);
  return {
    '@context': 'http://schema.org',
    ...head('Event', event.title.trim(), event, ctx),
    url,
    eventAttendanceMode: SCHEMA_ORG_ATTENDANCE[attendanceOf(event.attendanceMode)],
    eventStatus: SCHEMA_ORG_STATUS[status],
    startDate: isoWithOffset(event.startDate, timezone),
    endDate: isoWithOffset(event.endDate, timezone),
    ...(status === 'rescheduled' && event.previousStartDate ? { previousStartDate: isoWithOffset(event.previousStartDate, timezone) } : {}),
    ...(location ? { location } : {}),
    ...(organizer ? { organizer: organizerJsonLd(organizer, ctx) } : {}),
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: event.currencyCode || 'USD',
            url,
            category: 'primary',
            availability: 'inStock',
            // Midnight of the publication day, printed by PHP running in UTC: always "+00:00".
            validFrom: `${wallTime(event.postDate ?? event.createdAt, ctx.siteTimezone).slice(0, 10)}T00:00:00+00:00`,
          },
        }
      : {}),
    performer: 'Organization',
  };
}
