import { mapUrl, placeAddress, type PlaceFields } from '../../../../shared/visitors/places';
import { word, type VisitorLanguage } from '../../../../shared/visitors/words';
import type { WireEvent } from '../../../core/wire/types';
import { html, safeUrl, type Html } from './html';
import { subscribe, upcomingList } from './parts';
import { decodeEntities, richHtml, titleHtml } from './text';

/** The embeddable calendar's attributes on a page: its filter, language and API. */
export interface CalendarElement {
  language: VisitorLanguage;
  /** `{venue: '12'}`, `{categories: 'jazz'}`: one filter of the event list. */
  filter: Record<string, string>;
  namespaceUrl: string;
}

/**
 * The calendar of a venue, organizer or term: the embeddable element, holding the first upcoming events
 * as plain links and the feed's links (shown without scripts; the element's shadow DOM, which has its own
 * links, takes their place).
 */
export function calendarSection(element: CalendarElement, heading: string, upcoming: WireEvent[]): Html {
  const attributes = Object.entries(element.filter).map(([name, value]) => html` ${name}="${value}"`);
  return html`<section aria-labelledby="calendar-title"><h2 id="calendar-title">${heading}</h2>
<event-calendar view="list" lang="${element.language}" api="${element.namespaceUrl}" filters="search"${attributes}>
<h3>${word(element.language, 'page.upcoming')}</h3>
${upcomingList(element.language, upcoming)}
<h3>${word(element.language, 'subscribe.title')}</h3>
${subscribe(element.language, element.namespaceUrl, element.filter)}
</event-calendar>
</section>`;
}

/** Facts of a venue or an organizer: address and map, phone, e-mail, website (only the ones it has). */
function facts(language: VisitorLanguage, record: Record<string, unknown>): Html {
  const text = (key: string) => (typeof record[key] === 'string' ? decodeEntities(record[key] as string) : '');
  const address = placeAddress(record as PlaceFields);
  const map = 'venue' in record ? mapUrl(record as PlaceFields) : null;
  const website = safeUrl(text('website'));
  const email = text('email');
  const mail = email && /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? safeUrl(`mailto:${email}`) : null;
  return html`<dl class="facts">
${address ? html`<dt>${word(language, 'event.address')}</dt><dd>${address}${map ? html` · <a href="${map}" rel="noopener" target="_blank">${word(language, 'event.map')}</a>` : ''}</dd>` : ''}
${text('phone') ? html`<dt>${word(language, 'event.phone')}</dt><dd>${text('phone')}</dd>` : ''}
${mail ? html`<dt>${word(language, 'event.email')}</dt><dd><a href="${mail}">${email}</a></dd>` : ''}
${website ? html`<dt>${word(language, 'event.website')}</dt><dd><a href="${website}" rel="noopener">${website}</a></dd>` : ''}
</dl>`;
}

/** A venue's or an organizer's page: name, image, facts, description, then its calendar. */
export function placePage(language: VisitorLanguage, name: string, record: Record<string, unknown>, calendar: Html): Html {
  const image = record.image && typeof record.image === 'object' ? safeUrl((record.image as { url: string }).url) : null;
  return html`<article>
<h1>${titleHtml(name)}</h1>
${image ? html`<img src="${image}" alt="">` : ''}
${facts(language, record)}
<div class="description">${richHtml(typeof record.description === 'string' ? record.description : '')}</div>
</article>
${calendar}`;
}

/** A category's or tag's page: its name, description, then its calendar. */
export function termPage(name: string, description: string, calendar: Html): Html {
  return html`<h1>${titleHtml(name)}</h1>
${description ? html`<div class="description">${richHtml(description)}</div>` : ''}
${calendar}`;
}
