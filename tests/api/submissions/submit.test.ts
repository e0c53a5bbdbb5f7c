import { DateTime } from 'luxon';
import { forgetSubmitters } from '../../../src/plugins/calendar/server/features/submissions/purge';
import { solvedChallenge } from '../../helpers/altcha';
import { authorRoleForEveryLanguage, createAdminToken, createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { createFactories } from '../../helpers/factories';
import { changesOf } from '../../helpers/table-changes';
import { startMailbox } from '../../helpers/mailbox';
import { calendarClient, countAll, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Visitors submit events (issue 36): a submission lands in Pending review, hidden from the public
 * everywhere; the challenge, the honeypot, the blocks and the limits refuse what they should and store
 * nothing; the submitter's private link shows and edits that submission only; editors decide in the admin;
 * messages go out through a real SMTP server, in the submitter's language; personal data is deleted on time.
 */
const mailbox = startMailbox();
const env: Record<string, string> = {
  CALENDAR_TIMEZONE: 'Europe/Lisbon',
  CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER: '2000',
  CALENDAR_SUBMISSIONS_PER_ADDRESS: '12',
  CALENDAR_SUBMISSIONS_NOTIFY: 'editors@site.example',
  CALENDAR_SUBMISSIONS_BLOCKED_EMAIL_DOMAINS: 'spam.example',
};
beforeAll(async () => Object.assign(env, await mailbox.listen()));
afterAll(() => mailbox.close());
const app = appForFile(env);

let visitor: CalendarClient;
let editor: CalendarClient;
let accepted = 0;

beforeAll(async () => {
  visitor = calendarClient(app);
  editor = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

const proposal = (extra: object = {}) => ({
  title: 'Community jazz picnic',
  description: '<p>Bring a blanket.</p><script>alert(1)</script>',
  start_date: '2031-06-14 15:00:00',
  end_date: '2031-06-14 18:00:00',
  submitter_name: 'Ana Visitor',
  submitter_email: 'ana@visitor.example',
  consent: true,
  ...extra,
});

async function submitOne(extra: object = {}) {
  const res = await visitor.post('/submissions', { ...proposal(extra), altcha: await solvedChallenge(visitor) });
  if (res.status === 201) accepted += 1;
  return res;
}

const eventOf = async (reference: string) => {
  const row = (await app.strapi.db.query('plugin::calendar.submission' as never).findOne({ where: { reference } })) as Record<string, unknown>;
  const event = (await app.strapi.db.query('api::event.event').findOne({ where: { documentId: row.eventDocumentId } })) as Record<string, unknown>;
  return { row, event };
};
const linkIn = (text: string) => {
  const match = /\/calendar\/submission\/(S-[A-Z0-9]+)\?key=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no private link in ${text}`);
  return { reference: match[1], key: match[2] };
};

describe('a submission', () => {
  it('lands in Pending review with its proposed venue, hidden from the public everywhere, its submitter kept apart', async () => {
    const res = await submitOne({ venue: { venue: 'The Riverside Lawn', city: 'Lisbon' }, ml_language: 'fr' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['reference', 'status']);
    const { row, event } = await eventOf(res.body.reference);
    expect(event).toMatchObject({ title: 'Community jazz picnic', postStatus: 'pending', locale: 'fr' });
    expect(String(event.description)).not.toContain('<script');
    expect(row).toMatchObject({ state: 'pending', submitterEmail: 'ana@visitor.example', language: 'fr' });
    const venue = (await app.strapi.db.query('api::venue.venue').findOne({ where: { name: 'The Riverside Lawn' } })) as { postStatus: string };
    expect(venue.postStatus).toBe('pending');

    // Invisible to the public: list, search, single, slug, feed, page, venues.
    const id = (await app.strapi.db.query('api::event.event').findOne({ where: { documentId: event.documentId } })) as { postId: number; slug: string };
    for (const path of ['/fr/api/cal/events/v1/events?start_date=2031-06-01&end_date=2031-06-30', '/events?search=picnic&start_date=2031-01-01', '/fr/api/cal/events/v1/venues']) {
      const list = await visitor.get(path).expect(200);
      const records = JSON.stringify(list.body.events ?? list.body.venues);
      expect(records).not.toContain('picnic');
      expect(records).not.toContain('Riverside');
    }
    expect([401, 403, 404]).toContain((await visitor.get(`/events/${id.postId}`)).status);
    // By slug: an unknown slug is a parameter error (contract 8), as for a draft.
    expect([400, 401, 403, 404]).toContain((await visitor.get(`/fr/api/cal/events/v1/events/by-slug/${id.slug}`)).status);
    expect((await visitor.get('/events.ics?start_date=2031-06-01&end_date=2031-06-30')).text).not.toContain('picnic');
    expect((await app.http().get(`/fr/event/${id.slug}/`)).status).toBe(404);
    // Editors see it, without the submitter's data: it is never in the event's fields.
    const seen = await editor.get(`/events/${id.postId}`).expect(200);
    expect(seen.body.status).toBe('pending');
    expect(JSON.stringify(seen.body)).not.toMatch(/ana@visitor|Ana Visitor/);

    // The receipt, in French, with the private link; the site is told.
    const receipt = await mailbox.waitFor((m) => m.to.includes('ana@visitor.example'));
    expect(receipt.subject).toContain('Nous avons reçu votre événement');
    expect(linkIn(receipt.text).reference).toBe(res.body.reference);
    expect(receipt.text).toContain('/fr/calendar/submission/');
    const notice = await mailbox.waitFor((m) => m.to.includes('editors@site.example'));
    expect(notice.text).toContain('/admin/content-manager/collection-types/api::event.event/');
  });

  it('refuses a bad body, an unsolved or replayed challenge, a blocked domain, and stores nothing; a bot gets a fake receipt', async () => {
    const before = await countAll(app.strapi);
    const submissions = () => app.strapi.db.query('plugin::calendar.submission' as never).count({});
    const kept = await submissions();
    const altcha = await solvedChallenge(visitor);
    const cases: [object, number, string][] = [
      [{ ...proposal(), altcha, title: '' }, 400, 'rest_invalid_param'],
      [{ ...proposal(), altcha, submitter_email: 'not-an-email' }, 400, 'rest_invalid_param'],
      [{ ...proposal(), altcha, consent: false }, 400, 'rest_invalid_param'],
      [{ ...proposal(), altcha, status: 'publish' }, 400, 'rest_invalid_param'],
      [{ ...proposal(), altcha, author: 1 }, 400, 'rest_invalid_param'],
      [{ ...proposal(), altcha, categories: ['Brand new category'] }, 400, 'rest_invalid_param'],
      [{ ...proposal(), altcha, image: 1 }, 400, 'rest_invalid_param'],
      [{ ...proposal(), altcha, end_date: '2031-06-13 10:00:00' }, 400, 'event-end-before-start'],
      [{ ...proposal(), altcha: 'bm90IGEgc29sdXRpb24=' }, 400, 'rest_invalid_param'],
      [proposal(), 400, 'rest_missing_callback_param'],
      [{ ...proposal(), altcha, submitter_email: 'bot@mx.spam.example' }, 403, 'cal_submission_refused'],
    ];
    for (const [body, status, code] of cases) {
      const res = await visitor.post('/submissions', body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status, code });
    }
    // A solved challenge is spent once (the refused writes above spent theirs too: the form asks for a new one).
    const fresh = await solvedChallenge(visitor);
    expect((await visitor.post('/submissions', { ...proposal(), altcha: fresh })).status).toBe(201);
    accepted += 1;
    const replay = await visitor.post('/submissions', { ...proposal(), altcha: fresh });
    expect(replay.status).toBe(400);
    expect(replay.body.data.params.altcha).toMatch(/already used/);
    // The honeypot: told it worked, nothing stored, nothing counted.
    const bot = await visitor.post('/submissions', { ...proposal({ title: 'Cheap pills' }), nickname: 'x', altcha: await solvedChallenge(visitor) });
    expect(bot.status).toBe(201);
    expect(await app.strapi.db.query('api::event.event').count({ where: { title: 'Cheap pills' } })).toBe(0);
    const after = await countAll(app.strapi);
    expect(after.event).toBe(before.event + 1);
    expect(await submissions()).toBe(kept + 1);
  });

  it('marks a possible duplicate of a published event on the same day and place', async () => {
    const f = createFactories(app.strapi);
    const venue = await f.createVenue({ name: 'Blue Hall' });
    const original = await f.createEvent({ title: 'Jazz Night', venues: [venue], startDate: new Date('2031-07-02T19:00:00Z'), endDate: new Date('2031-07-02T21:00:00Z') });
    const venueId = (venue as unknown as { postId: number }).postId;
    const res = await submitOne({ title: 'Jazz night at Blue Hall!', start_date: '2031-07-02 20:30:00', end_date: '2031-07-02 22:00:00', venue: venueId });
    expect(res.status).toBe(201);
    const { row } = await eventOf(res.body.reference);
    expect(row.duplicateOfDocumentId).toBe((original as unknown as { documentId: string }).documentId);
    const other = await submitOne({ title: 'Poetry reading', start_date: '2031-07-02 20:30:00', end_date: '2031-07-02 22:00:00', venue: venueId });
    expect((await eventOf(other.body.reference)).row.duplicateOfDocumentId).toBeNull();
  });
});

describe('the private link', () => {
  it('shows and edits its submission only, sends an edit back to review, and expires', async () => {
    mailbox.mails.length = 0;
    const mine = await submitOne({ submitter_email: 'link@visitor.example', title: 'Open studio' });
    const theirs = await submitOne({ submitter_email: 'other@visitor.example', title: 'Other studio' });
    const { reference, key } = linkIn((await mailbox.waitFor((m) => m.to.includes('link@visitor.example'))).text);
    const other = linkIn((await mailbox.waitFor((m) => m.to.includes('other@visitor.example'))).text);
    expect(reference).toBe(mine.body.reference);
    const shown = await visitor.get(`/submissions/${reference}?key=${key}`).expect(200);
    expect(shown.body).toMatchObject({ reference, status: 'pending', event: { title: 'Open studio', status: 'pending' } });
    expect(shown.headers['cache-control']).toBe('no-store');
    // Another submission's key, no key, a made-up reference: one answer.
    for (const path of [`/submissions/${reference}?key=${other.key}`, `/submissions/${reference}`, `/submissions/S-ABCDEFGHJK?key=${key}`, `/submissions/${theirs.body.reference}?key=${key}`]) {
      const res = await visitor.get(path);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'cal_submission_not_found' });
    }
    // The key edits this event only: the other one is untouched.
    await visitor.post(`/submissions/${reference}?key=${key}`, { title: 'Open studio, second floor', status: 'publish' }).expect(400);
    const edited = await visitor.post(`/submissions/${reference}?key=${key}`, { title: 'Open studio, second floor' }).expect(200);
    expect(edited.body.event.title).toBe('Open studio, second floor');
    expect((await eventOf(theirs.body.reference)).event.title).toBe('Other studio');
    // Approved, then edited by its submitter: back to review, unpublished.
    const admin = await createAdminToken(app);
    const { event } = await eventOf(reference);
    await app.http().post('/calendar/submissions/decide').set('Authorization', `Bearer ${admin}`).send({ documentIds: [event.documentId], locale: 'en', decision: 'approve' }).expect(200);
    expect((await eventOf(reference)).event.postStatus).toBe('publish');
    await visitor.post(`/submissions/${reference}?key=${key}`, { cost: '5 €' }).expect(200);
    expect((await eventOf(reference)).event.postStatus).toBe('pending');
    expect((await eventOf(reference)).row.state).toBe('pending');
    // Expired.
    await app.strapi.db.query('plugin::calendar.submission' as never).update({ where: { reference }, data: { linkExpiresAt: new Date(Date.now() - 1000) } } as never);
    expect((await visitor.get(`/submissions/${reference}?key=${key}`)).status).toBe(404);
    expect((await visitor.post(`/submissions/${reference}?key=${key}`, { title: 'Late' })).status).toBe(404);
  });
});

describe('the pages', () => {
  it('serve the form on a page of its own and the private page, never cached nor indexed', async () => {
    const form = await app.http().get('/fr/calendar/submit').expect(200);
    expect(form.text).toContain('<event-submit heading-level="1"');
    expect(form.text).toContain('lang="fr"');
    const own = await app.http().get('/calendar/submission/S-ABCDEFGHJK?key=abc').expect(200);
    expect(own.text).toContain('reference="S-ABCDEFGHJK"');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['referrer-policy']).toBe('no-referrer');
    expect(own.text).toContain('<meta name="robots" content="noindex">');
    // The reference is text in an attribute, whatever it holds.
    const odd = await app.http().get(`/calendar/submission/${encodeURIComponent('"><script>x</script>')}`).expect(200);
    expect(odd.text).not.toContain('<script>x');
  });
});

describe('decisions', () => {
  it('approve (published with its venue, the submitter told in their language), reject with a reason, spam forgotten', async () => {
    mailbox.mails.length = 0;
    const admin = await createAdminToken(app);
    const decide = (body: object, token = admin) => app.http().post('/calendar/submissions/decide').set('Authorization', `Bearer ${token}`).send(body);
    const yes = await submitOne({ submitter_email: 'yes@visitor.example', title: 'Choir evening', venue: { venue: 'Old Church' }, ml_language: 'pt-pt' });
    const no = await submitOne({ submitter_email: 'no@visitor.example', title: 'Loud party' });
    const junk = await submitOne({ submitter_email: 'junk@visitor.example', title: 'Buy followers', organizer: { organizer: 'Junk Inc' } });
    const docOf = async (r: { body: { reference: string } }) => String((await eventOf(r.body.reference)).event.documentId);

    // Callers who may not decide: the public, API tokens, an Author (no publish of others' records).
    const author = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'submissions'));
    const target = { documentIds: [await docOf(yes)], locale: 'pt-PT', decision: 'approve' };
    expect((await app.http().post('/calendar/submissions/decide').send(target)).status).toBe(401);
    expect((await decide(target, (await createApiToken(app.strapi, 'full-access')) as string)).status).toBe(401);
    expect((await decide(target, author)).status).toBe(403);
    expect((await eventOf(yes.body.reference)).event.postStatus).toBe('pending');

    await decide(target).expect(200);
    const approved = await eventOf(yes.body.reference);
    expect(approved.event.postStatus).toBe('publish');
    expect(approved.row.state).toBe('approved');
    expect(((await app.strapi.db.query('api::venue.venue').findOne({ where: { name: 'Old Church' } })) as { postStatus: string }).postStatus).toBe('publish');
    const told = await mailbox.waitFor((m) => m.to.includes('yes@visitor.example') && /publicado/.test(m.subject));
    expect(told.text).toMatch(/http:\/\/calendar\.test\/pt-pt\/event\/[\w-]+\//);

    await decide({ documentIds: [await docOf(no)], locale: 'en', decision: 'reject', reason: 'Not open to the public.' }).expect(200);
    expect((await eventOf(no.body.reference)).event.postStatus).toBe('trash');
    const refusal = await mailbox.waitFor((m) => m.to.includes('no@visitor.example') && /not published/.test(m.subject));
    expect(refusal.text).toContain('Not open to the public.');

    // A series rejected: its longer write commits after the outbox would have looked; the mail still goes at once.
    const weekly = await submitOne({ submitter_email: 'series@visitor.example', title: 'Weekly noise', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] });
    await decide({ documentIds: [await docOf(weekly)], locale: 'en', decision: 'reject', reason: 'Too loud.' }).expect(200);
    expect((await mailbox.waitFor((m) => m.to.includes('series@visitor.example') && /not published/.test(m.subject), 5000)).text).toContain('Too loud.');

    const junkDoc = await docOf(junk);
    await decide({ documentIds: [junkDoc], locale: 'en', decision: 'spam' }).expect(200);
    expect(await app.strapi.db.query('api::event.event').count({ where: { documentId: junkDoc } })).toBe(0);
    expect(await app.strapi.db.query('api::organizer.organizer').count({ where: { name: 'Junk Inc' } })).toBe(0);
    const spam = (await app.strapi.db.query('plugin::calendar.submission' as never).findOne({ where: { reference: junk.body.reference } })) as Record<string, unknown>;
    expect(spam).toMatchObject({ state: 'spam', submitterEmail: null, submitterName: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.mails.some((m) => m.to.includes('junk@visitor.example') && !/reçu|received|Recebemos/.test(m.subject))).toBe(false);

    // Personal data goes keepDays (90) after the decision, not before.
    expect(await forgetSubmitters(app.strapi, DateTime.now().plus({ days: 89 }))).toBe(0);
    expect(await forgetSubmitters(app.strapi, DateTime.now().plus({ days: 91 }))).toBeGreaterThanOrEqual(2);
    const forgotten = (await app.strapi.db.query('plugin::calendar.submission' as never).findOne({ where: { reference: no.body.reference } })) as Record<string, unknown>;
    expect(forgotten).toMatchObject({ submitterEmail: null, submitterName: null, tokenHash: null, state: 'rejected' });
  });
});

describe('proposals', () => {
  it('merge into an existing venue the editor picks instead (the proposal goes to the trash), and count nowhere while pending', async () => {
    const f = createFactories(app.strapi);
    const existing = (await f.createVenue({ name: 'Harbour Hall' })) as unknown as { postId: number; documentId: string };
    const category = (await f.createCategory({ name: 'Harbour music' })) as unknown as { termId: number };
    const res = await submitOne({ title: 'Sea shanties', venue: { venue: 'The harbour hall (upstairs)' }, categories: [category.termId] });
    expect(res.status).toBe(201);
    const { event } = await eventOf(res.body.reference);
    // Pending: the category counts no event yet.
    const counted = async () => (await editor.get(`/categories/${category.termId}`).expect(200)).body.count;
    expect(await counted()).toBe(0);
    // The editor links the venue the calendar already has, then approves.
    const id = (event as { postId: number }).postId;
    await editor.post(`/events/${id}`, { venue: existing.postId }).expect(200);
    const admin = await createAdminToken(app);
    await app.http().post('/calendar/submissions/decide').set('Authorization', `Bearer ${admin}`).send({ documentIds: [event.documentId], locale: 'en', decision: 'approve' }).expect(200);
    const published = await visitor.get(`/events/${id}`).expect(200);
    expect(published.body.venue.venue).toBe('Harbour Hall');
    const proposed = (await app.strapi.db.query('api::venue.venue').findOne({ where: { name: 'The harbour hall (upstairs)' } })) as { postStatus: string };
    expect(proposed.postStatus).toBe('trash');
    expect(await counted()).toBe(1);
  });
});

describe('callers who may not decide or edit', () => {
  it('change no record at all, the dates of a submitted series and its translations included', async () => {
    const series = await submitOne({ submitter_email: 'nochange@visitor.example', title: 'Guarded weekly', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] });
    const { event } = await eventOf(series.body.reference);
    const target = { documentIds: [event.documentId], locale: 'en' };
    // An Author of the admin owning one date of the series (the Content Manager's "is creator" condition).
    const authorRole = await authorRoleForEveryLanguage(app, 'guarded-series');
    const author = await createAdminToken(app, authorRole);
    const authorUser = (await app.strapi.db.query('admin::user').findMany({ where: { roles: { id: authorRole } } })) as { id: number }[];
    const firstDate = (await app.strapi.db.query('api::event.event').findOne({ where: { parentEvent: { documentId: event.documentId } } })) as { id: number };
    if (authorUser[0]) await app.strapi.db.query('api::event.event').update({ where: { id: firstDate.id }, data: { createdBy: authorUser[0].id } });
    const oneAction = (await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.update'])) as string;
    const attempts: [string, () => Promise<{ status: number }>][] = [
      ['anonymous decides', () => app.http().post('/calendar/submissions/decide').send({ ...target, decision: 'approve' })],
      ['a token with one action decides', () => app.http().post('/calendar/submissions/decide').set('Authorization', `Bearer ${oneAction}`).send({ ...target, decision: 'approve' })],
      ['an Author approves', () => app.http().post('/calendar/submissions/decide').set('Authorization', `Bearer ${author}`).send({ ...target, decision: 'approve' })],
      ['an Author rejects', () => app.http().post('/calendar/submissions/decide').set('Authorization', `Bearer ${author}`).send({ ...target, decision: 'reject', reason: 'x' })],
      ['an Author marks spam', () => app.http().post('/calendar/submissions/decide').set('Authorization', `Bearer ${author}`).send({ ...target, decision: 'spam' })],
      ['a visitor without the key edits', () => visitor.post(`/submissions/${series.body.reference}`, { title: 'Taken over' })],
      ['a visitor with a wrong key edits', () => visitor.post(`/submissions/${series.body.reference}?key=${'A'.repeat(32)}`, { title: 'Taken over' })],
    ];
    for (const [who, attempt] of attempts) {
      let status = 0;
      const changed = await changesOf(app.strapi, async () => (status = (await attempt()).status));
      expect({ who, status: [401, 403, 404].includes(status), changed: [...changed] }).toEqual({ who, status: true, changed: [] });
    }
  });
});

describe('the limits', () => {
  it('accept perAddress submissions per window from one address, then answer 429 with Retry-After', async () => {
    let last;
    while (accepted < 12) {
      last = await submitOne({ title: `Filler ${accepted}` });
      expect(last.status).toBe(201);
    }
    const refused = await visitor.post('/submissions', { ...proposal(), altcha: await solvedChallenge(visitor) });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('cal_too_many_submissions');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
