import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { paragraphs, toBody, type FormValues } from '../submit/form-body';
import { solveChallenge } from '../submit/solve';

const values = (extra: Partial<FormValues> = {}): FormValues => ({
  title: ' Jazz picnic ',
  description: 'Bring a blanket.\n\nFree <b>entry</b>',
  startDate: '2031-06-14',
  startTime: '15:00',
  endDate: '',
  endTime: '18:00',
  allDay: false,
  zone: '',
  repeat: '',
  until: '',
  attendance: 'offline',
  venue: '',
  venueName: '',
  address: '',
  city: '',
  onlineUrl: 'https://ignored.example',
  organizer: '',
  organizerName: '',
  organizerEmail: '',
  organizerPhone: '',
  categories: [],
  tags: [],
  cost: '',
  website: '',
  image: '',
  yourName: 'Ana',
  yourEmail: 'ana@example.com',
  consent: true,
  nickname: '',
  ...extra,
});

describe('the submission form body', () => {
  it('sends wall times on the event day, paragraphs of escaped text, and only what applies', () => {
    expect(toBody(values(), { submitter: true })).toEqual({
      title: 'Jazz picnic',
      description: '<p>Bring a blanket.</p><p>Free &lt;b&gt;entry&lt;/b&gt;</p>',
      start_date: '2031-06-14 15:00:00',
      end_date: '2031-06-14 18:00:00',
      all_day: false,
      attendance_mode: 'offline',
      submitter_name: 'Ana',
      submitter_email: 'ana@example.com',
      consent: true,
      nickname: '',
    });
  });

  it('reads all-day events, series, new venues and organizers, existing ones by ID, and leaves the submitter out of edits', () => {
    const body = toBody(
      values({ allDay: true, endDate: '2031-06-15', repeat: 'WEEKLY', until: '2031-08-01', venue: 'new', venueName: 'Park', city: 'Lisbon', organizer: '7', attendance: 'mixed', categories: [3, 4] }),
      { submitter: false }
    );
    expect(body).toMatchObject({
      start_date: '2031-06-14 00:00:00',
      end_date: '2031-06-15 23:59:59',
      all_day: true,
      recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20310801'],
      venue: { venue: 'Park', city: 'Lisbon' },
      organizer: 7,
      online_url: 'https://ignored.example',
      categories: [3, 4],
    });
    expect(body).not.toHaveProperty('submitter_email');
    // An edit says what it unlinks: an online event's venue, no organizer, no terms.
    expect(toBody(values({ attendance: 'online', venue: '3' }), { submitter: false })).toMatchObject({ venue: [], organizer: [], categories: [], tags: [] });
    expect(toBody(values({ attendance: 'online', venue: '3' }), { submitter: true })).not.toHaveProperty('venue');
    expect(paragraphs('  ')).toBe('');
  });
});

describe('the proof of work in the browser', () => {
  it('finds the number the server hid, and the server accepts the answer', async () => {
    const challenge = await createChallenge({ hmacKey: 'k', maxNumber: 3000 });
    const answer = await solveChallenge(challenge);
    expect(answer).not.toBeNull();
    expect(await verifySolution(answer!, 'k', false)).toBe(true);
    const aborted = new AbortController();
    aborted.abort();
    expect(await solveChallenge(challenge, aborted.signal)).toBeNull();
  });
});
