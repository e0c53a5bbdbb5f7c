import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { defaultLocale } from '../../core/languages/default-locale';
import { UID } from '../../data/repository/uids';
import { slugify } from '../../data/write/slugs';
import { contentManagerAccess } from './content-manager-access';
import { wrapContentManagerAction, type ContentManagerAction } from './content-manager-actions';
import { uniqueSlug } from '../../data/write/unique-slug';

type Data = Record<string, unknown>;
type Ctx = Context & { params: { model?: string; sourceId?: string }; query: Record<string, unknown>; request: { body?: unknown } };
type Next = () => Promise<unknown>;

/** The posts an editor duplicates, and the field each one's title is in. */
const TITLE = { [UID.event]: 'title', [UID.venue]: 'name', [UID.organizer]: 'name' } as const;
type PostUid = keyof typeof TITLE;
const isPost = (uid: unknown): uid is PostUid => typeof uid === 'string' && uid in TITLE;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a duplicate's title gets, as WordPress's "Duplicate Post" marks its copies, in the record's own
 * language (a French title reads "(copie)"); a language without its word gets the English one.
 */
const COPY_MARKS: Readonly<Record<string, string>> = { en: ' (copy)', fr: ' (copie)', pt: ' (cópia)' };
export const copyMark = (locale: string | undefined): string => COPY_MARKS[(locale ?? 'en').split('-')[0]!.toLowerCase()] ?? COPY_MARKS.en!;

/**
 * The Content Manager's Duplicate (list row menu, and the calendar's own Duplicate in the form, which
 * calls the same route) for events, venues and organizers. Strapi 5.54 refuses to "auto-clone" a type
 * with a `uid` field or a two-sided one-to-many relation and sends the editor to a prefilled create form
 * instead, which then fails on the copied slug and API ID. Here both paths work, through Strapi's own
 * clone (its permission checks and field sanitizing are kept):
 * - the auto-clone route skips that refusal for these types, whose slug and series links the Document
 *   Service middleware below replaces (the only fields that made Strapi refuse: `slug`, `childEvents`);
 * - every clone of a post (auto-clone or the prefilled form) gets a fresh API ID and slug, "(copy)" after
 *   an unchanged title, the draft status, and no series (features/series/step.ts clears the series fields,
 *   `childEvents` is cleared here so the copy never takes the original's occurrences).
 * An event's relations (venue, organizers, categories, tags) are copied by Strapi's clone as they are; a
 * venue's or organizer's events are not (the copy is a new place or organizer, used by no event yet).
 */
export function registerDuplicates(strapi: Core.Strapi): void {
  allowAutoClone(strapi);
  strapi.documents.use((async (context: { uid: string; action: string; params: unknown }, next: Next) => {
    if (context.action !== 'clone' || !isPost(context.uid)) return next();
    await prepareCopy(strapi, context.uid, context.params as CloneParams);
    return next();
  }) as never);
}

function allowAutoClone(strapi: Core.Strapi): void {
  const copied = wrapContentManagerAction<Ctx>(strapi, 'collection-types', 'clone', 'copies are checked as Strapi checks them', (clone) =>
    async function (this: unknown, ctx) {
      if (isPost(ctx.params.model) && (await hiddenSource(strapi, ctx, ctx.params.model))) return ctx.forbidden('You may not read what you would copy.');
      return clone.call(this, ctx);
    }
  );
  if (!copied) return;
  wrapContentManagerAction<Ctx>(strapi, 'collection-types', 'autoClone', 'Duplicate in the list keeps its default behaviour', (autoClone) =>
    async function (this: unknown, ctx) {
      if (!isPost(ctx.params.model)) return autoClone.call(this, ctx);
      // The list sends its language as a query parameter, and Strapi's clone reads the body's: without this
      // a French row would be looked up (and copied) in the default language.
      const body = isRecord(ctx.request.body) ? ctx.request.body : {};
      const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
      ctx.request.body = locale && body.locale === undefined ? { ...body, locale } : body;
      // The clone action as wrapped above.
      return (strapi.controller('plugin::content-manager.collection-types') as unknown as Record<string, ContentManagerAction<Ctx>>).clone!.call(this, ctx);
    }
  );
}

/**
 * Strapi's clone checks the right to create, not the right to read the original: an Author (who reads only
 * what they made) could copy anyone's record by its document ID. A copy reveals the original's fields, so
 * the original must be one the admin may read in the Content Manager (its conditions and languages).
 */
async function hiddenSource(strapi: Core.Strapi, ctx: Ctx, model: PostUid): Promise<boolean> {
  const documentId = ctx.params.sourceId;
  if (!documentId) return false;
  const body = isRecord(ctx.request.body) ? ctx.request.body : {};
  const locale = typeof body.locale === 'string' ? body.locale : await defaultLocale(strapi);
  const checker = contentManagerAccess(strapi, ctx, model);
  const { filters } = await checker.sanitizedQuery.read({});
  const where = filters ? { $and: [{ documentId }, filters] } : { documentId };
  const documents = strapi.documents(model);
  if (await documents.findFirst({ locale, filters: where as never, fields: ['id'] as never })) return false;
  // One that does not exist is Strapi's 404 to answer.
  return Boolean(await documents.findFirst({ locale, filters: { documentId } as never, fields: ['id'] as never }));
}

type CloneParams = { documentId?: string; locale?: string; data?: Data };

async function prepareCopy(strapi: Core.Strapi, uid: PostUid, params: CloneParams): Promise<void> {
  if (!params.documentId) return;
  const data: Data = isRecord(params.data) ? params.data : {};
  params.data = data;
  const titleField = TITLE[uid];
  const locale = params.locale ?? (await defaultLocale(strapi));
  const source = (await strapi.db.query(uid).findOne({
    where: { documentId: params.documentId, ...(locale ? { locale } : {}) },
    select: [titleField, 'slug'],
  })) as (Data & { slug: string | null }) | null;
  if (!source) return; // Strapi's clone answers 404 itself.
  const sourceTitle = typeof source[titleField] === 'string' ? (source[titleField] as string) : '';
  // The prefilled form sends the original's title unless the editor changed it: only then is it marked.
  const given = typeof data[titleField] === 'string' ? (data[titleField] as string) : sourceTitle;
  const title = given === sourceTitle ? `${sourceTitle}${copyMark(locale)}` : given;
  // A slug the editor typed in the prefilled form is kept (numbered if taken); the copied one never is.
  const chosen = typeof data.slug === 'string' && data.slug !== '' && data.slug !== source.slug ? data.slug : slugify(title, uid.split('.').pop());
  Object.assign(data, {
    [titleField]: title,
    slug: await uniqueSlug(strapi, uid, chosen, { locale }),
    // Allocated on create (data/ids/assign-ids.ts): a copied ID would be refused as already in use.
    postId: null,
    // One save must not make a copy public: publishing it is the editor's explicit step.
    postStatus: 'draft',
    postDate: new Date(),
    // The lineage names the imported object the original came from; the copy is not that object.
    globalIdLineage: null,
  });
  // The links that belong to the original alone: an event's own occurrences, and a venue's or organizer's
  // events (copied, they would give those events a second venue or an organizer twice over).
  Object.assign(data, uid === UID.event ? { childEvents: { set: [] } } : { events: { set: [] } });
}
