/**
 * "Add to calendar" and "Subscribe" links of the public pages and the embeddable calendar: Google
 * Calendar's and Outlook's event templates (UTC instants; dates for all-day events), the event's own
 * iCalendar file, and the feed of a filtered list as `webcal://` (calendar apps subscribe to it).
 */

export interface LinkedEvent {
  id: number;
  /** Plain text. */
  title: string;
  url: string;
  all_day: boolean | null;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  /** Plain text: the venue's name and address. */
  location: string;
}

/** `2026-06-14 18:00:00` → `20260614T180000Z`. */
const compactUtc = (utc: string) => `${utc.replace(' ', 'T').replace(/[-:]/g, '')}Z`;
const compactDay = (wall: string) => wall.slice(0, 10).replace(/-/g, '');
/** The day after a wall date (all-day ends are exclusive in both calendars). */
function nextDay(wall: string): string {
  const [y, m, d] = wall.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function googleCalendarUrl(event: LinkedEvent): string {
  const dates = event.all_day
    ? `${compactDay(event.start_date)}/${compactDay(nextDay(event.end_date))}`
    : `${compactUtc(event.utc_start_date)}/${compactUtc(event.utc_end_date)}`;
  const query = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates, details: event.url, location: event.location });
  // Google reads ctz as an IANA zone only; a WordPress offset (`UTC+2`) is left out (the instants are UTC anyway).
  if (/^[A-Za-z]+\/[A-Za-z_+\-/0-9]+$/.test(event.timezone)) query.set('ctz', event.timezone);
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarUrl(event: LinkedEvent): string {
  const iso = (utc: string) => `${utc.replace(' ', 'T')}Z`;
  const query = new URLSearchParams({
    rru: 'addevent',
    subject: event.title,
    startdt: event.all_day ? event.start_date.slice(0, 10) : iso(event.utc_start_date),
    enddt: event.all_day ? nextDay(event.end_date) : iso(event.utc_end_date),
    allday: String(Boolean(event.all_day)),
    body: event.url,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query}`;
}

/** `<namespace>/events/<id>.ics?ml_language=<code>`; without a code, the site's default language. */
export const eventIcsUrl = (namespaceUrl: string, id: number, apiLanguage: string | null): string =>
  `${namespaceUrl}/events/${id}.ics${apiLanguage ? `?ml_language=${encodeURIComponent(apiLanguage)}` : ''}`;

/** The feed of a list's filters: `https://…/events.ics?…` and its `webcal://` form. */
export function feedUrls(namespaceUrl: string, filters: URLSearchParams): { https: string; webcal: string } {
  const query = filters.toString();
  const https = `${namespaceUrl}/events.ics${query ? `?${query}` : ''}`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}
