import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UID } from '../repository/uids';
import { getPluginContext } from '../utils';
import { calendarEventsQuery, findCalendarEvents } from './calendar-events';
import { contentManagerAccess } from './content-manager-access';

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

  /** The events of a window in one language, for the calendar page: those the Content Manager would list. */
  async events(ctx: Context) {
    const events = contentManagerAccess(strapi, ctx, UID.event);
    if (events.cannot.read()) return ctx.forbidden('You may not read events.');
    const parsed = calendarEventsQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid calendar query', { issues: parsed.error.issues });
    const venues = contentManagerAccess(strapi, ctx, UID.venue);
    ctx.body = await findCalendarEvents(strapi, parsed.data, { events, venues: venues.cannot.read() ? null : venues });
  },
});
