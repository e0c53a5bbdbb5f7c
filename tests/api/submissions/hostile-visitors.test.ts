import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { challengeKey } from '../../../src/plugins/calendar/server/features/submissions/challenge';
import { getPluginContext } from '../../../src/plugins/calendar/server/lib/utils';
import { solvedChallenge } from '../../helpers/altcha';
import { authorRoleForEveryLanguage, createAdminToken, createApiToken, createUserJwt } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { createFactories } from '../../helpers/factories';
import { startMailbox } from '../../helpers/mailbox';
import { calendarClient, countAll, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Visitors' submissions against hostile callers (issue 36; an attack review, kept): a spammer, a malicious
 * visitor, an editor with too few rights. Each test asserts the safe behaviour: fields smuggled in any form,
 * others' records linked or changed, challenges forged or replayed, limits dodged, bounds exceeded (series,
 * records, lengths), markup in every field and where it is shown, the submitter's data leaking, the private
 * link opened by others, decisions without rights. Found and fixed by it: series refused at the door, a
 * reject without the delete right, media-library IDs in proposals, markup in proposals' plain fields.
 */
const mailbox = startMailbox();
const PER_ADDRESS = 70;
const env: Record<string, string> = {
  CALENDAR_TIMEZONE: 'Europe/Lisbon',
  CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER: '2000',
  CALENDAR_SUBMISSIONS_PER_ADDRESS: String(PER_ADDRESS),
  CALENDAR_SUBMISSIONS_NOTIFY: 'editors@site.example',
};
beforeAll(async () => Object.assign(env, await mailbox.listen()));
afterAll(() => mailbox.close());
const app = appForFile(env);

let visitor: CalendarClient;
let editor: CalendarClient;
let admin: string;
let accepted = 0;

beforeAll(async () => {
  visitor = calendarClient(app);
  editor = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  admin = await createAdminToken(app);
});

