import type { Core } from '@strapi/strapi';
import { ensureLocales } from './languages/ensure-locales';
import { ROUTE_PREFIX } from './namespace';
import { getPluginContext } from './utils';

/** Runs after the schema sync and routing: the locales, and a check that the routes mounted. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const { languages } = getPluginContext(strapi);
  await ensureLocales(strapi, languages);

  // A wrong plugin wiring makes Strapi skip routes silently: refuse to start without them.
  const mounted = strapi.server
    .api('content-api')
    .listRoutes()
    .some((layer) => layer.path.includes(ROUTE_PREFIX));
  if (!mounted) throw new Error(`The calendar plugin loaded but its routes under ${ROUTE_PREFIX} are missing.`);
};
