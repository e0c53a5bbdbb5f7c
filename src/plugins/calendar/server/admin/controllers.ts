import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UID } from '../repository/uids';
import { getPluginContext } from '../utils';
import { calendarEventsQuery, findCalendarEvents } from './calendar-events';

interface PermissionChecker {
  cannot: { read: () => boolean };
}

/** Whether the admin user may read events in the Content Manager (the calendar page shows no more). */
function canReadEvents(strapi: Core.Strapi, ctx: Context): boolean {
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ctx.state.userAbility, model: UID.event }) as PermissionChecker;
  return !checker.cannot.read();
}

/** The admin routes of the calendar plugin: what its custom fields and its calendar page read. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The site time zone and the languages, for the time fields' defaults and the calendar's language picker. */
  settings(ctx: Context) {
    const { settings, languages } = getPluginContext(strapi);
    ctx.body = {
      timezone: settings.timezone,
      languages: languages.all.map(({ code, locale, name }) => ({ code, locale, name })),
      defaultLocale: languages.all[0].locale,
    };
  },

  /** The events of a window in one language, for the calendar page. */
  async events(ctx: Context) {
    if (!canReadEvents(strapi, ctx)) return ctx.forbidden('You may not read events.');
    const parsed = calendarEventsQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid calendar query', { issues: parsed.error.issues });
    ctx.body = await findCalendarEvents(strapi, parsed.data);
  },
});
