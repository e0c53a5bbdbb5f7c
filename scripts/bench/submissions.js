/**
 * The `submissions` scenario of `npm run bench` (measured once, after the others; issue 36): what visitors'
 * submissions cost and whether a flood of refused ones slows the public list.
 * 1. Accepted: 4 visitors at once, each asking a challenge, solving it (as a browser would; the bench server's
 *    challenges are easy, CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER=1000, so the figure is the server's work)
 *    and sending a valid submission, for BENCH_SUBMISSION_SECONDS (10). Limits on (the site's total counted, the
 *    per-address one off: every request comes from 127.0.0.1). Reported: submissions per second, POST p50/p99.
 * 2. Flood: the anonymous list (`/events`, answer cache off, as list_uncached) measured alone, then again while
 *    1,000 refused submissions (a wrong challenge answer) arrive 20 at a time. Reported: both rps and their
 *    ratio, and how long the 1,000 refusals took.
 * The submitted events' titles start with "bench-load", so their slugs do too and the next prepare removes them.
 */
'use strict';

const http = require('http');
const autocannon = require('autocannon');
const { send } = require('./load');

const API = '/api/cal/events/v1';
const SECONDS = Number(process.env.BENCH_SUBMISSION_SECONDS || 10);

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);
const cannon = (opts) => new Promise((resolve, reject) => autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))));

async function solved(agent, base) {
  const { solveChallenge } = require('altcha-lib/v1');
  const res = await send(agent, base, 'GET', `${API}/submissions/challenge`, {});
  const c = JSON.parse(res.text);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ ...c, number: solution.number })).toString('base64');
}

const proposal = (i, altcha) => ({
  title: `bench-load submission ${i}`,
  start_date: '2031-05-01 10:00:00',
  end_date: '2031-05-01 11:00:00',
  submitter_name: 'Bench Visitor',
  submitter_email: 'visitor@bench.test',
  consent: true,
  altcha,
});

async function accepted(base) {
  const agent = new http.Agent({ keepAlive: true });
  const until = Date.now() + SECONDS * 1000;
  const times = [];
  let count = 0;
  let refused = 0;
  const visitor = async (v) => {
    for (let i = 0; Date.now() < until; i += 1) {
      const altcha = await solved(agent, base);
      const t = Date.now();
      const res = await send(agent, base, 'POST', `${API}/submissions`, { body: proposal(`${v}-${i}`, altcha) });
      times.push(Date.now() - t);
      if (res.status === 201) count += 1;
      else refused += 1;
    }
  };
  const started = Date.now();
  await Promise.all([0, 1, 2, 3].map(visitor));
  const sorted = times.sort((a, b) => a - b);
  return { per_second: Math.round((count / ((Date.now() - started) / 1000)) * 10) / 10, accepted: count, refused, post_p50_ms: percentile(sorted, 50), post_p99_ms: percentile(sorted, 99) };
}

async function flood(base, server, options) {
  const list = { url: `${base}${API}/events`, connections: options.connections, duration: options.duration, headers: { 'cache-control': 'no-cache' } };
  await server.ask('idle');
  const alone = await cannon(list);
  await server.ask('idle');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const wrong = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' })).toString('base64');
  let refusedOk = 0;
  const t = Date.now();
  const sending = Promise.all(
    Array.from({ length: 20 }, async (_, lane) => {
      for (let i = lane; i < 1000; i += 20) {
        const res = await send(agent, base, 'POST', `${API}/submissions`, { body: proposal(`flood-${i}`, wrong) });
        if (res.status === 400) refusedOk += 1;
      }
    })
  ).then(() => Date.now() - t);
  const during = await cannon(list);
  const floodMs = await sending;
  const rps = (r) => Math.round(r.requests.average * 10) / 10;
  return { list_rps_alone: rps(alone), list_rps_during_flood: rps(during), ratio: Math.round((rps(during) / rps(alone)) * 100) / 100, refused: refusedOk, flood_seconds: Math.round(floodMs / 100) / 10 };
}

async function runSubmissions({ base, server, log, options }) {
  log(`submissions: accepted for ${SECONDS} s, then the list alone and under a flood of 1,000 refused submissions...`);
  const ok = await accepted(base);
  const storm = await flood(base, server, options);
  const text = [
    `submissions: ${ok.per_second} accepted/s (${ok.accepted} in ${SECONDS} s, 4 visitors; POST p50 ${ok.post_p50_ms} ms, p99 ${ok.post_p99_ms} ms; ${ok.refused} refused)`,
    `flood: list ${storm.list_rps_alone} rps alone, ${storm.list_rps_during_flood} rps during 1,000 refused submissions (${storm.ratio}×; ${storm.refused} refused in ${storm.flood_seconds} s)`,
  ].join('\n');
  return { accepted: ok, flood: storm, text };
}

module.exports = { runSubmissions };