let n = 0;
const proposal = (extra: object = {}) => ({
  title: `Probe event ${++n}`,
  description: '<p>Hello</p>',
  start_date: '2032-03-10 15:00:00',
  end_date: '2032-03-10 18:00:00',
  submitter_name: 'Eve Attacker',
  submitter_email: `eve${n}@attacker.example`,
  consent: true,
  ...extra,
});
async function submit(extra: object = {}, client = visitor) {
  const res = await client.post('/submissions', { ...proposal(extra), altcha: await solvedChallenge(visitor) });
  if (res.status === 201) accepted += 1;
  return res;
}
const SUB = 'plugin::calendar.submission' as never;
const eventOf = async (reference: string) => {
  const row = (await app.strapi.db.query(SUB).findOne({ where: { reference } })) as Record<string, any>;
  const event = (await app.strapi.db.query(UID.event).findOne({ where: { documentId: row.eventDocumentId }, populate: { venues: true, organizers: true } })) as Record<string, any>;
  return { row, event };
};
const linkIn = (text: string) => {
  const match = /\/calendar\/submission\/(S-[A-Z0-9]+)\?key=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no private link in ${text}`);
  return { reference: match[1], key: match[2] };
};
/** Submits and returns the reference, the key (from the receipt) and the event. */
async function submitWithLink(extra: object = {}) {
  const email = `link${++n}@attacker.example`;
  const res = await submit({ ...extra, submitter_email: email });
  expect(res.status).toBe(201);
  const link = linkIn((await mailbox.waitFor((m) => m.to.includes(email))).text);
  return { ...link, ...(await eventOf(link.reference)) };
}
const decide = (body: object, token: string | null = admin) => {
  const req = app.http().post('/calendar/submissions/decide');
  return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
};
const not500 = (res: { status: number; text: string }) => expect({ status: res.status < 500 ? 'ok' : res.status, text: res.status < 500 ? '' : res.text }).toEqual({ status: 'ok', text: '' });

describe('smuggling a status or other editor-only fields', () => {
  it('form-encoded body with status=publish is refused, nothing stored', async () => {
    const before = await countAll(app.strapi);
    const altcha = await solvedChallenge(visitor);
    const form = new URLSearchParams({ title: 'Form smuggle', start_date: '2032-03-10 15:00:00', end_date: '2032-03-10 16:00:00', submitter_name: 'E', submitter_email: 'e@attacker.example', consent: 'true', altcha, status: 'publish' });
    const res = await visitor.form('post', '/submissions', form.toString());
    expect(res.status).toBe(400);
    expect((await countAll(app.strapi)).event).toBe(before.event);
  });

  it('form-encoded body (no status) lands pending; status in the query string is ignored', async () => {
    const altcha = await solvedChallenge(visitor);
    const form = new URLSearchParams({ title: 'Form ok', start_date: '2032-03-10 15:00:00', end_date: '2032-03-10 16:00:00', submitter_name: 'E', submitter_email: 'e@attacker.example', consent: 'true', altcha });
    const res = await visitor.form('post', '/submissions?status=publish&post_status=publish', form.toString());
    expect(res.status).toBe(201);
    accepted += 1;
    expect((await eventOf(res.body.reference)).event.postStatus).toBe('pending');
  });

  it.each([
    ['venues list', { venues: [1] }],
    ['translation_of', { translation_of: 1 }],
    ['recurrence_scope', { recurrence_scope: 'all' }],
    ['featured', { featured: true }],
    ['sticky', { sticky: true }],
    ['hide_from_listings', { hide_from_listings: false }],
    ['slug', { slug: 'home' }],
    ['date (publish date)', { date: '2001-01-01 00:00:00' }],
    ['password', { password: 'x' }],
    ['__proto__', JSON.parse('{"__proto__": {"status": "publish"}}')],
    ['constructor', { constructor: { prototype: { status: 'publish' } } }],
  ])('refuses top-level %s', async (_, extra) => {
    const res = await submit(extra);
    expect([400, 403]).toContain(res.status);
  });

  it('nested venue {venue, status: publish} and organizer {organizer, status: publish} land pending', async () => {
    const res = await submit({ venue: { venue: 'Smuggled Hall', status: 'publish' }, organizer: [{ organizer: 'Smuggled Org', status: 'publish' }] });
    expect(res.status).toBe(201);
    const { event } = await eventOf(res.body.reference);
    expect(event.postStatus).toBe('pending');
    expect(event.venues.map((v: any) => v.postStatus)).toEqual(['pending']);
    expect(event.organizers.map((o: any) => o.postStatus)).toEqual(['pending']);
  });

  it('inline venue with author / translation_of / password / image by media ID is refused or neutralised', async () => {
    const f = createFactories(app.strapi);
    const published = (await f.createVenue({ name: 'Published Translated Hall' })) as any;
    const adminUser = (await app.strapi.db.query('admin::user').findOne({})) as { id: number };
    const attempts: [string, object][] = [
      ['author', { venue: { venue: 'Auth Hall', author: adminUser.id } }],
      ['translation_of', { venue: { venue: 'Transl Hall', translation_of: published.postId, ml_language: 'fr' } }],
      ['organizer author', { organizer: { organizer: 'Auth Org', author: adminUser.id } }],
    ];
    for (const [label, extra] of attempts) {
      const res = await submit(extra);
      not500(res);
      if (res.status === 201) {
        const { event } = await eventOf(res.body.reference);
        const linked = [...event.venues, ...event.organizers];
        // Never linked to (or made a translation of) the published record, never in its document.
        expect({ label, docs: linked.map((l: any) => l.documentId) }).toEqual({ label, docs: linked.map(() => expect.not.stringMatching(published.documentId)) });
        expect({ label, statuses: linked.map((l: any) => l.postStatus) }).toEqual({ label, statuses: linked.map(() => 'pending') });
      }
    }
    // The published venue has no new language.
    expect(await app.strapi.db.query(UID.venue).count({ where: { documentId: published.documentId } })).toBe(1);
  });

  it('inline venue image by media-library ID is refused as the event image is', async () => {
    const file = (await app.strapi.db.query('plugin::upload.file').create({ data: { name: 'private.png', hash: 'private_x', ext: '.png', mime: 'image/png', size: 1, url: '/uploads/private_x.png', provider: 'local' } })) as { id: number };
    const res = await submit({ venue: { venue: 'Media Hall', image: file.id }, organizer: { organizer: 'Media Org', image: file.id } });
    expect(res.status).toBe(400);
  });

  it.each([
    ['website javascript:', { website: 'javascript:alert(1)' }],
    ['online_url javascript:', { online_url: 'javascript:alert(1)' }],
    ['venue website javascript:', { venue: { venue: 'JS Hall', website: 'javascript:alert(1)' } }],
    ['organizer website data:', { organizer: { organizer: 'JS Org', website: 'data:text/html,<script>alert(1)</script>' } }],
  ])('refuses a script URL: %s', async (_, extra) => {
    const res = await submit(extra);
    expect(res.status).toBe(400);
  });
});

describe('linking records that are not the submission’s', () => {
  it.each(['draft', 'pending', 'private', 'trash'])('refuses an existing %s venue and organizer by ID, stores nothing', async (postStatus) => {
    const f = createFactories(app.strapi);
    const venue = (await f.createVenue({ name: `Hidden ${postStatus} venue`, postStatus })) as any;
    const organizer = (await f.createOrganizer({ name: `Hidden ${postStatus} org`, postStatus, email: 'secret@org.example' })) as any;
    const before = (await countAll(app.strapi)).event;
    for (const extra of [{ venue: venue.postId }, { venue: { id: venue.postId } }, { venue: String(venue.postId) }, { organizer: [organizer.postId] }, { organizer: { id: organizer.postId, organizer: 'x' } }]) {
      const res = await submit(extra);
      expect({ extra, status: res.status }).toEqual({ extra, status: 400 });
    }
    expect((await countAll(app.strapi)).event).toBe(before);
  });

  it('an inline venue named like a draft venue does not link the draft', async () => {
    const f = createFactories(app.strapi);
    const draft = (await f.createVenue({ name: 'Secret Draft Venue', postStatus: 'draft', address: 'Secret street 1' })) as any;
    const res = await submit({ venue: { venue: 'Secret Draft Venue' } });
    expect(res.status).toBe(201);
    const { event } = await eventOf(res.body.reference);
    expect(event.venues[0].documentId).not.toBe(draft.documentId);
  });

  it('categories/tags: unknown IDs do not create or 500; a name string is refused', async () => {
    not500(await submit({ categories: [999999], tags: [999998] }));
    expect((await submit({ tags: 'newtag' })).status).toBe(400);
    expect((await submit({ categories: 'Brand new, other' })).status).toBe(400);
  });
});

describe('resources: huge series, many records, long strings, odd bodies', () => {
  it('a huge recurrence is refused before writing, with a 4xx', async () => {
    const before = (await countAll(app.strapi)).event;
    for (const recurrence of [['RRULE:FREQ=DAILY;COUNT=100000'], ['RRULE:FREQ=MINUTELY;COUNT=5000'], ['RRULE:FREQ=SECONDLY'], ['RRULE:FREQ=DAILY'], Array.from({ length: 3000 }, (_, i) => `RDATE:2033${String((i % 12) + 1).padStart(2, '0')}01T10${String(i % 60).padStart(2, '0')}00`)]) {
      const res = await submit({ recurrence });
      not500(res);
      expect(res.status).not.toBe(201);
    }
    expect((await countAll(app.strapi)).event).toBe(before);
  }, 120_000);

  it('a visitor cannot make hundreds of event rows with one submission (series bound for visitors)', async () => {
    const before = (await countAll(app.strapi)).event;
    const t = Date.now();
    const res = await submit({ recurrence: ['RRULE:FREQ=DAILY;COUNT=1500'] });
    const ms = Date.now() - t;
    const made = (await countAll(app.strapi)).event - before;
    // SAFE: a small bound for anonymous visitors (here: at most 366 dates); the submission door uses maxWriteRecords (2000).
    expect({ status: res.status, made, ms: ms > 0 }).toEqual({ status: expect.any(Number), made: expect.any(Number), ms: true });
    expect(made).toBeLessThanOrEqual(366);
  }, 120_000);

  it('recurrence cannot reach other documents (EXDATE/RDATE/RELATED garbage), no 500', async () => {
    const f = createFactories(app.strapi);
    const other = (await f.createEvent({ title: 'Untouchable published event' })) as any;
    for (const recurrence of [['RRULE:FREQ=WEEKLY;COUNT=2', `X-PARENT:${other.documentId}`], ['RECURRENCE-ID:20320310T150000', 'RRULE:FREQ=WEEKLY;COUNT=2'], ['garbage'], ['RRULE:'], ['RRULE:FREQ=WEEKLY;UNTIL=99991231'], ['RRULE:FREQ=YEARLY;COUNT=3;BYSETPOS=-1;BYDAY=MO'], ['EXDATE:nonsense', 'RRULE:FREQ=WEEKLY;COUNT=2']]) {
      const res = await submit({ recurrence });
      expect({ recurrence, status: res.status < 500 }).toEqual({ recurrence, status: true });
    }
    const after = (await app.strapi.db.query(UID.event).findOne({ where: { documentId: other.documentId } })) as any;
    expect(after.title).toBe('Untouchable published event');
    expect(after.postStatus).toBe('publish');
  }, 120_000);

  it('many inline organizers are bounded, no 500', async () => {
    const organizer = Array.from({ length: 3000 }, (_, i) => ({ organizer: `Flood org ${i}` }));
    const before = (await countAll(app.strapi)).organizer;
    const res = await submit({ organizer });
    not500(res);
    const made = (await countAll(app.strapi)).organizer - before;
    expect(made).toBeLessThanOrEqual(50);
  }, 120_000);

  it.each([
    ['title', { title: 'T'.repeat(200_000) }],
    ['description', { description: `<p>${'D'.repeat(3_000_000)}</p>` }],
    ['cost', { cost: '9'.repeat(100_000) }],
    ['venue name', { venue: { venue: 'V'.repeat(100_000) } }],
    ['venue fields', { venue: { venue: 'Long', address: 'A'.repeat(100_000), city: 'C'.repeat(100_000), phone: 'P'.repeat(100_000) } }],
    ['organizer email', { organizer: { organizer: 'Long', email: 'e'.repeat(100_000) } }],
    ['online_access_notes', { online_access_notes: 'N'.repeat(200_000) }],
    ['website', { website: `https://x.example/${'a'.repeat(100_000)}` }],
    ['timezone', { timezone: 'Z'.repeat(10_000) }],
    ['start_date phrase', { start_date: 'next monday '.repeat(5_000) }],
  ])('long %s: a 4xx (or stored bounded), never a 500', async (_, extra) => {
    const res = await submit(extra);
    not500(res);
  }, 60_000);

  it.each([
    ['array body', [1, 2]],
    ['string body', 'hello'],
    ['null fields', { title: null, start_date: null, end_date: null, submitter_name: null, submitter_email: null, consent: null, altcha: null }],
    ['object title', { title: { $ne: '' } }],
    ['venue nested array', { venue: [[[[{ venue: 'x' }]]]] }],
    ['consent string', { consent: 'yes' }],
    ['ml_language unknown', { ml_language: 'xx' }],
    ['ml_language object', { ml_language: { a: 1 } }],
    ['altcha object', { altcha: { signature: 'x' } }],
    ['nickname object', { nickname: { a: 1 } }],
  ])('odd body (%s): 4xx, never 500', async (_, body) => {
    const altcha = await solvedChallenge(visitor);
    const res = Array.isArray(body) || typeof body === 'string' ? await visitor.json('post', '/submissions').set('Content-Type', 'application/json').send(JSON.stringify(body)) : await visitor.post('/submissions', { ...proposal(), altcha, ...body });
    not500(res);
    expect(res.status).not.toBe(201);
  });
});

