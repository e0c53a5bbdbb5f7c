import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod/v4';
import type { LinkRelation, MissingLink, TranslationLinksAnswer } from '../../../shared/translation-links';
import { UID } from '../../data/repository/uids';
import { contentManagerAccess } from './content-manager-access';
import { readableLocale } from './series';

export const translationLinksQuery = z.object({
  documentId: z.string().regex(/^[a-z0-9]{1,64}$/),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
});

/** The event's links and the field each linked type is named by. */
const RELATIONS: { relation: LinkRelation; uid: string; name: string }[] = [
  { relation: 'venues', uid: UID.venue, name: 'name' },
  { relation: 'organizers', uid: UID.organizer, name: 'name' },
  { relation: 'categories', uid: UID.category, name: 'name' },
  { relation: 'tags', uid: UID.tag, name: 'name' },
];

type Linked = { documentId: string; locale: string } & Record<string, unknown>;
type EventRow = { locale: string } & Partial<Record<LinkRelation, Linked[]>>;

/**
 * The links of an event's other languages that its `locale` version lacks, each with its translation in
 * that language where one exists. Guarded as the Content Manager is: an event the admin may not read
 * answers as an unknown one, and a linked type the admin may not read is left out (its names stay unseen).
 */
export async function missingLinks(strapi: Core.Strapi, ctx: Context, documentId: string, locale: string): Promise<TranslationLinksAnswer | null> {
  const events = contentManagerAccess(strapi, ctx, UID.event);
  const rows = (await strapi.db.query(UID.event).findMany({
    where: { documentId },
    select: ['locale'],
    populate: Object.fromEntries(RELATIONS.map(({ relation, name }) => [relation, { select: ['documentId', 'locale', name] }])),
  })) as EventRow[];
  const locales = [locale, ...rows.map((row) => row.locale).filter((other) => other !== locale)];
  if (!rows.length || !(await readableLocale(strapi, events, documentId, locales))) return null;
  const own = rows.find((row) => row.locale === locale);
  const others = rows.filter((row) => row !== own);
  const missing: MissingLink[] = [];
  for (const { relation, uid, name } of RELATIONS) {
    if (events.cannot.read(undefined, relation) || contentManagerAccess(strapi, ctx, uid).cannot.read()) continue;
    const linkedHere = new Set((own?.[relation] ?? []).map((item) => item.documentId));
    const elsewhere = new Map<string, string>();
    for (const row of others) {
      for (const item of row[relation] ?? []) {
        if (!linkedHere.has(item.documentId) && !elsewhere.has(item.documentId)) elsewhere.set(item.documentId, String(item[name] ?? ''));
      }
    }
    if (!elsewhere.size) continue;
    const translations = (await strapi.db.query(uid as never).findMany({
      where: { documentId: { $in: [...elsewhere.keys()] }, locale },
      select: ['documentId', name],
    })) as Linked[];
    const translated = new Map(translations.map((item) => [item.documentId, String(item[name] ?? '')]));
    for (const [linked, label] of elsewhere) {
      missing.push({ relation, documentId: linked, name: label, translatedName: translated.get(linked) ?? null });
    }
  }
  return { from: others.map((row) => row.locale), missing };
}

/** GET /calendar/translation-links?documentId=&locale= (the edit view's "Links in this language" panel). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    if (contentManagerAccess(strapi, ctx, UID.event).cannot.read()) return ctx.forbidden('You may not read events.');
    const parsed = translationLinksQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid translation links query', { issues: parsed.error.issues });
    const answer = await missingLinks(strapi, ctx, parsed.data.documentId, parsed.data.locale);
    if (!answer) return ctx.notFound('No such event.');
    ctx.body = answer;
  },
});
