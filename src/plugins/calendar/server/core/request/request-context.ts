import type { Core } from '@strapi/strapi';
import { timingSafeEqual } from 'crypto';
import type { Context } from 'koa';
import { DateTime } from 'luxon';
import { canEdit, isAllowed } from '../../access/access';
import type { LanguageSetting } from '../../config/settings';
import type { ListSettings } from '../params';
import type { EmbeddedAccess } from '../../data/repository/records';
import { namespaceUrl, requestBaseUrl } from '../../http/urls';
import { getPluginContext } from '../../lib/utils';
import { zoneOf, type WireContext } from '../wire';

/** What a read needs to know about the request: its language, the caller's rights, links, the clock. */
export interface RequestContext {
  strapi: Core.Strapi;
  language: LanguageSetting;
  /** Strapi locale of the request's language. */
  locale: string;
  listSettings: ListSettings;
  siteTimezone: string;
  now: DateTime;
  namespaceUrl: string;
  /** Whether the caller may write the resource (and so see its non-public records). */
  canEdit(resource: string): boolean;
  /** Whether the caller holds the calendar action `<resource>.<verb>` (a write's caller once authorized). */
  may(resource: string, verb: string): boolean;
  /** The venues and organizers events may show this caller: the rule of their own routes. */
  embedded(): EmbeddedAccess;
  /**
   * The wire context; `password` unlocks records protected by it. Callers allowed to write a kind of
   * record see its protected records unlocked, as WordPress shows them to their editors.
   */
  wire(unlock?: { password?: string }): WireContext;
}

/**
 * The request's language: `ml_language` (already validated), else the language root the path came
 * through, else the default language.
 */
export function createRequestContext(strapi: Core.Strapi, ctx: Context, mlLanguage?: string): RequestContext {
  const { settings, languages, listSettings } = getPluginContext(strapi);
  const code = mlLanguage ?? (ctx.state.calendarRootLanguage as string | undefined);
  const language = (code && languages.byCode(code)) || languages.default;
  const base = requestBaseUrl(strapi, ctx);
  const nsUrl = namespaceUrl(strapi, base);
  // zoneOf, not luxon's own parser: luxon cannot read WordPress offsets such as `UTC+5.5`.
  // The clock at second precision, read once per request by the HTTP cache when it runs (an answer is a
  // function of the data version and this clock, so a cached one is exact for its period: http-cache).
  const clock = typeof ctx.state.calendarNow === 'number' ? ctx.state.calendarNow : Date.now();
  const now = DateTime.fromMillis(clock - (clock % 1000)).setZone(zoneOf(settings.timezone));
  return {
    strapi,
    language,
    locale: language.locale,
    listSettings,
    siteTimezone: settings.timezone,
    now,
    namespaceUrl: nsUrl,
    canEdit: (resource) => canEdit(ctx, resource),
    may: (resource, verb) => isAllowed(ctx, `plugin::calendar.${resource}.${verb}`),
    embedded: () => ({
      events: canEdit(ctx, 'events') ? 'any' : 'publish',
      venues: canEdit(ctx, 'venues') ? 'any' : 'publish',
      organizers: canEdit(ctx, 'organizers') ? 'any' : 'publish',
    }),
    wire: (unlock = {}) => ({
      baseUrl: base,
      namespaceUrl: nsUrl,
      siteTimezone: settings.timezone,
      languageOf: (locale) => languages.byLocale(locale)?.code ?? locale.toLowerCase(),
      defaultLocale: languages.default.locale,
      unlocked: (record, kind) =>
        canEdit(ctx, `${kind}s`) || (unlock.password !== undefined && safeEqual(unlock.password, record.password ?? '')),
      now: now.toJSDate(),
      permalinks: settings.permalinks,
    }),
  };
}

/** Constant-time comparison of a given password with the stored one, as WordPress compares them. */
function safeEqual(given: string, stored: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
