/**
 * The HTTP cache's scenarios of `npm run bench` (issue 15):
 * - `list` (anonymous, warm cache): served from the answer cache once the first request of each second
 *   has filled it;
 * - `list_uncached`: the same request with the cache off by its setting (`cache: false`, switched in the
 *   server child for the run only), so every request reads the database;
 * - `revalidate`: the same request with `If-None-Match: <its ETag>`, answered 304 without a body.
 */
'use strict';

/**
 * What browsers and HTTP libraries send: the three list scenarios accept compressed answers, as clients
 * of a cache do (a cached answer is kept compressed). Without it, a 54 KB page is mostly a measure of
 * autocannon reading bytes on the same two cores (BENCH.md).
 */
const CLIENT_HEADERS = { 'accept-encoding': 'gzip, br' };

/** The scenarios (`list` redefined with the client's headers), built from the list's path and its current ETag. */
async function cacheScenarios(base, listPath, server) {
  const response = await fetch(base + listPath);
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`Check failed: list answered ${response.status} with ETag ${etag}`);
  const scenarios = {
    list: { url: base + listPath, path: listPath, headers: CLIENT_HEADERS },
    list_uncached: { url: base + listPath, path: listPath, headers: CLIENT_HEADERS, settings: { cache: false } },
    revalidate: { url: base + listPath, path: listPath, headers: { ...CLIENT_HEADERS, 'if-none-match': etag }, expectStatus: 304 },
  };
  // One checked request each, as verify() does for the others.
  const uncached = await withSettings(server, scenarios.list_uncached, () => fetch(base + listPath));
  if (uncached.status !== 200 || uncached.headers.get('etag') !== etag) throw new Error(`Check failed: list_uncached answered ${uncached.status}, ETag ${uncached.headers.get('etag')} (cached: ${etag})`);
  const revalidated = await fetch(base + listPath, { headers: scenarios.revalidate.headers });
  if (revalidated.status !== 304) throw new Error(`Check failed: revalidate answered ${revalidated.status}, not 304`);
  return scenarios;
}

/** Runs `run` with the scenario's plugin settings switched in the server child, then switches them back. */
async function withSettings(server, scenario, run) {
  if (!scenario.settings) return run();
  const { previous } = await server.ask('settings', { settings: scenario.settings });
  try {
    return await run();
  } finally {
    await server.ask('settings', { settings: previous });
  }
}

/** autocannon options of the scenario beyond the URL: its request headers. */
const cannonOptions = (scenario) => (scenario.headers ? { headers: scenario.headers } : {});

/** Answers that are not what the scenario expects (2xx, or its expected status such as 304). */
function unexpectedAnswers(result, scenario) {
  if (!scenario.expectStatus) return result.non2xx;
  const expected = (result.statusCodeStats && result.statusCodeStats[scenario.expectStatus]) || { count: 0 };
  return result.non2xx - expected.count;
}

/** The ratios the issue sets targets for (list ≥ 3×, list_uncached ≥ 0.5×, revalidate ≥ 5× the floor). */
function cacheRatios(ratio) {
  return ['list', 'list_uncached', 'revalidate'].map((name) => `${`${name} / floor rps:`.padEnd(24)}${ratio(name, 'floor')}`).join('\n');
}

module.exports = { cacheScenarios, withSettings, cannonOptions, unexpectedAnswers, cacheRatios };