describe('HTML and script in what visitors send, as stored and as rendered after approval', () => {
  it('stores no script and the public page/feed/JSON-LD render none', async () => {
    const x = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { event, reference } = await submitWithLink({
      title: `Evil ${x} title`,
      description: `<p>ok</p>${x}<a href="javascript:alert(1)">c</a><iframe src="//evil"></iframe><svg onload=alert(1)>`,
      cost: `5 ${x}`,
      venue: { venue: `Evil venue ${x}`, address: x, city: x },
      organizer: { organizer: `Evil org ${x}`, email: x, phone: x },
    });
    expect(reference).toMatch(/^S-/);
    expect(`${event.title} ${event.description}`).not.toMatch(/<script|onerror=|javascript:|<iframe|onload=/i);
    await decide({ documentIds: [event.documentId], locale: event.locale, decision: 'approve' }).expect(200);
    const published = (await app.strapi.db.query(UID.event).findOne({ where: { documentId: event.documentId } })) as any;
    const page = await app.http().get(`/event/${published.slug}/`);
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<script>alert|<img[^>]*onerror|href="javascript:|<iframe|<svg/i);
    const jsonld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    expect(jsonld).not.toMatch(/<\/script/i);
    const feed = await visitor.get(`/events/${event.postId}.ics`);
    expect(feed.text).not.toMatch(/\r\n(BEGIN|END):V(EVENT|CALENDAR)[\s\S]*Evil[\s\S]*\r\nBEGIN:VEVENT/);
  });

  it('plain-text fields of a proposed venue/organizer keep no markup (the public JSON API serves them after approval)', async () => {
    const x = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { event } = await submitWithLink({ venue: { venue: 'Markup venue', address: x, city: x, phone: x }, organizer: { organizer: 'Markup org', email: x, phone: x } });
    await decide({ documentIds: [event.documentId], locale: event.locale, decision: 'approve' }).expect(200);
    const slug = ((await app.strapi.db.query(UID.event).findOne({ where: { documentId: event.documentId } })) as any).slug;
    const page = await app.http().get(`/event/${slug}/`);
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<script>alert|<img[^>]*onerror/i);
    const api = await visitor.get(`/events/${event.postId}`).expect(200);
    expect(JSON.stringify(api.body)).not.toMatch(/<script|onerror=/i);
  });

  it('a title with CR/LF does not inject mail headers or recipients', async () => {
    mailbox.mails.length = 0;
    const email = 'crlf@attacker.example';
    const res = await submit({ title: 'Party\r\nBcc: victim@elsewhere.example\r\nX-Evil: 1', submitter_name: 'Eve\r\nBcc: victim2@elsewhere.example', submitter_email: email });
    if (res.status === 201) {
      await mailbox.waitFor((m) => m.to.includes(email));
      await mailbox.waitFor((m) => m.to.includes('editors@site.example'));
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(mailbox.mails.flatMap((m) => m.to).filter((to) => /victim/.test(to))).toEqual([]);
    for (const m of mailbox.mails) expect(m.subject).not.toMatch(/[\r\n]/);
  });

  it('an ICS feed line cannot be injected through the title (after approval)', async () => {
    const { event } = await submitWithLink({ title: 'Feed\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected', start_date: '2032-04-02 10:00:00', end_date: '2032-04-02 11:00:00' });
    await decide({ documentIds: [event.documentId], locale: event.locale, decision: 'approve' }).expect(200);
    const feed = await visitor.get('/events.ics?start_date=2032-04-01&end_date=2032-04-03');
    expect(feed.text).not.toMatch(/\r\nSUMMARY:Injected/);
  });
});

