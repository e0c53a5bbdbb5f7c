import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { DateTime } from 'luxon';
import { authenticateOnce } from '../../access/authenticate';
import { invalidParams } from '../../core/errors';
import { resources } from '../../core/resources';
import { createRequestContext, type RequestContext } from '../../core/request/request-context';
import type { EventCreateBody } from '../../core/bodies';
import { throughDoor, type Door } from '../../data/door/door';
import { UID } from '../../data/repository/uids';
import { retryLostRace } from '../../data/repository/unique-retry';
import type { WriteContext } from '../../data/write/context';
import { imageUrls } from '../../data/write/image-urls';
import { withPreparedImages, type PreparedImages } from '../../data/write/prepared-images';
import { geocodeWriteBody } from '../../features/geocode/write-body';
import { getPluginContext } from '../../lib/utils';
import { acceptSolution } from './challenge';
import { findDuplicateOf } from './duplicates';
import { challengeFailed, signInRequired, submissionRefused, submissionsClosed, tooManySubmissions } from './errors';
import { addressBlocked, emailBlocked, takeSubmission } from './limits';
import { submissionLinks } from './links';
import { message } from './mail/messages';
import { sendMail } from './mail/send';
import { hashSecret, newReference, newSecret } from './private-link';
import { submissionDoor } from './submission-door';
import { parseSubmission, type Submitter } from './submission-body';
import { createSubmission, updateSubmission, type SubmissionRow } from './store';

/**
 * `POST /submissions`: a visitor proposes an event. In order: the site's switch and blocks, the sign-in
 * when required, the body (400 naming each bad field), the honeypot, the proof of work, the limits; then
 * the event (and the venue and organizers it proposes) is written in `pending` through the submission's
 * own write door, in one transaction with the submission's record; then the messages. The answer is the
 * reference only: the private link goes to the submitter's mailbox, never to whoever sent the request.
 */

/** What a visitor's write may do beside the door's own check: create venues and organizers, nothing else. */
const visitorMay = (resource: string, verb: 'create' | 'update') => verb === 'create' && (resource === 'venues' || resource === 'organizers');

export function visitorWriteContext(rctx: RequestContext, images: PreparedImages): WriteContext {
  return { strapi: rctx.strapi, locale: rctx.locale, siteTimezone: rctx.siteTimezone, now: rctx.now, userId: null, images, may: visitorMay, mayEditOthers: false };
}

/** Writes a visitor's event body through a door, with its images fetched before the transaction opens. */
export async function writeVisitorEvent<T>(
  rctx: RequestContext,
  body: EventCreateBody,
  door: Door,
  write: (wctx: WriteContext, body: EventCreateBody) => Promise<T>
): Promise<T> {
  const geocoded = await geocodeWriteBody(rctx.strapi, 'events', body, null);
  const urls = imageUrls(geocoded, (resource) => visitorMay(resource, 'create'));
  return withPreparedImages(rctx.strapi, rctx.wire().baseUrl, urls, (images) =>
    retryLostRace(() => throughDoor(door, () => rctx.strapi.db.transaction(() => write(visitorWriteContext(rctx, images), geocoded)) as Promise<T>))
  );
}

async function checkCaller(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const { submissions: settings } = getPluginContext(strapi).settings;
  if (!settings.enabled) throw submissionsClosed();
  if (addressBlocked(ctx.ip, settings.blockedAddresses)) throw submissionRefused();
  if (settings.requireSignIn) {
    if (ctx.get('authorization')) await authenticateOnce(strapi, ctx);
    if (!ctx.state.isAuthenticated) throw signInRequired();
  }
}

function languageOf(strapi: Core.Strapi, submitter: Submitter): string | undefined {
  if (submitter.mlLanguage === undefined) return undefined;
  const language = getPluginContext(strapi).languages.byCode(submitter.mlLanguage);
  if (!language) throw invalidParams({ ml_language: 'Invalid parameter.' });
  return language.code;
}

