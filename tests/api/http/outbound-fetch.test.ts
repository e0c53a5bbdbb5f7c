// First: os.tmpdir() must point at this file's folder before Strapi's body parser loads.
import { filesUnderRoot, restoreTmpDir, tempEntries, testRoot } from '../../helpers/test-tmpdir';
import fs from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import { createAdminToken, createApiToken } from '../../helpers/auth';
import { HUGE, startImageHost, type ImageHost } from '../../helpers/image-host';
import { blankPng } from '../../helpers/png';
import { armRemoteTripwire } from '../../helpers/remote-tripwire';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { calendarClient, countAll, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Server-side fetches and uploads as an attacker tries them (design.md 10; docs/operations.md "Outbound fetches").
 * Featured images given as URLs are fetched through one guard: hosts on loopback, private, link-local
 * and other non-public addresses are refused after DNS and on every redirect unless the site trusts
 * them (CALENDAR_TRUSTED_HOSTS), downloads finish before the write's transaction, within a time and
 * a streamed size limit, stored names are generated and types are told by the bytes. Multipart
 * bodies under the namespace never write their file parts to the temp folder.
 *
 * The image host of these tests listens on 127.0.0.1: the first app trusts it explicitly, the second
 * trusts nothing. Speed is never asserted: a slow host is shown not to block reads by the order in
 * which things finish.
 */

const tripwire = armRemoteTripwire();
afterAll(() => {
  tripwire.disarm();
  restoreTmpDir();
});

const eventBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  start_date: '2027-05-10 18:00:00',
  end_date: '2027-05-10 20:00:00',
  ...extra,
});

type UploadFile = { id: number; name: string; mime: string; ext: string };
const uploadFiles = (app: TestApp) => app.strapi.db.query('plugin::upload.file');

/** The 400 every refused image URL gets: the original's answer for an image it cannot use. */
function expectImageRefused(res: { status: number; body: unknown }) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { image: 'Invalid parameter.' } } });
}

