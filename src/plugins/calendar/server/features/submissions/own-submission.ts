import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { resources } from '../../core/resources';
import { createRequestContext, type RequestContext } from '../../core/request/request-context';
import type { EventCreateBody } from '../../core/bodies';
import { findRows } from '../../data/repository/find';
import { UID } from '../../data/repository/uids';
import { getPluginContext } from '../../lib/utils';
import { submissionNotFound } from './errors';
import { isReference, secretMatches } from './private-link';
import { findByReference, updateSubmission, type SubmissionRow } from './store';
import { parseSubmission } from './submission-body';
import { submitterEditDoor } from './submission-door';
import { tellSite, writeVisitorEvent } from './submit';

/**
 * The submitter's private link: `GET /submissions/<reference>?key=<secret>` shows the submission (its
 * state, the editor's reason, the event as the API writes it), `POST` with the same key changes the event,
 * which goes back to review (`pending`) even when it was published. The key opens that submission only,
 * until it expires; a rejected or spam submission, or one whose personal data was deleted, opens no more.
 */
export async function openSubmission(strapi: Core.Strapi, reference: string, key: unknown): Promise<SubmissionRow> {
  const row = isReference(reference) ? await findByReference(strapi, reference) : null;
  const valid =
    row &&
    typeof key === 'string' &&
    secretMatches(key, row.tokenHash) &&
    (row.state === 'pending' || row.state === 'approved') &&
    row.linkExpiresAt !== null &&
    new Date(row.linkExpiresAt).getTime() > Date.now();
  if (!valid) throw submissionNotFound();
  return row;
}

/** The submitter's view: the submission and its event (every field, unlocked: it is theirs). */
export async function showSubmission(strapi: Core.Strapi, ctx: Context, row: SubmissionRow): Promise<object> {
  const rctx = createRequestContext(strapi, ctx, getPluginContext(strapi).languages.byLocale(row.locale ?? '')?.code);
  return {
    reference: row.reference,
    status: row.state,
    reason: row.state === 'rejected' ? row.reason : null,
    link_expires: row.linkExpiresAt,
    event: await ownEvent(strapi, rctx, row),
  };
}

/** The submitted event as stored, what it links included (in review or not: it is the submitter's own). */
async function storedEvent(strapi: Core.Strapi, row: SubmissionRow) {
  const rows = await findRows(strapi, UID.event, { where: { documentId: row.eventDocumentId, locale: row.locale }, limit: 1 });
  const [record] = rows.length ? await resources.events.toRecords(strapi, rows, { events: 'any', venues: 'any', organizers: 'any' }) : [];
  return record ?? null;
}

async function ownEvent(strapi: Core.Strapi, rctx: RequestContext, row: SubmissionRow): Promise<object | null> {
  const record = await storedEvent(strapi, row);
  const wire = { ...rctx.wire(), unlocked: () => true };
  return record ? (resources.events.toWire(record, wire, { single: false, write: true }) as object) : null;
}

/** The documents a submitter's edit may change: its event, the dates of its series, what it proposed. */
async function ownDocuments(strapi: Core.Strapi, row: SubmissionRow): Promise<Set<string>> {
  const dates = (await strapi.db.query(UID.event).findMany({
    where: { parentEvent: { documentId: row.eventDocumentId } },
    select: ['documentId'],
    limit: getPluginContext(strapi).settings.submissions.maxRecords,
  })) as { documentId: string }[];
  return new Set([row.eventDocumentId!, ...(row.proposedDocumentIds ?? []), ...dates.map((d) => d.documentId)]);
}

/**
 * The venue and organizers the event links now, sent back as they are (the form of the private link sends
 * what it shows): kept without a lookup, since a visitor may link only published records by ID and the ones
 * the submission proposed are still in review. Anything else is linked by the usual rule.
 */
async function keepingOwnLinks(strapi: Core.Strapi, row: SubmissionRow, body: EventCreateBody): Promise<EventCreateBody> {
  const event = (await strapi.db.query(UID.event).findOne({
    where: { documentId: row.eventDocumentId, locale: row.locale },
    populate: { venues: { select: ['postId'] }, organizers: { select: ['postId'] } },
  })) as { venues?: { postId: number }[]; organizers?: { postId: number }[] } | null;
  const same = (sent: ({ id: number } | { create: unknown })[] | undefined, linked: { postId: number }[] = []) =>
    sent !== undefined &&
    sent.length === linked.length &&
    sent.every((entry) => 'id' in entry && linked.some((l) => l.postId === entry.id));
  const kept = { ...body };
  if (same(body.venue, event?.venues)) delete kept.venue;
  if (same(body.organizer, event?.organizers)) delete kept.organizer;
  return kept;
}

export async function editSubmission(strapi: Core.Strapi, ctx: Context, row: SubmissionRow): Promise<object> {
  const { settings, listSettings, languages } = getPluginContext(strapi);
  ctx.state.calendarSubmission = true;
  const { event } = parseSubmission((ctx.request as { body?: unknown }).body, listSettings.languages, 'update');
  const rctx = createRequestContext(strapi, ctx, languages.byLocale(row.locale ?? '')?.code);
  const def = resources.events;
  const stored = await storedEvent(strapi, row);
  if (!stored) throw submissionNotFound();
  def.write!.preflight?.(event as never, rctx, stored as never);
  const body: EventCreateBody = await keepingOwnLinks(strapi, row, { ...event, status: 'pending' });
  const own = await ownDocuments(strapi, row);
  await writeVisitorEvent(rctx, body, submitterEditDoor(own, settings.submissions.maxRecords), async (wctx, written) => {
    const data = await def.write!.toData(written as never, wctx, stored as never);
    await strapi.documents(UID.event).update({ documentId: row.eventDocumentId, locale: row.locale, data, ...def.write!.stepParams?.(written as never) } as never);
    await updateSubmission(strapi, row.id, { state: 'pending', decidedAt: null });
  });
  await tellSite(strapi, rctx.wire().baseUrl, row, (stored as { title?: string }).title ?? '');
  return showSubmission(strapi, ctx, { ...row, state: 'pending' });
}
