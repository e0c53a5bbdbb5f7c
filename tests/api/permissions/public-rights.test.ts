import request from 'supertest';
import { getPluginContext } from '../../../src/plugins/calendar/server/lib/utils';
import { createApiToken } from '../../helpers/auth';
import { createFactories, daysFromNow } from '../../helpers/factories';
import { freePort, startInstance, type Instance } from '../../helpers/instance-process';
import { sqlDuring } from '../../helpers/sql';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { NS } from '../../helpers/wire';

/**
 * The Public role's permissions are read once per data version, and the ability built from them once per
 * list of permissions (access/public-permissions.ts, access/ability-cache.ts): anonymous reads skip both, and
 * a right taken from the Public role is refused at the next request, however it is taken (Strapi's query
 * layer, SQL by hand, another process on the same database), answer cache on or off.
 */

let app: TestApp;
let other: Instance;
const PERMISSION = 'plugin::users-permissions.permission';
const FIND = 'plugin::calendar.events.find';

const http = () => request(app.strapi.server.httpServer);
const publicRole = async () => (await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })) as { id: number };
const findRow = async () => (await app.strapi.db.query(PERMISSION).findOne({ where: { action: FIND, role: (await publicRole()).id } })) as { id: number } | null;
const grant = async () => {
  if (!(await findRow())) await app.strapi.db.query(PERMISSION).create({ data: { action: FIND, role: (await publicRole()).id } });
};

beforeAll(async () => {
  app = await bootApp();
  await createFactories(app.strapi).createEvent({ title: 'Public concert', startDate: daysFromNow(3) });
  other = await startInstance(await freePort(), app.database.env);
});
afterAll(async () => {
  await other?.stop();
  await app?.close();
});
afterEach(grant);

describe("the Public role's permissions", () => {
  it('are not read again while the data has not changed', async () => {
    await http().get(`${NS}/events?per_page=1`).expect(200);
    // A list computed (another query string), not served from the answer cache.
    const statements = await sqlDuring(app.strapi, () => http().get(`${NS}/events?per_page=2`).expect(200));
    expect(statements.filter((sql) => /up_permissions/.test(sql))).toEqual([]);
  });

  it('lose a right at the next request, when it is taken through the query layer', async () => {
    await http().get(`${NS}/events`).expect(200);
    await app.strapi.db.query(PERMISSION).delete({ where: { id: (await findRow())!.id } });
    const refused = await http().get(`${NS}/events`);
    expect([refused.status, refused.body.code]).toEqual([401, 'rest_forbidden']);
    await grant();
    await http().get(`${NS}/events`).expect(200);
  });

  it('lose a right taken by SQL written by hand, with the answer cache off as well', async () => {
    const { settings } = getPluginContext(app.strapi);
    await http().get(`${NS}/events?per_page=3`).expect(200);
    await app.strapi.db.connection('up_permissions').where({ id: (await findRow())!.id }).delete();
    expect((await http().get(`${NS}/events?per_page=3`)).status).toBe(401);
    await grant();
    settings.cache = false;
    try {
      await http().get(`${NS}/events?per_page=3`).expect(200);
      await app.strapi.db.connection('up_permissions').where({ id: (await findRow())!.id }).delete();
      expect((await http().get(`${NS}/events?per_page=3`)).status).toBe(401);
    } finally {
      settings.cache = true;
    }
  });

  it('keep each token to its own action, asked in turn (one ability per list of permissions)', async () => {
    const events = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find']);
    const venues = await createApiToken(app.strapi, 'custom', ['plugin::calendar.venues.find']);
    for (let round = 0; round < 2; round += 1) {
      await http().get(`${NS}/events`).set('Authorization', `Bearer ${events}`).expect(200);
      expect((await http().get(`${NS}/venues`).set('Authorization', `Bearer ${events}`)).status).toBe(403);
      await http().get(`${NS}/venues`).set('Authorization', `Bearer ${venues}`).expect(200);
      expect((await http().get(`${NS}/events`).set('Authorization', `Bearer ${venues}`)).status).toBe(403);
      // The Public role's ability, between them, is its own.
      await http().get(`${NS}/events`).expect(200);
      const write = await http().post(`${NS}/events`).send({ title: 'Not allowed', start_date: '2031-05-01 20:00:00', end_date: '2031-05-01 22:00:00' });
      expect([write.status, write.body.code]).toEqual([401, 'rest_forbidden']);
    }
  });

  it('lose a right taken by another process on the same database', async () => {
    await request(other.url).get(`${NS}/events?per_page=4`).expect(200);
    await app.strapi.db.query(PERMISSION).delete({ where: { id: (await findRow())!.id } });
    expect((await request(other.url).get(`${NS}/events?per_page=4`)).status).toBe(401);
  });
});