describe('image URLs on a host the site trusts (CALENDAR_TRUSTED_HOSTS=127.0.0.1)', () => {
  let app: TestApp;
  let api: CalendarClient;
  let anon: CalendarClient;
  let host: ImageHost;
  let hostV6: ImageHost;
  let token: string;

  beforeAll(async () => {
    app = await bootApp({ CALENDAR_TRUSTED_HOSTS: '127.0.0.1', CALENDAR_FETCH_TIMEOUT: '5000' });
    // Listening for real, so that an image URL can point back at the app itself.
    await new Promise<void>((resolve) => app.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
    token = await createApiToken(app.strapi, 'full-access');
    api = calendarClient(app, token);
    anon = calendarClient(app);
    host = await startImageHost('127.0.0.1');
    hostV6 = await startImageHost('::1');
  });
  beforeEach(() => {
    host.reset();
    hostV6.reset();
  });
  afterAll(async () => {
    // Downloaded images were written under public/uploads by the local provider: remove them.
    const upload = app?.strapi.plugin('upload').service('upload');
    for (const file of (await uploadFiles(app)?.findMany({})) ?? []) await upload.remove(file);
    await host?.close();
    await hostV6?.close();
    await app?.close();
  });

  const createWithImage = (title: string, image: string) => api.post('/events', eventBody(title, { image }));
  const storedFile = async (id: number) => (await uploadFiles(app).findOne({ where: { id } })) as UploadFile;

  describe('stored files', () => {
    it('downloads a PNG from a trusted host under a generated name', async () => {
      const res = await createWithImage('Trusted pixel', host.url('/pixel.png'));
      expect(res.status).toBe(201);
      expect(res.body.image).toMatchObject({ extension: 'png', width: 1, height: 1 });
      expect(await storedFile(res.body.image.id)).toMatchObject({ mime: 'image/png', ext: '.png', name: expect.stringMatching(/^image-[0-9a-f]{16}\.png$/) });
    });

    it('never takes the file name from the URL: an encoded ../ writes nothing outside the temp folder', async () => {
      const escaped = `escaped-${Date.now()}.png`;
      const res = await createWithImage('Traversal', host.url(`/img/..%2F..%2F${escaped}`));
      // The old code joined the decoded name onto <root>/tmp/calendar-image-XXXX/: the file landed in <root>.
      expect(fs.existsSync(path.join(testRoot, escaped))).toBe(false);
      expect(filesUnderRoot().filter((file) => file.includes('escaped-'))).toEqual([]);
      expect(res.status).toBe(201);
      expect(host.hitsOf(`/img/..%2F..%2F${escaped}`)).toHaveLength(1);
      expect((await storedFile(res.body.image.id)).name).toMatch(/^image-[0-9a-f]{16}\.png$/);
    });

    it('refuses a URL with a broken percent escape: 400 naming image, nothing fetched', async () => {
      const res = await createWithImage('Broken escape', host.url('/img/%E0%A4%A.png'));
      expectImageRefused(res);
      expect(host.hits).toEqual([]);
    });

    it('tells the type by the bytes: a PNG sent as application/octet-stream is a PNG', async () => {
      const res = await createWithImage('Octet pixel', host.url('/octet.png'));
      expect(res.status).toBe(201);
      expect(await storedFile(res.body.image.id)).toMatchObject({ mime: 'image/png', ext: '.png' });
    });

    it.each([
      ['an SVG with a script', '/script.svg'],
      ['an SVG labelled image/png', '/svg-as.png'],
      ['HTML labelled image/png', '/html-as.png'],
    ])('refuses %s: 400 naming image, nothing stored', async (_case, imagePath) => {
      const before = await uploadFiles(app).count({});
      expectImageRefused(await createWithImage('Not raster', host.url(imagePath)));
      expect(await uploadFiles(app).count({})).toBe(before);
    });

    it('downloads the images of venues and organizers created inline, before the transaction', async () => {
      const res = await api.post('/events', eventBody('Inline images', {
        venue: { venue: 'Hall with a picture', image: host.url('/pixel.png?venue') },
        organizer: [{ organizer: 'Organizer with a picture', image: host.url('/pixel.png?organizer') }],
      }));
      expect(res.status).toBe(201);
      expect(res.body.venue.image).toMatchObject({ extension: 'png' });
      expect(res.body.organizer[0].image).toMatchObject({ extension: 'png' });
    });

    it('removes the downloaded image again when the write then fails', async () => {
      const before = await uploadFiles(app).count({});
      const res = await api.post('/events', eventBody('Fails after download', { image: host.url('/pixel.png'), venue: 999999 }));
      expect(res.status).toBe(400);
      expect(host.hitsOf('/pixel.png')).toHaveLength(1);
      expect(await uploadFiles(app).count({})).toBe(before);
    });
  });

  describe('size limit (imageMaxBytes, 10 MB by default)', () => {
    it('stops a 25 MB stream as soon as it passes the limit, instead of reading it whole', async () => {
      expectImageRefused(await createWithImage('Huge', host.url('/huge.png')));
      const [hit] = host.hitsOf('/huge.png');
      expect(hit.cutOff).toBe(true);
      expect(hit.sent).toBeLessThan(HUGE);
    });

    it('refuses a declared 25 MB body before reading it', async () => {
      expectImageRefused(await createWithImage('Huge declared', host.url('/huge-declared.png')));
      const [hit] = host.hitsOf('/huge-declared.png');
      expect(hit.cutOff).toBe(true);
      expect(hit.sent).toBeLessThan(HUGE);
    });
  });

  describe('pixel limit (imageMaxPixels, 40 megapixels by default)', () => {
    const HUGE_PIXELS = 'The image is 16000 × 16000 pixels (256 megapixels); images of at most 40 megapixels are accepted.';
    // 31 KB on the wire, 256 megapixels once decoded: what took 46 s and 1.3 GB before it was bounded.
    const bomb = blankPng(16000, 16000);

    it('refuses an image URL past it from the header: 400 naming image with the sizes, nothing stored', async () => {
      const before = await countAll(app.strapi);
      const files = await uploadFiles(app).count({});
      const res = await createWithImage('Pixel bomb', host.url('/blank/16000x16000.png'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): image',
        data: { status: 400, params: { image: HUGE_PIXELS }, details: [] },
      });
      const venue = await api.post('/venues', { venue: 'Pixel hall', image: host.url('/blank/8000x8000.png') });
      expect([venue.status, venue.body.data?.params]).toEqual([400, { image: expect.stringContaining('8000 × 8000 pixels (64 megapixels)') }]);
      expect(await countAll(app.strapi)).toEqual(before);
      expect(await uploadFiles(app).count({})).toBe(files);
    });

    it('stores an image within it as before', async () => {
      const res = await createWithImage('Large but fine', host.url('/blank/2000x1500.png'));
      expect(res.status).toBe(201);
      expect(res.body.image).toMatchObject({ width: 2000, height: 1500 });
    });

    it.each([
      ['the admin media library (/upload), as a super admin', '/upload', () => createAdminToken(app)],
      ['the content API (/api/upload), with a full-access token', '/api/upload', () => Promise.resolve(token)],
    ])('refuses it on %s: 413 in Strapi\'s shape, nothing stored, no temp file left', async (_case, route, credential) => {
      const bearer = await credential();
      const files = await uploadFiles(app).count({});
      const temp = tempEntries();
      const res = await app.http().post(route).set('Authorization', `Bearer ${bearer}`).attach('files', bomb, { filename: 'bomb.png', contentType: 'image/png' });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ data: null, error: { status: 413, name: 'PayloadTooLargeError', message: HUGE_PIXELS, details: {} } });
      expect(await uploadFiles(app).count({})).toBe(files);
      // Nothing new (a file of an earlier, successful upload may still be on its way out: Strapi removes them without waiting).
      expect(tempEntries().filter((entry) => !temp.includes(entry))).toEqual([]);
      // The same route still takes an image within the bound.
      const fine = await app.http().post(route).set('Authorization', `Bearer ${bearer}`).attach('files', blankPng(300, 200), { filename: 'fine.png', contentType: 'image/png' });
      expect([fine.status, fine.body[0]?.width]).toEqual([201, 300]);
    });
  });

  describe('time', () => {
    it('downloads before the transaction: a list started during a slow download answers first', async () => {
      const order: string[] = [];
      const write = createWithImage('Slow image', host.url('/slow.png')).then((res) => {
        order.push('write answered');
        return res;
      });
      await host.arrived('/slow.png');
      const list = anon.get('/events').then((res) => {
        order.push('list answered');
        return res;
      });
      // The slow answer is released when the list has answered, or after 4 s if the list is stuck
      // behind the download (as it was when downloads ran inside the write's transaction).
      await Promise.race([list, new Promise((resolve) => setTimeout(resolve, 4000))]);
      order.push('image released');
      host.release('/slow.png');
      expect((await list).status).toBe(200);
      expect((await write).status).toBe(201);
      expect(order).toEqual(['list answered', 'image released', 'write answered']);
    });

    it('gives up on a host that does not answer within the time limit (CALENDAR_FETCH_TIMEOUT)', async () => {
      const res = await createWithImage('Hanging host', host.url('/hang.png'));
      // The host is still holding the request: the app stopped waiting on its own.
      expect(host.holding('/hang.png')).toBe(true);
      expectImageRefused(res);
      host.release('/hang.png');
    });

    it('does not wait on itself: an image URL pointing at the app is answered at once, then refused as no image', async () => {
      const { port } = app.strapi.server.httpServer.address() as AddressInfo;
      const order: string[] = [];
      let ownRequest: (res: ServerResponse) => void = () => undefined;
      const arrived = new Promise<ServerResponse>((resolve) => (ownRequest = resolve));
      const onRequest = (req: IncomingMessage, res: ServerResponse) => {
        if (req.method === 'GET' && req.url?.startsWith('/api/cal/events/v1/events')) ownRequest(res);
      };
      app.strapi.server.httpServer.on('request', onRequest);
      try {
        const write = createWithImage('Self image', `http://127.0.0.1:${port}/api/cal/events/v1/events`).then((res) => {
          order.push('write answered');
          return res;
        });
        const own = await arrived;
        const answered = new Promise<void>((resolve) => own.on('finish', () => resolve(void order.push('own list answered'))));
        // When downloads ran inside the write's transaction, the app's own list waited for that
        // transaction, which waited for the list: nothing moved until the download timed out.
        await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 4000))]);
        order.push('checked');
        expectImageRefused(await write);
        expect(order).toEqual(['own list answered', 'checked', 'write answered']);
      } finally {
        app.strapi.server.httpServer.off('request', onRequest);
      }
    });
  });

  describe('redirects', () => {
    it('follows a redirect to a trusted host', async () => {
      const res = await createWithImage('Redirected', host.url(`/redirect?to=${encodeURIComponent('/pixel.png')}`));
      expect(res.status).toBe(201);
      expect(host.hitsOf('/pixel.png')).toHaveLength(1);
    });

    it.each([
      ['localhost (an untrusted name resolving to loopback)', () => `http://localhost:${host.port}/pixel.png`],
      ['[::1]', () => hostV6.url('/pixel.png')],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a private address', () => 'http://10.0.0.1/pixel.png'],
      ['a non-http scheme', () => 'file:///etc/passwd'],
    ])('refuses a redirect to %s: 400 naming image, the target never reached', async (_case, target) => {
      const res = await createWithImage('Redirect out', host.url(`/redirect?to=${encodeURIComponent(target())}`));
      expectImageRefused(res);
      expect(host.hitsOf('/redirect')).toHaveLength(1);
      expect(host.hitsOf('/pixel.png')).toEqual([]);
      expect(hostV6.hits).toEqual([]);
      expect(tripwire.attempts).toEqual([]);
    });

    it('stops after 5 redirects', async () => {
      expectImageRefused(await createWithImage('Redirect loop', host.url('/loop')));
      expect(host.hitsOf('/loop')).toHaveLength(6);
    });
  });

  it('leaves nothing in the temp folder after all these downloads, stored or refused', () => {
    expect(tempEntries()).toEqual([]);
  });
});

