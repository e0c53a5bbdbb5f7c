import type { FeedEvent } from '../feed-event';
import { clearWrittenEvents, writtenEvent, type WrittenEvent } from '../vevent-cache';

const event = (changes: Partial<FeedEvent> = {}): FeedEvent => ({
  id: 7,
  global_id: 'calendar.test?id=7',
  title: 'Tagus Night',
  description: '<p>Doors 20:00</p>',
  url: 'http://calendar.test/event/tagus-night/',
  all_day: false,
  start_date: '2027-05-01 19:00:00',
  end_date: '2027-05-01 23:00:00',
  utc_start_date: '2027-05-01 18:00:00',
  utc_end_date: '2027-05-01 22:00:00',
  timezone: 'Europe/Lisbon',
  modified_utc: '2027-04-01 10:00:00',
  event_status: 'scheduled',
  event_status_reason: '',
  attendance_mode: 'offline',
  online_url: '',
  venue: [{ venue: 'Cais do Sodré Hall', address: 'Rua Nova do Carvalho 1', modified_utc: '2027-03-01 10:00:00' }],
  organizer: [],
  categories: [{ name: 'Music' }],
  ...changes,
});

/** A writer that counts its calls and writes the title (the text is what was asked, not what was kept). */
function counting() {
  const calls: FeedEvent[] = [];
  const write = (e: FeedEvent): WrittenEvent => {
    calls.push(e);
    return { text: `BEGIN:VEVENT\r\nSUMMARY:${e.title}\r\nLOCATION:${e.venue[0]?.address ?? ''}\r\nEND:VEVENT\r\n`, fromYear: 2027, toYear: 2027, timezone: e.timezone };
  };
  return { calls, write };
}

beforeEach(clearWrittenEvents);

describe('writtenEvent', () => {
  it('writes an event once and gives the kept text for the same event again', () => {
    const { calls, write } = counting();
    const first = writtenEvent(event(), write);
    expect(writtenEvent(event(), write)).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('writes again when anything the VEVENT shows changed, a linked venue included', () => {
    const { calls, write } = counting();
    writtenEvent(event(), write);
    const moved = writtenEvent(event({ venue: [{ venue: 'Cais do Sodré Hall', address: 'Largo do Chiado 3', modified_utc: '2027-03-01 10:00:00' }] }), write);
    expect(moved.text).toContain('LOCATION:Largo do Chiado 3');
    expect(writtenEvent(event({ title: 'Tagus Night, again' }), write).text).toContain('SUMMARY:Tagus Night, again');
    expect(writtenEvent(event({ venue: [{ venue: [], modified_utc: '2027-03-01 10:00:00' }] }), write).text).toContain('LOCATION:\r\n');
    expect(calls).toHaveLength(4);
  });

  it('starts over past its budget, and never keeps an event larger than the budget', () => {
    const { calls, write } = counting();
    const budget = JSON.stringify(event()).length * 3;
    writtenEvent(event({ id: 1 }), write, budget);
    writtenEvent(event({ id: 2 }), write, budget);
    // The third does not fit beside the first two: the map starts over with it.
    writtenEvent(event({ id: 3 }), write, budget);
    writtenEvent(event({ id: 3 }), write, budget);
    expect(calls).toHaveLength(3);
    writtenEvent(event({ id: 1 }), write, budget);
    expect(calls).toHaveLength(4);
    const huge = event({ description: 'x'.repeat(budget) });
    writtenEvent(huge, write, budget);
    writtenEvent(huge, write, budget);
    expect(calls).toHaveLength(6);
  });
});
