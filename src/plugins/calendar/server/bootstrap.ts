import type { Core } from '@strapi/strapi';
import { cacheContentApiAbilities } from './access/ability-cache';
import { keepPublicPermissionsPerDataVersion } from './access/public-permissions';
import { keepTokensPerDataVersion } from './access/token-lookups';
import { findTokenAuthor } from './access/writer';
import { ensureLocales } from './core/languages/ensure-locales';
import { ROUTE_PREFIX } from './http/namespace';
import { registerAdminAction } from './core/sanitize/admin-action';
import { startScheduler } from './features/schedule/publish-scheduled';
import { scheduleSeriesExtension } from './features/series/horizon';
import { failTransactionsThatCannotBegin } from './data/repository/database-busy';
import { getPluginContext } from './lib/utils';
import { startSubmissions } from './features/submissions';

/**
 * Runs after the schema sync and routing: transactions that could not begin fail at once (a busy
 * database), the locales, the admin's right to post unfiltered HTML, the content API's abilities built
 * once per list of permissions, the Public role's permissions and API tokens read once per data version, and a check
 * that the routes mounted.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const { languages, settings } = getPluginContext(strapi);
  failTransactionsThatCannotBegin(strapi);
  cacheContentApiAbilities(strapi);
  keepPublicPermissionsPerDataVersion(strapi);
  keepTokensPerDataVersion(strapi);
  await ensureLocales(strapi, languages);
  await registerAdminAction(strapi);
  startScheduler(strapi, settings.publishScheduledEvery);
  scheduleSeriesExtension(strapi);
  await startSubmissions(strapi);
  // Not fatal: the user may be created later (API-token writes have no author meanwhile).
  if (settings.tokenAuthor !== null && !(await findTokenAuthor(strapi, settings.tokenAuthor))) {
    strapi.log.warn(`calendar: tokenAuthor (CALENDAR_TOKEN_AUTHOR) "${settings.tokenAuthor}" names no user yet; API-token writes have no author.`);
  }

  // A wrong plugin wiring makes Strapi skip routes silently: refuse to start without them.
  const mounted = strapi.server
    .api('content-api')
    .listRoutes()
    .some((layer) => layer.path.includes(ROUTE_PREFIX));
  if (!mounted) throw new Error(`The calendar plugin loaded but its routes under ${ROUTE_PREFIX} are missing.`);
};
