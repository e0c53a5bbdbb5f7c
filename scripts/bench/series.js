/**
 * The `series_create` scenario of `npm run bench` (measured once, after the others): what writing a
 * recurring event costs, through the REST API as a client makes one. With one full-access token:
 * a weekly series of two years (104 dates) and a daily series of one year (365 dates), each created
 * in English, then translated into French and Portuguese (`translation_of` on the parent translates
 * every date). Reported: seconds per write and the SQL queries each took; then the queries of one
 * page of each series' occurrences (`post_parent`), which must not grow with the series' length.
 * The series' slugs start with `bench-load-`, so the next prepare removes them (load.js).
 */
'use strict';

const http = require('http');
const { createTokens, send } = require('./load');

const API = '/api/cal/events/v1';
const SERIES = [
  { name: 'weekly_2y', rule: 'RRULE:FREQ=WEEKLY;COUNT=104', dates: 104 },
  { name: 'daily_1y', rule: 'RRULE:FREQ=DAILY;COUNT=365', dates: 365 },
];
// A series of 365 dates is one request: allow it minutes on a loaded machine (the figure says how long).
const TIMEOUT = 15 * 60 * 1000;

async function timed(server, request) {
  await server.ask('reset');
  const res = await request();
  const { counters } = await server.ask('read');
  return { res, seconds: Math.round(res.ms / 10) / 100, queries: counters.queries };
}

/** `YYYY-MM-DD` of today plus `days` (the series start next week: within the horizon, seriesHorizonDays). */
const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function runSeriesCreate({ base, server, log }) {
  const first = day(7);
  const times = { start_date: `${first} 19:00:00`, end_date: `${first} 20:30:00` };
  const tokens = await createTokens(base, 1);
  const token = tokens.keys[0];
  const agent = new http.Agent({ keepAlive: true });
  const post = (path, body) => send(agent, base, 'POST', path, { token, body, timeout: TIMEOUT });
  const results = {};
  try {
    for (const series of SERIES) {
      log(`series_create: ${series.name} (${series.dates} dates) in en, fr, pt-PT...`);
      const en = await timed(server, () =>
        post(`${API}/events`, {
          title: `bench-load-series-${series.name}`,
          ...times,
          timezone: 'Europe/Lisbon',
          recurrence: [series.rule],
        })
      );
      if (en.res.status !== 201) throw new Error(`series_create: creating ${series.name} answered ${en.res.status}: ${en.res.text.slice(0, 300)}`);
      const parent = JSON.parse(en.res.text).id;
      const row = { dates: series.dates, en_s: en.seconds, en_queries: en.queries };
      for (const [language, title] of [['fr', 'Série'], ['pt-PT', 'Série pt']]) {
        const tr = await timed(server, () =>
          post(`${API}/events`, { title: `${title} ${series.name}`, ml_language: language, translation_of: parent, ...times })
        );
        if (tr.res.status !== 201) throw new Error(`series_create: translating ${series.name} into ${language} answered ${tr.res.status}: ${tr.res.text.slice(0, 300)}`);
        row[`${language}_s`] = tr.seconds;
        row[`${language}_queries`] = tr.queries;
      }
      const page = await timed(server, () => send(agent, base, 'GET', `${API}/events?post_parent=${parent}&start_date=${day(0)}&end_date=${day(3 * 366)}&per_page=50`));
      if (page.res.status !== 200) throw new Error(`series_create: the occurrences of ${series.name} answered ${page.res.status}`);
      const listed = JSON.parse(page.res.text).total;
      if (listed !== series.dates - 1) throw new Error(`series_create: ${series.name} lists ${listed} occurrences besides its parent, not ${series.dates - 1}`);
      row.page_queries = page.queries;
      results[series.name] = row;
    }
  } finally {
    await tokens.revoke();
    agent.destroy();
  }
  const lines = Object.entries(results).map(
    ([name, r]) =>
      `${name.padEnd(10)} ${String(r.dates).padStart(4)} dates: en ${r.en_s} s (${r.en_queries} queries), fr ${r.fr_s} s (${r.fr_queries}), pt-PT ${r['pt-PT_s']} s (${r['pt-PT_queries']}); a page of its occurrences: ${r.page_queries} queries`
  );
  return { ...results, text: `series_create (one run):\n${lines.join('\n')}` };
}

module.exports = { runSeriesCreate };
