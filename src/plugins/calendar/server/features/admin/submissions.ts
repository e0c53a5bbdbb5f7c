import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { throughDoor } from '../../data/door/door';
import { UID } from '../../data/repository/uids';
import { scheduleMessages } from '../submissions/decisions';
import { mailConfigured } from '../submissions/mail/send';
import { countPending, findByEvents, proposalsInReview, updateSubmission, type SubmissionRow } from '../submissions/store';
import { seriesParams } from '../series/instruction';
import { contentManagerAccess } from './content-manager-access';
import { adminDoor } from './write-door';

/**
 * The editors' side of visitors' submissions (features/submissions/): the queue is the events list filtered
 * on Pending review; here the figures of the home page, the event form's Submission panel, and the
 * decisions of the queue (Approve, Reject with a reason, Spam), single or bulk. Every decision is a change
 * of the events through the admin's write door, judged by the Content Manager's rights record by record,
 * in one transaction; the submission follows the event (features/submissions/decisions.ts).
 */
const decideBody = z.object({
  documentIds: z.array(z.string().min(1).max(64)).min(1).max(200),
  locale: z.string().min(1).max(16),
  decision: z.enum(['approve', 'reject', 'spam']),
  reason: z.string().max(2000).optional(),
});

/** What an editor sees of a submission: the submitter (editors only), the state, a possible duplicate. */
async function view(strapi: Core.Strapi, row: SubmissionRow) {
  const duplicate = row.duplicateOfDocumentId
    ? ((await strapi.db.query(UID.event).findOne({ where: { documentId: row.duplicateOfDocumentId, locale: row.locale }, select: ['documentId', 'title', 'locale'] })) as object | null)
    : null;
  return {
    reference: row.reference,
    state: row.state,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    language: row.language,
    submittedAt: row.createdAt,
    reason: row.reason,
    decidedAt: row.decidedAt,
    forgottenAt: row.forgottenAt,
    duplicate,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `GET /calendar/submissions/summary`: the pending count and whether mail goes out. */
  async summary(ctx: Context) {
    if (contentManagerAccess(strapi, ctx, UID.event).cannot.read()) return ctx.forbidden();
    ctx.body = { pending: await countPending(strapi), mail: mailConfigured(strapi) };
  },

  /** `GET /calendar/submissions/by-event/:documentId`: the event form's panel (empty when the event was not submitted). */
  async byEvent(ctx: Context) {
    const checker = contentManagerAccess(strapi, ctx, UID.event);
    const documentId = String(ctx.params.documentId);
    const event = await strapi.db.query(UID.event).findOne({ where: { documentId }, populate: { createdBy: true } });
    if (!event || checker.cannot.read(event as object)) return ctx.notFound();
    const [row] = await findByEvents(strapi, [documentId]);
    ctx.body = { submission: row ? await view(strapi, row) : null, mail: mailConfigured(strapi) };
  },

  /** `POST /calendar/submissions/decide`: approve, reject or mark as spam the selected submitted events. */
  async decide(ctx: Context) {
    const parsed = decideBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid decision', { issues: parsed.error.issues });
    const { documentIds, locale, decision, reason } = parsed.data;
    const rows = await findByEvents(strapi, documentIds);
    const open = rows.filter((row) => row.locale === locale && (row.state === 'pending' || row.state === 'approved'));
    if (!open.length) return ctx.notFound('No submission waits for a decision among these events.');
    const checker = contentManagerAccess(strapi, ctx, UID.event);
    // Approving publishes (the update right on the status); rejecting trashes and spam deletes: both need the
    // delete right, as the API's door judges a trash (the admin's door judges it by the update right).
    const mayNot = decision === 'approve' ? checker.cannot.update(undefined, 'postStatus') : !checker.can.delete();
    if (mayNot) return ctx.forbidden('You may not decide on submissions.');
    const events = strapi.documents(UID.event);
    const one = seriesParams({ scope: 'all' });
    await throughDoor(adminDoor(strapi, ctx), () =>
      strapi.db.transaction(async () => {
        for (const row of open) {
          const target = { documentId: row.eventDocumentId!, locale };
          if (decision === 'approve') await events.update({ ...target, data: { postStatus: 'publish' }, ...one } as never);
          if (decision === 'reject') {
            await updateSubmission(strapi, row.id, { reason: reason?.trim() || null });
            await events.update({ ...target, data: { postStatus: 'trash' }, ...one } as never);
            for (const { uid, documentId } of await proposalsInReview(strapi, row, locale)) await strapi.documents(uid).update({ documentId, locale, data: { postStatus: 'trash' } } as never);
          }
          if (decision === 'spam') {
            // Spam leaves nothing: the event (every date of its series) and what it proposed, deleted.
            const proposals = await proposalsInReview(strapi, row, locale);
            await deleteEvent(strapi, row.eventDocumentId!, locale);
            for (const { uid, documentId } of proposals) await strapi.documents(uid).delete({ documentId, locale } as never);
            // Spam is forgotten at once: nothing of the sender is kept, nobody is told.
            const now = new Date().toISOString();
            await updateSubmission(strapi, row.id, { state: 'spam', notified: 'spam', decidedAt: now, submitterName: null, submitterEmail: null, tokenHash: null, forgottenAt: now });
          }
        }
      })
    );
    scheduleMessages(strapi);
    ctx.body = { count: open.length };
  },
});

/** A submitted event deleted with every date of its series. */
async function deleteEvent(strapi: Core.Strapi, documentId: string, locale: string): Promise<void> {
  const dates = (await strapi.db.query(UID.event).findMany({ where: { parentEvent: { documentId }, locale }, select: ['documentId'] })) as { documentId: string }[];
  for (const date of dates) await strapi.documents(UID.event).delete({ documentId: date.documentId, locale } as never);
  await strapi.documents(UID.event).delete({ documentId, locale } as never);
}
