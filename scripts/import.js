#!/usr/bin/env node
/**
 * `npm run import -- --from <REST namespace URL> [options]`: copies a calendar from a site of The Events
 * Calendar (`https://site/wp-json/tribe/events/v1`) or another instance of this service
 * (`https://host/api/cal/events/v1`) into the configured database, keeping IDs and slugs. Safe to run
 * again: only what changed at the source is written. The work is done by the calendar plugin's
 * importer (src/plugins/calendar/server/features/import); this file reads the options, boots Strapi without
 * HTTP (like token.js), shows progress and prints the summary.
 */
const path = require('path');
const { parseArgs } = require('util');
const { root, distDir, ensureEnvFile, ensureDataDir, buildIfNeeded } = require('./lib/app');

const USAGE = `Usage: npm run import -- --from <URL> [options]
       npm run import -- --from-ics <URL or file> [options]

  --from <URL>             REST namespace of the source (…/wp-json/tribe/events/v1 or …/api/cal/events/v1)
  --from-ics <URL|file>    an iCalendar feed or file instead
  --auth <user:password>   HTTP Basic (a WordPress application password): drafts, private, future too
  --token <token>          a bearer token instead of --auth
  --languages <a,b,c>      languages to read, e.g. en,fr,pt-pt (default: the source's default language)
  --language-by <how>      root (/fr/...), lang (?lang=fr) or ml_language (?ml_language=fr); default root
  --trusted-host <host>    a host images may be fetched from although it is private (repeatable)
  --since <date>           only records modified since then (ISO 8601, UTC)
  --author <user id>       author of records whose source author has no user here (default: none)
  --max-answer-mb <MiB>    the most read of one answer of the source (default 32): a larger one fails its list
  --event-status           read each event of the original once more for its status (cancelled, postponed...),
                           which it tells only in a single event's JSON-LD: one request more per event
  --dry-run                report what would change, write nothing
  --json                   print the summary as JSON
  --help`;

function options() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'from-ics': { type: 'string' },
      auth: { type: 'string' },
      token: { type: 'string' },
      languages: { type: 'string' },
      'language-by': { type: 'string', default: 'root' },
      'trusted-host': { type: 'string', multiple: true },
      since: { type: 'string' },
      author: { type: 'string' },
      'max-answer-mb': { type: 'string', default: '32' },
      'dry-run': { type: 'boolean', default: false },
      'event-status': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || (!values.from && !values['from-ics'])) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (!['root', 'lang', 'ml_language'].includes(values['language-by'])) throw new Error('--language-by is root, lang or ml_language.');
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new Error(`--since: not a date: ${values.since}`);
  const maxAnswerMb = Number(values['max-answer-mb']);
  if (!(maxAnswerMb > 0)) throw new Error(`--max-answer-mb: not a positive number: ${values['max-answer-mb']}`);
  return { ...values, since, maxAnswerBytes: Math.round(maxAnswerMb * 1024 * 1024) };
}

/** One bar per resource (cli-progress), on stderr so --json output stays clean. */
function createProgress(enabled) {
  const plain = { update() {}, log: (message) => process.stderr.write(`${message}\n`), stop() {} };
  if (!enabled) return { ...plain, log() {} };
  if (!process.stderr.isTTY) return plain;
  const cliProgress = require('cli-progress');
  const bars = new cliProgress.MultiBar(
    { format: ' {resource} |{bar}| {value}/{total} · {rate}/s · {eta_formatted} left', hideCursor: true, clearOnComplete: false, stream: process.stderr },
    cliProgress.Presets.shades_classic
  );
  const open = new Map();
  return {
    update({ resource, language, done, total }) {
      const key = `${resource}${language ? ` (${language})` : ''}`;
      let bar = open.get(key);
      if (!bar) {
        bar = { bar: bars.create(total, 0, { resource: key.padEnd(18), rate: '0' }), started: Date.now() };
        open.set(key, bar);
      }
      const rate = (done / Math.max((Date.now() - bar.started) / 1000, 0.001)).toFixed(1);
      bar.bar.setTotal(total);
      bar.bar.update(done, { rate });
    },
    log(message) {
      bars.log(`${message}\n`);
    },
    stop() {
      bars.stop();
    },
  };
}

function printSummary(summary) {
  const columns = ['read', 'created', 'updated', 'unchanged', 'skipped', 'failed', 'total'];
  console.log(summary.dryRun ? '\nDry run: nothing was written. What would happen:' : '\nSummary:');
  console.log(`  ${'resource'.padEnd(12)}${columns.map((c) => c.padStart(11)).join('')}   (total: the source's X-TEC-Total)`);
  for (const [name, counts] of Object.entries(summary.resources)) {
    console.log(`  ${name.padEnd(12)}${columns.map((c) => String(counts[c]).padStart(11)).join('')}`);
  }
  if (summary.series?.found) {
    const { found, linked, unchanged, skipped, failed } = summary.series;
    console.log(`  series: ${found} found, ${linked} linked, ${unchanged} unchanged, ${skipped} kept as single events, ${failed} failed`);
  }
  for (const line of summary.problems) console.log(`  ${line}`);
  if (summary.interrupted) console.log('Interrupted: run the same command again to continue where it stopped.');
  console.log(`${summary.failed ? 'Finished with failures' : 'Done'} in ${summary.seconds.toFixed(1)} s.`);
}

async function main() {
  const opts = options();
  ensureEnvFile();
  require('dotenv').config({ path: `${root}/.env` });
  ensureDataDir();
  // Images from the source's media host: trusted for this run (the guard still applies to every other host).
  if (opts['trusted-host']?.length) {
    const current = process.env.CALENDAR_TRUSTED_HOSTS ? process.env.CALENDAR_TRUSTED_HOSTS.split(',') : [];
    process.env.CALENDAR_TRUSTED_HOSTS = [...current, ...opts['trusted-host']].join(',');
  }
  buildIfNeeded({ admin: false });
  process.env.STARTUP_MESSAGE = 'false';

  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: root, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  await strapi.load();
  const progress = createProgress(!opts.json);
  // Ctrl-C: finish the record being written, then print the summary; a second Ctrl-C stops at once
  // (the open transaction is rolled back by the database). The same command picks up where it stopped.
  const stop = new AbortController();
  process.on('SIGINT', () => {
    if (stop.signal.aborted) process.exit(130);
    stop.abort();
    console.error('\nStopping after the current record (Ctrl-C again to stop now)...');
  });
  let summary;
  try {
    const importer = require(path.join(distDir, 'src/plugins/calendar/server/features/import'));
    const common = {
      dryRun: opts['dry-run'],
      since: opts.since,
      fallbackAuthor: opts.author ? Number(opts.author) : null,
      maxAnswerBytes: opts.maxAnswerBytes,
      signal: stop.signal,
      onProgress: (event) => progress.update(event),
      onProblem: (message) => progress.log(message),
    };
    summary = opts['from-ics']
      ? await importer.runIcsImport(strapi, { ...common, from: opts['from-ics'], language: opts.languages?.split(',')[0] })
      : await importer.runImport(strapi, {
          ...common,
          from: opts.from,
          auth: opts.auth,
          token: opts.token,
          languages: opts.languages ? opts.languages.split(',').map((l) => l.trim()).filter(Boolean) : undefined,
          languageBy: opts['language-by'],
          eventStatus: opts['event-status'],
          onRetry: (message) => progress.log(`network: ${message}`),
        });
  } finally {
    progress.stop();
    await strapi.destroy();
  }
  if (opts.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else printSummary(summary);
  process.exit(summary.failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
