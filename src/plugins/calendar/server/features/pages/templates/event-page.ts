import { mapUrl, placeAddress, type PlaceFields } from '../../../../shared/visitors/places';
import { attendanceLabel, joinUrl, previousStartText, statusLabel, struckDates } from '../../../../shared/visitors/event-change';
import { word, type VisitorLanguage } from '../../../../shared/visitors/words';
import type { WireEmbeddedTerm, WireEvent, WireOrganizer } from '../../../core/wire/types';
import { html, safeUrl, type Html } from './html';
import { addToCalendar, firstVenue, startInstant, upcomingList, whenText } from './parts';
import { decodeEntities, richHtml, titleHtml } from './text';

const termLinks = (terms: WireEmbeddedTerm[], url: TermUrl) =>
  terms.map((term, i) => {
    const href = url(term);
    return html`${i ? ', ' : ''}${href ? html`<a href="${href}">${titleHtml(term.name)}</a>` : titleHtml(term.name)}`;
  });

/** A term's public page (embedded terms carry REST links only: the controller reads their pages' URLs). */
export type TermUrl = (term: WireEmbeddedTerm) => string;

function venueFacts(language: VisitorLanguage, event: WireEvent): Html | '' {
  const venue = firstVenue(event);
  if (!venue || typeof venue.venue !== 'string') return '';
  const map = mapUrl(venue as PlaceFields);
  const address = placeAddress(venue as PlaceFields);
  return html`<dt>${word(language, 'event.venue')}</dt><dd>${venue.url ? html`<a href="${venue.url}">${titleHtml(venue.venue)}</a>` : titleHtml(venue.venue)}${
    address ? html`<br>${address}` : ''
  }${map ? html` · <a href="${map}" rel="noopener" target="_blank">${word(language, 'event.map')}</a>` : ''}</dd>`;
}

function organizerFacts(language: VisitorLanguage, organizers: WireOrganizer[]): Html | '' {
  const named = organizers.filter((o): o is WireOrganizer & { organizer: string } => typeof o.organizer === 'string');
  if (!named.length) return '';
  return html`<dt>${word(language, 'event.organizers')}</dt><dd>${named.map(
    (o, i) => html`${i ? ', ' : ''}${o.url ? html`<a href="${o.url}">${titleHtml(o.organizer)}</a>` : titleHtml(o.organizer)}`
  )}</dd>`;
}

/**
 * What became of the event, above its dates (issue 35): the badge and the reason, a rescheduled event's
 * former start, and how it is attended. Nothing for a scheduled event in person.
 */
function changeNotice(language: VisitorLanguage, event: WireEvent): Html | '' {
  const label = statusLabel(language, event);
  const mode = attendanceLabel(language, event);
  const previous = previousStartText(language, event);
  if (!label && !mode) return '';
  return html`<p class="change">${label ? html`<strong class="badge status-${event.event_status}">${label}</strong>` : ''}${
    mode ? html` <span class="badge mode">${mode}</span>` : ''
  }${label && event.event_status_reason ? html` <span class="reason">${event.event_status_reason}</span>` : ''}</p>
${previous ? html`<p class="muted previous">${previous}</p>` : ''}`;
}

/** The dates, struck through (and said so to screen readers) when they no longer hold. */
function whenLine(language: VisitorLanguage, event: WireEvent): Html {
  const time = html`<time datetime="${startInstant(event)}">${whenText(language, event)}</time>`;
  const label = statusLabel(language, event);
  return struckDates(event) && label ? html`<p class="when"><span class="sr-only">${label}: </span><s>${time}</s></p>` : html`<p class="when">${time}</p>`;
}

/** Where to join online, with the access notes (the wire blanks both on a protected event). */
function onlineFacts(language: VisitorLanguage, event: WireEvent): Html | '' {
  const url = joinUrl(event);
  if (!url) return '';
  return html`<dt>${word(language, 'online.title')}</dt><dd><a href="${url}" rel="noopener nofollow">${word(language, 'online.join')}</a>${
    event.online_access_notes ? html`<br><span class="muted">${word(language, 'online.notes')}:</span> ${event.online_access_notes}` : ''
  }</dd>`;
}

/**
 * An event's page. A date of a series lists the series' other upcoming dates (`otherDates`, read as the
 * public reads them), each linked to its own page.
 */
export function eventPage(language: VisitorLanguage, event: WireEvent, namespaceUrl: string, termUrl: TermUrl, otherDates: WireEvent[] = []): Html {
  const image = event.image ? safeUrl(event.image.url) : null;
  // The wire HTML-escapes a website (as the original does); only a web or mail address becomes a link.
  const website = safeUrl(decodeEntities(event.website));
  return html`<article class="event">
${event.categories.length ? html`<p class="muted">${termLinks(event.categories, termUrl)}</p>` : ''}
<h1>${titleHtml(event.title)}</h1>
${changeNotice(language, event)}
${whenLine(language, event)}
${image ? html`<img src="${image}" alt="" width="${event.image ? event.image.width ?? '' : ''}" height="${event.image ? event.image.height ?? '' : ''}">` : ''}
<dl class="facts">
<dt>${word(language, 'event.timezone')}</dt><dd>${event.timezone} (${event.timezone_abbr})</dd>
${event.attendance_mode === 'online' ? '' : venueFacts(language, event)}
${onlineFacts(language, event)}
${organizerFacts(language, event.organizer)}
${event.cost ? html`<dt>${word(language, 'event.cost')}</dt><dd>${event.cost}</dd>` : ''}
${website && event.website !== event.url ? html`<dt>${word(language, 'event.website')}</dt><dd><a href="${website}" rel="noopener">${website}</a></dd>` : ''}
</dl>
${event.event_status === 'cancelled' ? '' : addToCalendar(language, event, namespaceUrl)}
<div class="description">${richHtml(event.description)}</div>
${event.tags.length ? html`<p class="muted">${word(language, 'event.tags')}: ${termLinks(event.tags, termUrl)}</p>` : ''}
${event.recurrence?.length ? html`<section id="series" aria-labelledby="series-title"><h2 id="series-title">↻ ${word(language, 'event.otherDates')}</h2>
${upcomingList(language, otherDates)}</section>` : ''}
</article>`;
}
