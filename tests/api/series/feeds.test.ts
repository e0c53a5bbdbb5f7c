import ICAL from 'ical.js';
import { createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Recurring events in iCalendar feeds (docs/recurring-events.md "Recurring events"): by default one VEVENT per occurrence,
 * as the original shows them; with `single_events=false` one VEVENT per series (RRULE first, RDATE,
 * EXDATE) and an override (RECURRENCE-ID) per date changed on its own. Each feed is expanded by an
 * independent parser (ical.js) and compared with the occurrences the REST API lists.
 */

let api: CalendarClient;
let anonymous: CalendarClient;

const app = appForFile();
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  anonymous = calendarClient(app);
});

interface Occurrence {
  title: string;
  start: string;
  end: string;
}

/** The VEVENTs of a feed expanded into occurrences (UTC `YYYY-MM-DD HH:MM:SS`), through ical.js alone. */
function expand(text: string, until: string): Occurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const masters = vevents.filter((e) => !e.isRecurrenceException());
  for (const exception of vevents.filter((e) => e.isRecurrenceException())) masters.find((m) => m.uid === exception.uid)?.relateException(exception);
  // All-day dates are dates (the event's calendar days, DTEND the day after the last); times as UTC instants.
  const utc = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString().slice(0, 19).replace('T', ' '));
  const out: Occurrence[] = [];
  for (const event of masters) {
    if (!event.isRecurring()) {
      out.push({ title: event.summary, start: utc(event.startDate), end: utc(event.endDate) });
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && utc(next) < until; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      out.push({ title: details.item.summary, start: utc(details.startDate), end: utc(details.endDate) });
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

/** The REST API's published occurrences of the series, as the feed should show them. */
async function restOccurrences(parent: number): Promise<Occurrence[]> {
  const children = await anonymous.get(`/events?post_parent=${parent}&per_page=50&start_date=2000-01-01&end_date=2100-01-01`).expect(200);
  const ids = [parent, ...children.body.events.map((e: { id: number }) => e.id)];
  const all = await anonymous.get(`/events?include=${ids.join(',')}&per_page=50`).expect(200);
  type Listed = { title: string; all_day: boolean; start_date: string; end_date: string; utc_start_date: string; utc_end_date: string };
  const dayAfter = (wall: string) => new Date(Date.parse(`${wall.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return (all.body.events as Listed[])
    .map((e) =>
      e.all_day
        ? { title: e.title, start: e.start_date.slice(0, 10), end: dayAfter(e.end_date) }
        : { title: e.title, start: e.utc_start_date, end: e.utc_end_date }
    )
    .sort((a, b) => a.start.localeCompare(b.start));
}

async function feedText(query: string): Promise<string> {
  const res = await anonymous.get(`/events.ics?${query}`).expect(200);
  return res.text;
}

describe.each([
  ['a weekly evening series in Lisbon', { start_date: '2027-03-02 19:00:00', end_date: '2027-03-02 20:30:00', timezone: 'Europe/Lisbon', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270415'] }],
  ['a monthly series in New York on the last Friday', { start_date: '2027-01-29 18:00:00', end_date: '2027-01-29 21:00:00', timezone: 'America/New_York', recurrence: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=8'] }],
  ['an all-day weekend festival, five weekends', { start_date: '2027-06-05', end_date: '2027-06-06', all_day: true, timezone: 'Europe/Lisbon', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'] }],
])('%s', (_label, fields) => {
  let parent: number;
  beforeAll(async () => {
    const title = `Feed ${_label}`;
    parent = (await api.post('/events', { title, ...fields }).expect(201)).body.id;
    const children = (await api.get(`/events?post_parent=${parent}&per_page=50&start_date=2000-01-01&end_date=2100-01-01`).expect(200)).body.events as { id: number; start_date: string; end_date: string }[];
    // One date changed on its own (title and an hour later), one deleted, one made a draft.
    const [first, second, third] = children;
    const later = (wall: string) => ('all_day' in fields ? wall : wall.replace(/ (\d\d)/, (_m, h: string) => ` ${String(Number(h) + 1).padStart(2, '0')}`));
    await api.post(`/events/${first.id}`, { title: `${title} (moved)`, start_date: later(first.start_date), end_date: later(first.end_date) }).expect(200);
    await api.delete(`/events/${second.id}`).expect(200);
    await api.post(`/events/${third.id}`, { status: 'draft' }).expect(200);
  });

  it('shows one VEVENT per published occurrence by default, with the REST times', async () => {
    const text = await feedText(`post_parent=${parent}&start_date=2000-01-01&end_date=2100-01-01`);
    const parentText = await feedText(`include=${parent}`);
    const fromFeed = [...expand(parentText, '2100'), ...expand(text, '2100')].sort((a, b) => a.start.localeCompare(b.start));
    expect(fromFeed).toEqual(await restOccurrences(parent));
  });

  it('shows the series once with single_events=false, which ical.js expands into the same occurrences', async () => {
    const text = await feedText(`include=${parent}&single_events=false`);
    expect(text).toMatch(/\r\nRRULE:FREQ=/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toMatch(/RECURRENCE-ID/);
    expect(expand(text, '2100')).toEqual(await restOccurrences(parent));
  });
});
