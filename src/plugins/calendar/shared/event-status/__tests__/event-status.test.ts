import {
  attendanceOf, datesVoid, EVENT_STATUSES, fromIcalStatus, fromOriginalStatus, fromSchemaOrgStatus, icalStatus, isChanged, safeOnlineUrl, SCHEMA_ORG_STATUS, statusOf,
} from '..';
import { attendanceLabel, joinUrl, previousStartText, statusLabel, struckDates } from '../../visitors/event-change';

describe('an event status', () => {
  it('reads a row older than the columns as scheduled and in person', () => {
    expect([statusOf(null), statusOf('bogus'), attendanceOf(undefined)]).toEqual(['scheduled', 'scheduled', 'offline']);
  });

  it.each([
    ['scheduled', 'CONFIRMED', 'EventScheduled'],
    ['cancelled', 'CANCELLED', 'EventCancelled'],
    ['postponed', 'TENTATIVE', 'EventPostponed'],
    ['rescheduled', 'CONFIRMED', 'EventRescheduled'],
    ['moved_online', 'CONFIRMED', 'EventMovedOnline'],
  ] as const)('%s is STATUS:%s and schema.org %s, and reads back from schema.org', (status, ical, schema) => {
    expect(icalStatus(status)).toBe(ical);
    expect(SCHEMA_ORG_STATUS[status]).toBe(`https://schema.org/${schema}`);
    expect(fromSchemaOrgStatus(`http://schema.org/${schema}`)).toBe(status);
    expect(fromSchemaOrgStatus(schema)).toBe(status);
  });

  it('reads back an iCalendar STATUS and the original\'s own values', () => {
    // TENTATIVE means "not confirmed" in RFC 5545: no postponement; our own X-EVENT-STATUS names every status.
    expect(['CANCELLED', 'tentative', 'CONFIRMED', undefined].map((status) => fromIcalStatus(status))).toEqual(['cancelled', 'scheduled', 'scheduled', 'scheduled']);
    expect([fromIcalStatus('TENTATIVE', 'POSTPONED'), fromIcalStatus('CONFIRMED', 'MOVED_ONLINE'), fromIcalStatus('CANCELLED', 'bogus')]).toEqual(['postponed', 'moved_online', 'cancelled']);
    expect(['canceled', 'postponed', 'moved-online', 'scheduled', 'gone', 3].map(fromOriginalStatus)).toEqual(['cancelled', 'postponed', 'moved_online', 'scheduled', null, null]);
    expect(fromSchemaOrgStatus('https://schema.org/EventGone')).toBeNull();
  });

  it('is a change to tell for every status but scheduled; dates void when cancelled or postponed', () => {
    expect(EVENT_STATUSES.filter(isChanged)).toEqual(['cancelled', 'postponed', 'rescheduled', 'moved_online']);
    expect(EVENT_STATUSES.filter(datesVoid)).toEqual(['cancelled', 'postponed']);
  });
});

describe('what visitors are told', () => {
  const event = {
    event_status: 'rescheduled' as const, event_status_reason: '', previous_start_date: '2027-05-14 21:00:00',
    attendance_mode: 'mixed' as const, online_url: 'https://meet.example/x', online_access_notes: '', all_day: false,
  };

  it('names the change in each language, and nothing for a scheduled event', () => {
    expect(statusLabel('en', event)).toBe('Rescheduled');
    expect(statusLabel('fr', { event_status: 'cancelled' })).toBe('Annulé');
    expect(statusLabel('pt-PT', { event_status: 'moved_online' })).toBe('Passou a online');
    expect(statusLabel('en', { event_status: 'scheduled' })).toBeNull();
  });

  it('tells the former start of a rescheduled event on its own clock', () => {
    expect(previousStartText('en', event)).toBe('Previously Friday, May 14, 2027 at 9:00 PM');
    expect(previousStartText('fr', { ...event, all_day: true })).toBe('Auparavant : vendredi 14 mai 2027');
    expect(previousStartText('en', { ...event, event_status: 'cancelled' })).toBeNull();
  });

  it('reads an online link only as a web address without white space, within its bound', () => {
    expect(safeOnlineUrl('https://meet.example/a?b=c;d,e')).toBe('https://meet.example/a?b=c;d,e');
    for (const bad of ['javascript:alert(1)', 'https://x.example/a\r\nEND:VEVENT', 'https://x.example/a b', `https://x.example/${'a'.repeat(255)}`, 'ftp://x.example', 42, null]) {
      expect(safeOnlineUrl(bad)).toBe('');
    }
  });

  it('says how it is attended and where to join, only with a web link', () => {
    expect(attendanceLabel('fr', event)).toBe('Sur place et en ligne');
    expect(attendanceLabel('en', { attendance_mode: 'offline' })).toBeNull();
    expect(joinUrl(event)).toBe('https://meet.example/x');
    expect(joinUrl({ ...event, attendance_mode: 'offline' })).toBeNull();
    expect(joinUrl({ ...event, online_url: 'javascript:alert(1)' })).toBeNull();
    expect([struckDates({ event_status: 'postponed' }), struckDates(event)]).toEqual([true, false]);
  });
});
