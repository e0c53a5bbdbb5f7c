import { eventIcsUrl, feedUrls, googleCalendarUrl, outlookCalendarUrl } from '../../../../shared/visitors/calendar-links';
import { formatWhen } from '../../../../shared/visitors/format';
import { statusLabel, struckDates } from '../../../../shared/visitors/event-change';
import { placeLocation, type PlaceFields } from '../../../../shared/visitors/places';
import { apiLanguage, word, type VisitorLanguage } from '../../../../shared/visitors/words';
import type { WireEvent, WireVenue } from '../../../core/wire/types';
import { html, type Html } from './html';
import { plainText, titleHtml } from './text';

/** The event's first venue (the wire gives one as an object, several as a list, none as `[]`). */
export const firstVenue = (event: WireEvent): WireVenue | undefined => (Array.isArray(event.venue) ? event.venue[0] : event.venue);

/** The event's dates on its own clock, in the page's language. */
export function whenText(language: VisitorLanguage, event: WireEvent): string {
  return formatWhen(language, event, word(language, 'event.allDay'));
}

/** ISO start for `<time datetime>`: the UTC instant (or the date of an all-day event). */
export const startInstant = (event: WireEvent): string =>
  event.all_day ? event.start_date.slice(0, 10) : `${event.utc_start_date.replace(' ', 'T')}Z`;

/** "Add to calendar": Google Calendar, Outlook and the event's iCalendar file. */
export function addToCalendar(language: VisitorLanguage, event: WireEvent, namespaceUrl: string): Html {
  const venue = firstVenue(event);
  const linked = { ...event, title: plainText(event.title), location: venue ? placeLocation(venue as PlaceFields) : '' };
  return html`<section aria-labelledby="add-title"><h2 id="add-title">${word(language, 'add.title')}</h2>
<ul class="actions">
<li><a href="${googleCalendarUrl(linked)}" rel="noopener" target="_blank">${word(language, 'add.google')}</a></li>
<li><a href="${outlookCalendarUrl(linked)}" rel="noopener" target="_blank">${word(language, 'add.outlook')}</a></li>
<li><a href="${eventIcsUrl(namespaceUrl, event.id, apiLanguage(language))}" download>${word(language, 'add.ics')}</a></li>
</ul></section>`;
}

/** "Subscribe": the feed of a list filter (`{venue: '12'}`) as webcal:// and https://. */
export function subscribe(language: VisitorLanguage, namespaceUrl: string, filter: Record<string, string>): Html {
  const urls = feedUrls(namespaceUrl, new URLSearchParams({ ...filter, ml_language: apiLanguage(language) }));
  return html`<ul class="actions">
<li><a href="${urls.webcal}">${word(language, 'subscribe.webcal')}</a></li>
<li><a href="${urls.https}">${word(language, 'subscribe.https')}</a></li>
</ul>`;
}

/** The first upcoming events as links (what visitors without scripts and search engines see). */
export function upcomingList(language: VisitorLanguage, events: WireEvent[]): Html {
  if (!events.length) return html`<p class="muted">${word(language, 'state.empty')}</p>`;
  return html`<ul class="upcoming">${events.map((event) => {
    // A changed date keeps its place in the list, with its badge; its dates struck when they no longer hold (issue 35).
    const label = statusLabel(language, event);
    const time = html`<time datetime="${startInstant(event)}">${whenText(language, event)}</time>`;
    return html`<li><a href="${event.url}">${titleHtml(event.title)}</a>${label ? html` <strong class="badge status-${event.event_status}">${label}</strong>` : ''} <span class="muted">${
      struckDates(event) ? html`<s>${time}</s>` : time
    }</span></li>`;
  })}</ul>`;
}
