import { eventIcsUrl, googleCalendarUrl, outlookCalendarUrl } from '../shared/visitors/calendar-links';
import { attendanceLabel, joinUrl, previousStartText, statusLabel, struckDates } from '../shared/visitors/event-change';
import { formatWhen } from '../shared/visitors/format';
import { mapUrl, placeAddress, placeLocation } from '../shared/visitors/places';
import { word, type VisitorLanguage } from '../shared/visitors/words';
import type { WireEvent } from '../server/core/wire/types';
import { h, outLink, replace, type Child } from './dom';
import { htmlText, richContent } from './rich-text';
import { firstVenue } from './views/item';

/** A term or fact row of the details (`<dt>` and `<dd>`), left out when it has nothing to show. */
const fact = (label: string, ...value: Child[]): Child[] =>
  value.some((v) => v !== '' && v !== null && v !== undefined && v !== false) ? [h('dt', {}, label), h('dd', {}, ...value)] : [];

const webUrl = (url: string | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

function venueFact(language: VisitorLanguage, event: WireEvent): Child[] {
  const venue = firstVenue(event);
  if (!venue || typeof venue.venue !== 'string') return [];
  const map = mapUrl(venue);
  const name = htmlText(venue.venue);
  const address = placeAddress(venue);
  return fact(
    word(language, 'event.venue'),
    webUrl(venue.url) ? h('a', { href: venue.url }, name) : name,
    address ? [h('br'), address] : null,
    map ? [' · ', outLink(map, word(language, 'event.map'))] : null
  );
}

function organizerFact(language: VisitorLanguage, event: WireEvent): Child[] {
  const named = event.organizer.filter((o) => typeof o.organizer === 'string');
  const links = named.map((o, i) => [i ? ', ' : '', webUrl(o.url) ? h('a', { href: o.url }, htmlText(o.organizer as string)) : htmlText(o.organizer as string)]);
  return fact(word(language, 'event.organizers'), ...links);
}

/** What became of the event (issue 35): its badge and reason, how it is attended, a rescheduled event's former start. */
function changeNotice(language: VisitorLanguage, event: WireEvent): Child {
  const label = statusLabel(language, event);
  const mode = attendanceLabel(language, event);
  const previous = previousStartText(language, event);
  if (!label && !mode) return null;
  return h(
    'div',
    { class: 'change' },
    label ? h('strong', { class: `badge status-${event.event_status}` }, label) : null,
    mode ? h('span', { class: 'badge mode' }, mode) : null,
    label && event.event_status_reason ? ` ${event.event_status_reason}` : null,
    previous ? h('p', { class: 'previous' }, previous) : null
  );
}

/** The dates, struck through (said so to screen readers) when they no longer hold. */
function whenValue(language: VisitorLanguage, event: WireEvent): Child {
  const when = formatWhen(language, event, word(language, 'event.allDay'));
  const label = statusLabel(language, event);
  return struckDates(event) && label ? [h('span', { class: 'sr' }, `${label}: `), h('s', {}, when)] : when;
}

/** Where to join online, with the access notes. */
function onlineFact(language: VisitorLanguage, event: WireEvent): Child[] {
  const url = joinUrl(event);
  if (!url) return [];
  return fact(word(language, 'online.title'), outLink(url, word(language, 'online.join')), event.online_access_notes ? [h('br'), `${word(language, 'online.notes')}: ${event.online_access_notes}`] : null);
}

/** The "add to calendar" links of an event: Google Calendar, Outlook, its iCalendar file (in `fileLanguage`). */
function addLinks(language: VisitorLanguage, fileLanguage: string | null, event: WireEvent, namespaceUrl: string): HTMLElement {
  const venue = firstVenue(event);
  const linked = { ...event, title: htmlText(event.title), location: venue ? placeLocation({ ...venue, venue: htmlText(String(venue.venue)) }) : '' };
  return h(
    'div',
    { class: 'actions' },
    outLink(googleCalendarUrl(linked), word(language, 'add.google')),
    outLink(outlookCalendarUrl(linked), word(language, 'add.outlook')),
    h('a', { href: eventIcsUrl(namespaceUrl, event.id, fileLanguage), download: `event-${event.id}.ics` }, word(language, 'add.ics'))
  );
}

/**
 * Fills the dialog with an event: title, when (its own clock and zone), image, facts, description, links.
 * `apiLanguage`: the `ml_language` of its iCalendar file (null: the site's default language).
 */
export function fillDetails(sheet: HTMLElement, titleId: string, language: VisitorLanguage, apiLanguage: string | null, event: WireEvent, namespaceUrl: string, close: () => void): void {
  const image = event.image && webUrl(event.image.url);
  const closeButton = h('button', { type: 'button', class: 'close', 'aria-label': word(language, 'event.close') }, '×');
  closeButton.addEventListener('click', close);
  replace(
    sheet,
    h('div', { class: 'head' }, h('h2', { id: titleId }, htmlText(event.title)), closeButton),
    changeNotice(language, event),
    image ? h('img', { src: image, alt: '', loading: 'lazy' }) : null,
    h(
      'dl',
      {},
      fact(word(language, 'event.when'), whenValue(language, event)),
      fact(word(language, 'event.timezone'), event.timezone),
      // A date of a series says so, and leads to the event's page, which lists the series' other dates.
      event.recurrence?.length ? fact(word(language, 'event.series'), '↻ ', webUrl(event.url) ? h('a', { href: `${event.url}#series` }, word(language, 'event.seriesDates')) : '') : [],
      event.attendance_mode === 'online' ? [] : venueFact(language, event),
      onlineFact(language, event),
      organizerFact(language, event),
      fact(word(language, 'event.cost'), event.cost),
      fact(word(language, 'event.categories'), event.categories.map((c) => htmlText(c.name)).join(', '))
    ),
    h('div', { class: 'description' }, richContent(event.description, namespaceUrl)),
    webUrl(event.url) ? h('p', {}, h('a', { href: event.url }, word(language, 'event.page'))) : null,
    // Nothing to add to a calendar once the event is cancelled.
    event.event_status === 'cancelled' ? null : [h('h3', { class: 'sub' }, word(language, 'add.title')), addLinks(language, apiLanguage, event, namespaceUrl)]
  );
}