describe('the challenge', () => {
  const post = async (altcha: string) => visitor.post('/submissions', { ...proposal(), altcha });
  const settings = () => getPluginContext(app.strapi).settings.submissions;
  const payload = async (c: { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number }) => {
    const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber ?? 2000).promise;
    return { algorithm: c.algorithm, challenge: c.challenge, number: s!.number, salt: c.salt, signature: c.signature };
  };

  it('a raw JSON payload is spent like its base64 form (no replay through a second encoding)', async () => {
    const b64 = await solvedChallenge(visitor);
    const json = Buffer.from(b64, 'base64').toString('utf8');
    const first = await post(json);
    expect(first.status).toBe(201);
    accepted += 1;
    for (const again of [b64, json, ` ${json}`, JSON.stringify({ ...JSON.parse(json), extra: 1 }), Buffer.from(JSON.stringify(JSON.parse(json), null, 2)).toString('base64')]) {
      expect((await post(again)).status).toBe(400);
    }
  });

  it('a challenge signed with another key, an expired one, a forged/huge number, garbage: refused, never 500', async () => {
    const other = await createChallenge({ hmacKey: 'another-instance-key', maxNumber: 2000, expires: new Date(Date.now() + 60_000) });
    const expired = await createChallenge({ hmacKey: challengeKey(app.strapi, settings()), maxNumber: 2000, expires: new Date(Date.now() - 1000) });
    const noExpiry = await createChallenge({ hmacKey: 'another-instance-key', maxNumber: 2000 });
    const good = JSON.parse(Buffer.from(await solvedChallenge(visitor), 'base64').toString()) as Record<string, unknown>;
    const cases: unknown[] = [
      await payload(other),
      await payload(expired),
      await payload(noExpiry),
      { ...good, number: 1e308 },
      { ...good, number: '9'.repeat(3000) },
      { ...good, number: -1 },
      { ...good, number: { valueOf: 1 } },
      { ...good, algorithm: 'SHA-1' },
      { ...good, signature: String(good.signature).toUpperCase() },
      { ...good, signature: ['x'] },
      { ...good, salt: `${String(good.salt)}&expires=99999999999` },
    ];
    for (const c of cases) {
      const res = await post(Buffer.from(JSON.stringify(c)).toString('base64'));
      expect({ c, status: res.status }).toEqual({ c, status: 400 });
    }
    for (const garbage of ['%%%%', 'null', '[]', '"x"', '{', Buffer.from('null').toString('base64'), Buffer.from('{"signature":{}}').toString('base64'), 'A'.repeat(3999)]) {
      const res = await post(garbage);
      expect({ garbage: garbage.slice(0, 20), status: res.status }).toEqual({ garbage: garbage.slice(0, 20), status: 400 });
    }
    // The unspent good one still works once.
    expect((await post(Buffer.from(JSON.stringify(good)).toString('base64'))).status).toBe(201);
    accepted += 1;
  });

  it('concurrent replays of one solution: exactly one accepted', async () => {
    const altcha = await solvedChallenge(visitor);
    const results = await Promise.all(Array.from({ length: 6 }, () => post(altcha)));
    const ok = results.filter((r) => r.status === 201).length;
    accepted += ok;
    expect(ok).toBe(1);
    results.forEach(not500);
  });

  it('the challenge route is not cached and its maxnumber is the setting', async () => {
    const a = await visitor.get('/submissions/challenge').expect(200);
    const b = await visitor.get('/submissions/challenge?x=1').expect(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.body.signature).not.toBe(b.body.signature);
    expect(a.body.maxnumber).toBe(2000);
  });
});

