import type { Core } from '@strapi/strapi';
import { cacheContentApiAbilities } from './auth/ability-cache';
import { keepPublicPermissionsPerDataVersion } from './auth/public-permissions';
import { findTokenAuthor } from './auth/writer';
import { ensureLocales } from './languages/ensure-locales';
import { ROUTE_PREFIX } from './namespace';
import { registerAdminAction } from './sanitize/admin-action';
import { startScheduler } from './schedule/publish-scheduled';
import { scheduleSeriesExtension } from './series/horizon';
import { failTransactionsThatCannotBegin } from './repository/database-busy';
import { getPluginContext } from './utils';

/**
 * Runs after the schema sync and routing: transactions that could not begin fail at once (a busy
 * database), the locales, the admin's right to post unfiltered HTML, the content API's abilities built
 * once per list of permissions, the Public role's permissions read once per data version, and a check
 * that the routes mounted.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const { languages, settings } = getPluginContext(strapi);
  failTransactionsThatCannotBegin(strapi);
  cacheContentApiAbilities(strapi);
  keepPublicPermissionsPerDataVersion(strapi);
  await ensureLocales(strapi, languages);
  await registerAdminAction(strapi);
  startScheduler(strapi, settings.publishScheduledEvery);
  scheduleSeriesExtension(strapi);
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
