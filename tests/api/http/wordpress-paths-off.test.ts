import { appForFile } from '../../helpers/app-for-file';

/** WordPress's paths turned off (`CALENDAR_WP_JSON=false`, features/wp-json/): nothing under /wp-json, the namespace as before. */

const app = appForFile({ CALENDAR_WP_JSON: 'false' });

it('serves nothing under /wp-json nor by ?rest_route=, and the namespace as before', async () => {
  expect((await app.http().get('/wp-json/tribe/events/v1/events')).status).toBe(404);
  expect((await app.http().get('/wp-json/')).status).toBe(404);
  expect((await app.http().get('/?rest_route=/tribe/events/v1/events')).body).not.toHaveProperty('events');
  await app.http().get('/api/cal/events/v1/events').expect(200);
});