describe('leaks of the submitter and of references', () => {
  it('never shows the submitter name/e-mail to editors’ API, lists, /doc, feeds, pages, errors', async () => {
    const { event } = await submitWithLink({ submitter_name: 'Zelda Secretname', title: 'Leak probe', start_date: '2032-05-05 10:00:00', end_date: '2032-05-05 11:00:00' });
    const secret = /Zelda Secretname|link\d+@attacker/;
    for (const path of ['/events?status=pending&start_date=2032-05-01&end_date=2032-05-30', `/events/${event.postId}`, '/events?search=Leak&status=any&start_date=2032-01-01', '/doc', '/']) {
      const res = await editor.get(path);
      expect({ path, leak: secret.test(res.text) }).toEqual({ path, leak: false });
    }
    await decide({ documentIds: [event.documentId], locale: event.locale, decision: 'approve' }).expect(200);
    for (const path of [`/events/${event.postId}`, '/events?start_date=2032-05-01&end_date=2032-05-30', '/events.ics?start_date=2032-05-01&end_date=2032-05-30', `/events/${event.postId}.ics`]) {
      const res = await visitor.get(path);
      expect({ path, leak: secret.test(res.text) }).toEqual({ path, leak: false });
    }
    const slug = ((await app.strapi.db.query(UID.event).findOne({ where: { documentId: event.documentId } })) as any).slug;
    const page = await app.http().get(`/event/${slug}/`);
    expect(page.status).toBe(200);
    expect(secret.test(page.text)).toBe(false);
    // The Content Manager's API does not list submissions to an Editor or an Author (a super admin sees everything).
    for (const role of ['strapi-editor', 'strapi-author']) {
      const cm = await app.http().get('/content-manager/collection-types/plugin::calendar.submission').set('Authorization', `Bearer ${await createAdminToken(app, role)}`);
      expect({ role, leak: secret.test(cm.text) }).toEqual({ role, leak: false });
    }
    // Nor does a content-API route.
    for (const path of ['/api/calendar/submissions', '/api/submissions', '/api/calendar/submission']) {
      const res = await app.http().get(path);
      expect({ path, leak: secret.test(res.text) }).toEqual({ path, leak: false });
    }
  });

  it('the reference opens nothing and answers alike for odd keys; no 500', async () => {
    const { reference, key } = await submitWithLink();
    const answers = new Set<string>();
    for (const path of [
      `/submissions/${reference}?key=${key}x`,
      `/submissions/${reference}?key[]=${key}`,
      `/submissions/${reference}?key=${key}&key=${key}`,
      `/submissions/${reference.toLowerCase()}?key=${key}`,
      `/submissions/${reference}?key=${'a'.repeat(5000)}`,
      `/submissions/..%2F..%2Fevents?key=${key}`,
      `/submissions/S-AAAAAAAAAA?key=${key}`,
      `/submissions/${reference}?key=`,
    ]) {
      const res = await visitor.get(path);
      not500(res);
      answers.add(`${res.status} ${res.body?.code}`);
      const edit = await visitor.post(path, { title: 'hijack' });
      not500(edit);
      answers.add(`${edit.status} ${edit.body?.code}`);
    }
    expect([...answers]).toEqual(['404 cal_submission_not_found']);
  });

  it('the Author role cannot read a submission’s submitter through by-event; summary needs read', async () => {
    const { event } = await submitWithLink();
    const author = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'review-author'));
    const res = await app.http().get(`/calendar/submissions/by-event/${event.documentId}`).set('Authorization', `Bearer ${author}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/attacker\.example/);
    expect((await app.http().get('/calendar/submissions/summary')).status).toBe(401);
    const apiToken = await createApiToken(app.strapi, 'full-access');
    expect((await app.http().get(`/calendar/submissions/by-event/${event.documentId}`).set('Authorization', `Bearer ${apiToken}`)).status).toBe(401);
  });
});

describe('series', () => {
  it('a submission with a small weekly series is accepted (the door lets the series step link the dates it made)', async () => {
    const res = await submit({ recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] });
    expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
  });

  it('a private-link edit that adds a small series is accepted', async () => {
    const { reference, key } = await submitWithLink();
    const res = await visitor.post(`/submissions/${reference}?key=${key}`, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] });
    expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
  });
});

describe('the private link', () => {
  it('edit refuses smuggled status and ID links to hidden records; no edit reaches another document', async () => {
    const f = createFactories(app.strapi);
    const hidden = (await f.createVenue({ name: 'Private venue for link', postStatus: 'private' })) as any;
    const draftOrg = (await f.createOrganizer({ name: 'Draft org for link', postStatus: 'draft', email: 'draft@org.example' })) as any;
    const other = await submitWithLink({ title: 'Someone else’s' });
    const { reference, key, event } = await submitWithLink({ title: 'Mine' });
    const edit = (body: object) => visitor.post(`/submissions/${reference}?key=${key}`, body);
    for (const body of [{ status: 'publish' }, { venues: [hidden.postId] }, { venue: hidden.postId }, { organizer: [draftOrg.postId] }, { translation_of: other.event.postId }, { recurrence_scope: 'all' }, { featured: true }, { slug: other.event.slug }]) {
      const res = await edit(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    // Status in the query string of the edit is not read either.
    const viaQuery = await visitor.post(`/submissions/${reference}?key=${key}&status=publish`, { title: 'Mine again' });
    expect(viaQuery.status).toBe(200);
    expect((await eventOf(reference)).event.postStatus).toBe('pending');
    // A form-encoded edit.
    const form = await visitor.form('post', `/submissions/${reference}?key=${key}`, 'title=Mine+form&status=publish');
    expect(form.status).toBe(400);
    // Other documents untouched.
    expect((await eventOf(other.reference)).event.title).toBe('Someone else’s');
    expect(((await app.strapi.db.query(UID.venue).findOne({ where: { documentId: hidden.documentId } })) as any).postStatus).toBe('private');
    expect(event.documentId).not.toBe(other.event.documentId);
  });

  it('edit with a huge recurrence is refused, with a 4xx, without rows', async () => {
    const { reference, key } = await submitWithLink();
    const before = (await countAll(app.strapi)).event;
    const res = await visitor.post(`/submissions/${reference}?key=${key}`, { recurrence: ['RRULE:FREQ=DAILY;COUNT=100000'] });
    not500(res);
    expect(res.status).not.toBe(200);
    expect((await countAll(app.strapi)).event).toBe(before);
  }, 60_000);

  it('an approved series edited by its submitter goes back to review with every date, none public', async () => {
    const { reference, key, event } = await submitWithLink({ title: 'Weekly meetup', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'], start_date: '2032-06-01 10:00:00', end_date: '2032-06-01 11:00:00' });
    await decide({ documentIds: [event.documentId], locale: event.locale, decision: 'approve' }).expect(200);
    const dates = (await app.strapi.db.query(UID.event).findMany({ where: { parentEvent: { documentId: event.documentId } } })) as any[];
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d.postStatus === 'publish')).toBe(true);
    const res = await visitor.post(`/submissions/${reference}?key=${key}`, { title: 'BUY CHEAP PILLS', description: '<p>spam</p>' });
    expect(res.status).toBe(200);
    const after = (await app.strapi.db.query(UID.event).findMany({ where: { $or: [{ documentId: event.documentId }, { parentEvent: { documentId: event.documentId } }] } })) as any[];
    expect(after.map((d) => [d.title, d.postStatus])).toEqual(after.map(() => [expect.anything(), 'pending']));
    const list = await visitor.get('/events?start_date=2032-06-01&end_date=2032-06-30');
    expect(list.text).not.toMatch(/PILLS/);
  });

  it('an approved submission’s link cannot rewrite its proposed venue, now published and public', async () => {
    const { reference, key, event } = await submitWithLink({ venue: { venue: 'Proposed Then Public Hall', city: 'Lisbon' } });
    await decide({ documentIds: [event.documentId], locale: event.locale, decision: 'approve' }).expect(200);
    const venue = event.venues[0];
    const res = await visitor.post(`/submissions/${reference}?key=${key}`, { venue: { id: venue.postId, venue: 'Renamed by visitor' } });
    not500(res);
    const now = (await app.strapi.db.query(UID.venue).findOne({ where: { documentId: venue.documentId } })) as any;
    expect(now.name).toBe('Proposed Then Public Hall');
    expect(now.postStatus).toBe('publish');
  });

  it('opens nothing after reject or spam', async () => {
    const rejected = await submitWithLink();
    const spam = await submitWithLink();
    await decide({ documentIds: [rejected.event.documentId], locale: rejected.event.locale, decision: 'reject', reason: 'no' }).expect(200);
    await decide({ documentIds: [spam.event.documentId], locale: spam.event.locale, decision: 'spam' }).expect(200);
    for (const s of [rejected, spam]) {
      expect((await visitor.get(`/submissions/${s.reference}?key=${s.key}`)).status).toBe(404);
      expect((await visitor.post(`/submissions/${s.reference}?key=${s.key}`, { title: 'Back from the dead' })).status).toBe(404);
    }
    expect(((await app.strapi.db.query(UID.event).findOne({ where: { documentId: rejected.event.documentId } })) as any).postStatus).toBe('trash');
  });

  it('an editor restoring a rejected event does not re-open the link (state stays rejected)', async () => {
    const s = await submitWithLink();
    await decide({ documentIds: [s.event.documentId], locale: s.event.locale, decision: 'reject' }).expect(200);
    await app.strapi.documents(UID.event).update({ documentId: s.event.documentId, locale: s.event.locale, data: { postStatus: 'pending' } } as never);
    expect((await visitor.get(`/submissions/${s.reference}?key=${s.key}`)).status).toBe(404);
  });
});

describe('admin decisions without the rights', () => {
  async function roleWith(code: string, actions: string[], locales = ['en', 'fr', 'pt-PT']) {
    const roles = app.strapi.service('admin::role');
    const role = await roles.create({ name: `Probe ${code}`, code, description: code });
    await roles.assignPermissions(
      role.id,
      actions.map((action) => ({ action: `plugin::content-manager.explorer.${action}`, subject: UID.event, properties: { locales }, conditions: [] }))
    );
    return createAdminToken(app, role.id);
  }

  it('anonymous, API token, users-permissions JWT: 401, nothing decided', async () => {
    const s = await submitWithLink();
    const body = { documentIds: [s.event.documentId], locale: s.event.locale, decision: 'approve' };
    expect((await decide(body, null)).status).toBe(401);
    expect((await decide(body, await createApiToken(app.strapi, 'full-access'))).status).toBe(401);
    expect((await decide(body, await createUserJwt(app))).status).toBe(401);
    expect((await eventOf(s.reference)).event.postStatus).toBe('pending');
  });

  it('a read-only role cannot mark spam (delete) or approve; nothing deleted', async () => {
    const s = await submitWithLink({ organizer: { organizer: 'Spam target org' } });
    const reader = await roleWith('probe-reader', ['read']);
    for (const decision of ['spam', 'approve', 'reject']) {
      const res = await decide({ documentIds: [s.event.documentId], locale: s.event.locale, decision }, reader);
      expect({ decision, status: res.status }).toEqual({ decision, status: 403 });
    }
    const { event, row } = await eventOf(s.reference);
    expect(event.postStatus).toBe('pending');
    expect(row.state).toBe('pending');
  });

  it('a role with read+update but no delete cannot mark spam nor reject (trash)', async () => {
    const s = await submitWithLink();
    const updater = await roleWith('probe-updater', ['read', 'update']);
    const spam = await decide({ documentIds: [s.event.documentId], locale: s.event.locale, decision: 'spam' }, updater);
    expect(spam.status).toBe(403);
    expect(await app.strapi.db.query(UID.event).count({ where: { documentId: s.event.documentId } })).toBe(1);
    const reject = await decide({ documentIds: [s.event.documentId], locale: s.event.locale, decision: 'reject' }, updater);
    expect(reject.status).toBe(403);
    expect((await eventOf(s.reference)).event.postStatus).toBe('pending');
  });

  it('a role limited to English cannot decide a French submission', async () => {
    const s = await submitWithLink({ ml_language: 'fr' });
    const en = await roleWith('probe-en', ['read', 'update', 'delete'], ['en']);
    for (const locale of ['fr', 'en']) {
      const res = await decide({ documentIds: [s.event.documentId], locale, decision: 'approve' }, en);
      expect([403, 404]).toContain(res.status);
    }
    expect((await eventOf(s.reference)).event.postStatus).toBe('pending');
  });

  it('decide on events that are not submissions, another locale, bad bodies: no change, no 500', async () => {
    const f = createFactories(app.strapi);
    const draft = (await f.createEvent({ title: 'Editor draft', postStatus: 'draft' })) as any;
    const s = await submitWithLink();
    expect((await decide({ documentIds: [draft.documentId], locale: 'en', decision: 'approve' })).status).toBe(404);
    expect(((await app.strapi.db.query(UID.event).findOne({ where: { documentId: draft.documentId } })) as any).postStatus).toBe('draft');
    expect((await decide({ documentIds: [s.event.documentId], locale: 'fr', decision: 'approve' })).status).toBe(404);
    expect((await decide({ documentIds: [draft.documentId], locale: 'en', decision: 'spam' })).status).toBe(404);
    expect(await app.strapi.db.query(UID.event).count({ where: { documentId: draft.documentId } })).toBe(1);
    for (const body of [{}, { documentIds: 'x', locale: 'en', decision: 'approve' }, { documentIds: [{ $ne: 1 }], locale: 'en', decision: 'approve' }, { documentIds: Array(500).fill('a'), locale: 'en', decision: 'approve' }, { documentIds: ['a'], locale: 'en', decision: 'publish' }]) {
      const res = await decide(body);
      expect({ body: JSON.stringify(body).slice(0, 40), status: res.status }).toEqual({ body: JSON.stringify(body).slice(0, 40), status: 400 });
    }
  });

  it('spam of a submission that linked a published venue by ID does not delete that venue', async () => {
    const f = createFactories(app.strapi);
    const shared = (await f.createVenue({ name: 'Shared public hall' })) as any;
    const s = await submitWithLink({ venue: shared.postId });
    await decide({ documentIds: [s.event.documentId], locale: s.event.locale, decision: 'spam' }).expect(200);
    expect(await app.strapi.db.query(UID.venue).count({ where: { documentId: shared.documentId } })).toBe(1);
  });

  it('spam of a submission whose proposal was deduplicated onto another submission’s pending venue does not delete it', async () => {
    // Victim proposes a venue (pending). Attacker proposes the same name: findDuplicate only answers published
    // ones, so the attacker gets a copy; spam of the attacker must not touch the victim's venue.
    const victim = await submitWithLink({ venue: { venue: 'Victim pending hall' } });
    const attacker = await submitWithLink({ venue: { venue: 'Victim pending hall' } });
    await decide({ documentIds: [attacker.event.documentId], locale: attacker.event.locale, decision: 'spam' }).expect(200);
    const victimVenue = victim.event.venues[0];
    expect(await app.strapi.db.query(UID.venue).count({ where: { documentId: victimVenue.documentId } })).toBe(1);
  });
});

describe('limits', () => {
  it('X-Forwarded-For does not reset the per-address budget (proxy off)', async () => {
    let refused = await submit({ title: 'Filler' });
    for (let i = 0; i < PER_ADDRESS && refused.status === 201; i++) refused = await submit({ title: `Filler ${i}` });
    expect(refused.status).toBe(429);
    for (const xff of ['203.0.113.9', '127.0.0.2, 198.51.100.1']) {
      const res = await visitor.post('/submissions', { ...proposal(), altcha: await solvedChallenge(visitor) }).set('X-Forwarded-For', xff).set('X-Real-IP', xff);
      expect({ xff, status: res.status }).toEqual({ xff, status: 429 });
    }
  }, 180_000);
});