describe('the default settings: no trusted hosts', () => {
  let app: TestApp;
  let api: CalendarClient;
  let host: ImageHost;
  let hostV6: ImageHost;

  beforeAll(async () => {
    app = await bootApp();
    api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    host = await startImageHost('127.0.0.1');
    hostV6 = await startImageHost('::1');
  });
  afterAll(async () => {
    await host?.close();
    await hostV6?.close();
    await app?.close();
  });

  describe('image URLs', () => {
    it.each([
      ['127.0.0.1', () => host.url('/pixel.png')],
      ['localhost', () => `http://localhost:${host.port}/pixel.png`],
      ['2130706433 (127.0.0.1 as one number)', () => `http://2130706433:${host.port}/pixel.png`],
      ['127.1', () => `http://127.1:${host.port}/pixel.png`],
      ['0.0.0.0', () => `http://0.0.0.0:${host.port}/pixel.png`],
      ['[::1]', () => hostV6.url('/pixel.png')],
      ['[::ffff:127.0.0.1] (IPv4-mapped IPv6)', () => `http://[::ffff:127.0.0.1]:${host.port}/pixel.png`],
    ])('refuses loopback spelled %s: 400 naming image, the host never reached', async (_case, url) => {
      expectImageRefused(await api.post('/events', eventBody('Loopback', { image: url() })));
      expect(host.hits).toEqual([]);
      expect(hostV6.hits).toEqual([]);
    });

    it.each([
      ['10.0.0.1', 'http://10.0.0.1/pixel.png'],
      ['172.16.0.1', 'http://172.16.0.1/pixel.png'],
      ['192.168.1.1', 'http://192.168.1.1/pixel.png'],
      ['169.254.169.254 (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
      ['100.64.0.1 (carrier-grade NAT)', 'http://100.64.0.1/pixel.png'],
      ['224.0.0.1 (multicast)', 'http://224.0.0.1/pixel.png'],
      ['[fd00::1] (unique local)', 'http://[fd00::1]/pixel.png'],
      ['[fe80::1] (link-local)', 'http://[fe80::1]/pixel.png'],
    ])('refuses %s without connecting: 400 naming image', async (_case, url) => {
      expectImageRefused(await api.post('/events', eventBody('Private', { image: url })));
      expect(tripwire.attempts).toEqual([]);
    });

    it('refuses the same addresses for venue and organizer images', async () => {
      const res = await api.post('/venues', { venue: 'Metadata hall', image: 'http://169.254.169.254/latest/meta-data/' });
      expectImageRefused(res);
      expectImageRefused(await api.post('/organizers', { organizer: 'Loopback org', image: host.url('/pixel.png') }));
      expect(host.hits).toEqual([]);
      expect(tripwire.attempts).toEqual([]);
    });
  });

  describe('multipart bodies leave nothing in the temp folder', () => {
    let anon: CalendarClient;
    beforeAll(() => {
      anon = calendarClient(app);
    });

    const PICTURE = Buffer.alloc(64 * 1024, 1);

    it.each([
      ['an invalid anonymous write with a file: 413', null, { start_date: '2027-05-10 18:00:00' }, PICTURE, 413],
      ['a valid anonymous write with a file: 413', null, eventBody('Anonymous upload'), PICTURE, 413],
      ['a valid write with a token and a file: 413', 'token', eventBody('Token upload'), PICTURE, 413],
      // A part small enough to arrive with the end of the body is refused all the same (README "Uploads").
      ['a valid write with a token and a 1-byte file: 413', 'token', eventBody('Tiny upload'), Buffer.from('x'), 413],
      ['a valid write with a token and a 100-byte file: 413', 'token', eventBody('Small upload'), Buffer.alloc(100, 1), 413],
      ['a valid anonymous write with a 1-byte file: 413', null, eventBody('Anonymous tiny upload'), Buffer.from('x'), 413],
      ['an invalid anonymous write with an empty file input: 400', null, { start_date: '2027-05-10 18:00:00' }, Buffer.alloc(0), 400],
      ['a valid anonymous write with an empty file input: 401', null, eventBody('Anonymous empty upload'), Buffer.alloc(0), 401],
    ])('%s', async (_case, caller, fields, file, status) => {
      const client = caller ? api : anon;
      const before = { temp: tempEntries(), rows: await countAll(app.strapi) };
      let req = client.raw('post', '/events');
      for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
      const res = await req.attach('picture', file, { filename: 'picture.png', contentType: 'image/png' });
      expect(tempEntries()).toEqual(before.temp);
      expect(await countAll(app.strapi)).toEqual(before.rows);
      expect(res.status).toBe(status);
      if (status === 413) expect(res.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413 } });
    });

    it('refuses a file under a language root and on an unknown route alike', async () => {
      const before = tempEntries();
      const statuses: number[] = [];
      for (const url of ['/fr/api/cal/events/v1/events', '/api/cal/events/v1/no-such-route']) {
        statuses.push((await anon.raw('post', url).field('title', 'x').attach('picture', PICTURE, 'picture.png')).status);
      }
      expect(tempEntries()).toEqual(before);
      expect(statuses).toEqual([413, 413]);
    });

    it('still reads the form fields of a multipart write', async () => {
      const res = await api.raw('post', '/events')
        .field('title', 'Multipart fields')
        .field('start_date', '2027-05-11 18:00:00')
        .field('end_date', '2027-05-11 19:00:00')
        .attach('unused', Buffer.alloc(0), 'empty.bin');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: 'Multipart fields', start_date: '2027-05-11 18:00:00' });
    });
  });
});
