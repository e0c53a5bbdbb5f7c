/**
 * `npm run bench -- --import [--events N] [--json]`: how fast `npm run import` moves a calendar. A
 * local source (an HTTP server in this process answering like the original's REST API v1, 50 a page
 * with X-TEC-Total) serves N generated events linked to 20 venues, 20 organizers, 10 categories and
 * 10 tags; the app is booted without HTTP on a fresh SQLite file (.tmp/bench-import.db) and the
 * importer runs as the CLI runs it. Reported: events created per second (first run), and events
 * checked per second on a second run where nothing changed (a sync run by cron).
 */
'use strict';

const fs = require('fs');
const http = require('http');
const path = require('path');
const { root, distDir, buildIfNeeded } = require('../lib/app');

const pad = (n) => String(n).padStart(2, '0');

/** A source calendar in the original's wire shape (only what the importer reads). */
function generate(events) {
  const host = '127.0.0.1';
  const stamp = '2026-11-20 10:00:00';
  const post = (id, extra) => ({ id, global_id: `${host}?id=${id}`, global_id_lineage: [`${host}?id=${id}`], author: '1', status: 'publish', date: stamp, date_utc: stamp, modified: stamp, modified_utc: stamp, ...extra });
  const categories = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}`, slug: `category-${i + 1}`, description: '', parent: i >= 5 ? i - 4 : 0 }));
  const tags = Array.from({ length: 10 }, (_, i) => ({ id: i + 11, name: `Tag ${i + 1}`, slug: `tag-${i + 1}`, description: '' }));
  const venues = Array.from({ length: 20 }, (_, i) => post(100 + i, { venue: `Venue ${i}`, slug: `venue-${i}`, description: '<p>A hall.</p>', city: 'Lisbon', country: 'Portugal', show_map: true, show_map_link: true }));
  const organizers = Array.from({ length: 20 }, (_, i) => post(200 + i, { organizer: `Organizer ${i}`, slug: `organizer-${i}`, email: `o${i}@example.com` }));
  const list = Array.from({ length: events }, (_, i) => {
    const day = new Date(Date.UTC(2027, 0, 1) + (i % 700) * 86_400_000);
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    return post(1000 + i, {
      title: `Event ${i}`,
      slug: `event-${i}`,
      description: `<p>Description of event ${i}, with <strong>HTML</strong>.</p>`,
      excerpt: '',
      all_day: false,
      start_date: `${date} 19:00:00`,
      end_date: `${date} 21:00:00`,
      timezone: 'Europe/Lisbon',
      cost: '€10',
      cost_details: { currency_symbol: '€', currency_code: '', currency_position: 'prefix', values: ['10'] },
      website: '',
      url: `http://${host}/event/event-${i}/`,
      show_map: true,
      show_map_link: true,
      hide_from_listings: false,
      sticky: false,
      featured: i % 10 === 0,
      image: false,
      venue: { id: 100 + (i % 20) },
      organizer: [{ id: 200 + (i % 20) }],
      categories: [{ id: 1 + (i % 10) }],
      tags: [{ id: 11 + (i % 10) }],
    });
  });
  return { categories, tags, venues, organizers, events: list };
}

function serve(data) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://source');
    const resource = url.pathname.split('/').pop();
    const items = data[resource];
    if (!items) return res.writeHead(404).end('{}');
    const perPage = Math.min(Number(url.searchParams.get('per_page') || 10), 50);
    const page = Number(url.searchParams.get('page') || 1);
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-TEC-Total': items.length, 'X-TEC-TotalPages': Math.ceil(items.length / perPage) });
    res.end(JSON.stringify({ [resource]: items.slice((page - 1) * perPage, page * perPage) }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main(argv) {
  const events = Number(argv[argv.indexOf('--events') + 1]) || (argv.includes('--events') ? NaN : 2000);
  if (!Number.isInteger(events) || events < 1) throw new Error('--events needs a whole number');
  const json = argv.includes('--json');
  const log = (line) => process.stderr.write(`${line}\n`);
  buildIfNeeded({ admin: false });
  const file = path.join(root, '.tmp', 'bench-import.db');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  Object.assign(process.env, { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file, DEMO_DATA: 'false', STARTUP_MESSAGE: 'false', CALENDAR_PUBLISH_SCHEDULED_EVERY: '0', CALENDAR_WRITE_RATE_LIMIT: '0' });
  require('dotenv').config({ path: path.join(root, '.env') });

  const server = await serve(generate(events));
  const from = `http://127.0.0.1:${server.address().port}/wp-json/tribe/events/v1`;
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: root, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  await strapi.load();
  try {
    const { runImport } = require(path.join(distDir, 'src/plugins/calendar/server/features/import'));
    log(`Importing ${events} events (with 20 venues, 20 organizers, 10 categories, 10 tags) from a local source...`);
    const linked = await runImport(strapi, { from, resources: ['categories', 'tags', 'venues', 'organizers'] });
    const first = await runImport(strapi, { from, resources: ['events'] });
    const second = await runImport(strapi, { from, resources: ['events'] });
    if (linked.failed || first.failed || second.failed || first.resources.events.created !== events || second.resources.events.unchanged !== events) {
      throw new Error(`import did not complete: ${JSON.stringify({ linked: linked.problems, first: first.resources.events, second: second.resources.events, problems: first.problems.slice(0, 5) })}`);
    }
    const result = {
      meta: { events, db: 'sqlite', node: process.version, date: new Date().toISOString() },
      first_run: { seconds: first.seconds, events_per_second: Math.round(events / first.seconds) },
      unchanged_run: { seconds: second.seconds, events_per_second: Math.round(events / second.seconds) },
    };
    if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    else {
      log(`First run:  ${events} events created in ${first.seconds.toFixed(1)} s = ${result.first_run.events_per_second} events/s`);
      log(`Second run: ${events} events unchanged in ${second.seconds.toFixed(1)} s = ${result.unchanged_run.events_per_second} events/s`);
    }
  } finally {
    await strapi.destroy();
    server.close();
  }
}

module.exports = { main, generate };