export async function submit(strapi: Core.Strapi, ctx: Context): Promise<{ status: number; body: object; headers?: Record<string, string> }> {
  const { settings, listSettings } = getPluginContext(strapi);
  const options = settings.submissions;
  await checkCaller(strapi, ctx);
  // The HTML filter (core/sanitize) treats this write as a visitor's, whoever is signed in.
  ctx.state.calendarSubmission = true;
  const { submitter, event } = parseSubmission((ctx.request as { body?: unknown }).body, listSettings.languages);
  if (emailBlocked(submitter.email, options.blockedEmailDomains)) throw submissionRefused();
  const rctx = createRequestContext(strapi, ctx, languageOf(strapi, submitter));
  // A bot that filled the hidden field is told what it expects, and nothing is stored.
  if (submitter.honeypot) return accepted(newReference());
  if (!(await acceptSolution(strapi, options, submitter.altcha))) throw challengeFailed();
  const { wait, refund } = await takeSubmission(strapi, options, ctx.ip, submitter.email);
  if (wait > 0) {
    const error = tooManySubmissions(wait);
    ctx.set('Retry-After', String(wait));
    throw error;
  }
  const secret = newSecret();
  const reference = newReference();
  const body: EventCreateBody = { ...event, status: 'pending' };
  const stored = store(strapi, rctx, body, { reference, secret, submitter });
  const { row, eventDoc } = await stored.catch(async (error: unknown) => {
    await refund();
    throw error;
  });
  await markDuplicate(strapi, row, eventDoc.documentId, rctx.locale);
  await tellOfSubmission(strapi, rctx.wire().baseUrl, row, eventDoc.title, secret);
  return accepted(reference);
}

const accepted = (reference: string) => ({ status: 201, body: { reference, status: 'pending' } });

/** The event (with what it proposes) and the submission's record, in one transaction through the submission's door. */
async function store(strapi: Core.Strapi, rctx: RequestContext, body: EventCreateBody, who: { reference: string; secret: string; submitter: Submitter }) {
  const { settings } = getPluginContext(strapi);
  const options = settings.submissions;
  const { reference, secret, submitter } = who;
  resources.events.write!.preflight?.(body as never, rctx, null);
  return writeVisitorEvent(rctx, body, submissionDoor(options.maxRecords), async (wctx, written) => {
    const write = resources.events.write!;
    const data = await write.toData(written as never, wctx, null);
    const created = (await strapi.documents(UID.event).create({ data, locale: rctx.locale, ...write.stepParams?.(written as never) } as never)) as {
      documentId: string;
      title: string;
      startDate: string;
    };
    const stored = await createSubmission(strapi, {
      reference,
      state: 'pending',
      eventDocumentId: created.documentId,
      locale: rctx.locale,
      proposedDocumentIds: await proposedOf(strapi, created.documentId, rctx.locale),
      submitterName: submitter.name,
      submitterEmail: submitter.email,
      language: rctx.language.code,
      consentAt: new Date().toISOString(),
      tokenHash: hashSecret(secret),
      linkExpiresAt: DateTime.now().plus({ days: options.linkDays }).toJSDate().toISOString(),
    });
    return { row: stored, eventDoc: created };
  });
}

/** The venues and organizers linked to the new event that are not published: the ones it proposed. */
async function proposedOf(strapi: Core.Strapi, eventDocumentId: string, locale: string): Promise<string[]> {
  const event = (await strapi.db.query(UID.event).findOne({
    where: { documentId: eventDocumentId, locale },
    populate: { venues: { select: ['documentId', 'postStatus'] }, organizers: { select: ['documentId', 'postStatus'] } },
  })) as { venues?: { documentId: string; postStatus: string }[]; organizers?: { documentId: string; postStatus: string }[] } | null;
  return [...(event?.venues ?? []), ...(event?.organizers ?? [])].filter((p) => p.postStatus !== 'publish').map((p) => p.documentId);
}

async function markDuplicate(strapi: Core.Strapi, row: SubmissionRow, eventDocumentId: string, locale: string): Promise<void> {
  const duplicate = await findDuplicateOf(strapi, eventDocumentId, locale);
  if (duplicate) await updateSubmission(strapi, row.id, { duplicateOfDocumentId: duplicate });
}

/** The submitter's receipt with the private link, and the site's notice to each `notify` address. */
async function tellOfSubmission(strapi: Core.Strapi, base: string, row: SubmissionRow, title: string, secret: string): Promise<void> {
  const options = getPluginContext(strapi).settings.submissions;
  const links = submissionLinks(strapi, base);
  const values = { title, reference: row.reference, linkDays: options.linkDays };
  await sendMail(strapi, row.submitterEmail!, message('received', row.language, { ...values, link: links.privateLink(row.reference, secret, row.locale) }));
  await tellSite(strapi, base, row, title);
}

/** The site's notice of a new or changed submission, to each `notify` address, with its link in the admin. */
export async function tellSite(strapi: Core.Strapi, base: string, row: SubmissionRow, title: string): Promise<void> {
  const links = submissionLinks(strapi, base);
  const notice = message('site', 'en', { title, reference: row.reference, submitter: row.submitterName ?? undefined, link: links.adminEvent(row.eventDocumentId!, row.locale) });
  for (const to of getPluginContext(strapi).settings.submissions.notify) await sendMail(strapi, to, notice);
}
