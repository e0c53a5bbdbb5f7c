/**
 * The values of the submission form → the API's body (features/submissions/submission-body.ts), and the
 * API's answer → the form's fields. Pure, so it is tested without a browser.
 */
export interface FormValues {
  title: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
  zone: string;
  repeat: '' | 'WEEKLY' | 'MONTHLY';
  until: string;
  attendance: '' | 'offline' | 'online' | 'mixed';
  venue: string;
  venueName: string;
  address: string;
  city: string;
  onlineUrl: string;
  organizer: string;
  organizerName: string;
  organizerEmail: string;
  organizerPhone: string;
  categories: number[];
  tags: number[];
  cost: string;
  website: string;
  image: string;
  yourName: string;
  yourEmail: string;
  consent: boolean;
  nickname: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Plain text → paragraphs (the visitor writes text; the server's HTML filter keeps it safe either way). */
export const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Which API field each form field is sent as (and so which field an API error names). */
export const API_FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  start_date: 'startDate',
  end_date: 'endDate',
  all_day: 'allDay',
  timezone: 'zone',
  recurrence: 'until',
  venue: 'venue',
  organizer: 'organizer',
  categories: 'categories',
  tags: 'tags',
  cost: 'cost',
  website: 'website',
  image: 'image',
  attendance_mode: 'attendance',
  online_url: 'onlineUrl',
  submitter_name: 'yourName',
  submitter_email: 'yourEmail',
  consent: 'consent',
};

const sent = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The body of `POST /submissions` (with the submitter) or of an edit through the private link (without). */
export function toBody(v: FormValues, { submitter }: { submitter: boolean }): Record<string, unknown> {
  const time = (t: string, fallback: string) => (v.allDay || !t ? fallback : `${t}:00`);
  const body: Record<string, unknown> = {
    title: v.title.trim(),
    description: sent(paragraphs(v.description)),
    start_date: `${v.startDate} ${time(v.startTime, '00:00:00')}`,
    end_date: `${v.endDate || v.startDate} ${time(v.endTime, v.allDay ? '23:59:59' : time(v.startTime, '00:00:00'))}`,
    all_day: v.allDay,
    timezone: sent(v.zone),
    recurrence: v.repeat ? [`RRULE:FREQ=${v.repeat}${v.until ? `;UNTIL=${v.until.replace(/-/g, '')}` : ';COUNT=10'}`] : undefined,
    attendance_mode: v.attendance || undefined,
    online_url: v.attendance && v.attendance !== 'offline' ? sent(v.onlineUrl) : undefined,
    cost: sent(v.cost),
    website: sent(v.website),
    image: sent(v.image),
    categories: v.categories.length ? v.categories : undefined,
    tags: v.tags.length ? v.tags : undefined,
  };
  if (v.attendance !== 'online') {
    if (v.venue === 'new') body.venue = { venue: v.venueName.trim(), address: sent(v.address), city: sent(v.city) };
    else if (v.venue) body.venue = Number(v.venue);
  }
  if (v.organizer === 'new') body.organizer = { organizer: v.organizerName.trim(), email: sent(v.organizerEmail), phone: sent(v.organizerPhone) };
  else if (v.organizer) body.organizer = Number(v.organizer);
  // An edit says what it unlinks (an empty list), a new submission just links nothing.
  if (!submitter) {
    if (body.venue === undefined) body.venue = [];
    if (body.organizer === undefined) body.organizer = [];
    body.categories ??= [];
    body.tags ??= [];
  }
  if (submitter) Object.assign(body, { submitter_name: v.yourName.trim(), submitter_email: v.yourEmail.trim(), consent: v.consent, nickname: v.nickname });
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
