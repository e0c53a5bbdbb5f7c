import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod/v4';
import { UID } from '../../data/repository/uids';
import { getPluginContext } from '../../lib/utils';
import { calendarEventsQuery, findCalendarEvents } from './calendar-events';
import { contentManagerAccess } from './content-manager-access';
import { HOME_TYPES, readHome, type HomeReaders } from './home';
import { pendingSummary } from '../submissions/store';
import { mailConfigured } from '../submissions/mail/send';
import { PAGE_KIND_OF, publicPageOf } from './public-page';

/** GET /calendar/public-page: one translation of a document of a type with public pages. */
const publicPageQuery = z.object({
  uid: z.string().refine((uid) => uid in PAGE_KIND_OF, 'not a calendar type with public pages'),
  documentId: z.string().min(1),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/).optional(),
});

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

  /** A record's public URL and whether the public sees it now (the edit view's "Public page" panel): for admins who may read it. */
  async publicPage(ctx: Context) {
    const parsed = publicPageQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid public page query', { issues: parsed.error.issues });
    const { uid, documentId, locale } = parsed.data;
    const reader = contentManagerAccess(strapi, ctx, uid);
    if (reader.cannot.read()) return ctx.forbidden('You may not read these records.');
    // The role's conditions (its locales, "is creator"): a record it may not read answers as an unknown one.
    const { filters } = await reader.sanitizedQuery.read({});
    const readable = await strapi.documents(uid as never).count({ locale: locale ?? '*', filters: { $and: [{ documentId }, filters ?? {}] } } as never);
    if (!readable) return ctx.notFound('No such record.');
    const page = await publicPageOf(strapi, ctx.origin, uid, documentId, locale);
    if (!page) return ctx.notFound('No such record.');
    ctx.body = page;
  },

  /** The home page's widgets: counts by status and the last published records, of the types the admin may read. */
  async home(ctx: Context) {
    const readers: HomeReaders = {};
    for (const uid of HOME_TYPES) {
      const reader = contentManagerAccess(strapi, ctx, uid);
      if (!reader.cannot.read()) readers[uid] = reader;
    }
    const home = await readHome(strapi, readers);
    // Visitors' submissions waiting, for those who may read events, and whether their submitters are told.
    const submissions = readers[UID.event] ? { ...(await pendingSummary(strapi)), mail: mailConfigured(strapi) } : undefined;
    ctx.body = { ...home, submissions };
  },
});
