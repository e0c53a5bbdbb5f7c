import { AsyncResource } from 'async_hooks';
import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';
import { findRows } from '../../data/repository/find';
import { getPluginContext } from '../../lib/utils';
import { siteBase, submissionLinks } from './links';
import { message } from './mail/messages';
import { mailConfigured, sendMail } from './mail/send';
import { proposalsInReview, SUBMISSION, type SubmissionRow, type SubmissionState } from './store';

/**
 * Editors decide by changing the event, whichever way they do it (the event form's Publish, the list's bulk
 * action, the API, the queue's buttons): a Document Service middleware reads each change of a submitted
 * event's status once it is stored. Published → approved (its proposed venue and organizers are published
 * with it); trashed → rejected (the queue's Reject stores the reason first); deleted → spam when the queue
 * said so. The decision is stored in the write's transaction; the messages go out after it commits, from
 * an outbox (`notified` ≠ `state`), so a write rolled back tells nobody anything, and a message lost to a
 * mail server's hiccup goes out on the next pass.
 */

const DECISION_OF: Record<string, SubmissionState> = { publish: 'approved', trash: 'rejected', pending: 'pending' };
const query = (strapi: Core.Strapi) => strapi.db.query(SUBMISSION as never);

/** Records the decision an event's new status means, for its pending or approved submissions. */
async function decide(strapi: Core.Strapi, documentId: string, postStatus: string): Promise<boolean> {
  const state = DECISION_OF[postStatus];
  if (!state) return false;
  const rows = (await query(strapi).findMany({ where: { eventDocumentId: documentId, state: { $in: ['pending', 'approved'] } } })) as SubmissionRow[];
  const changed = rows.filter((row) => row.state !== state);
  for (const row of changed) {
    await query(strapi).update({ where: { id: row.id }, data: { state, decidedAt: state === 'pending' ? null : new Date() } } as never);
    if (state === 'approved') await publishProposals(strapi, row);
  }
  return changed.length > 0;
}

/**
 * The venue and organizers the submission proposed, published with the event (in its language) while the event
 * still links them. One the editor replaced by an existing record in the form (a merge: the proposal was a
 * venue the calendar already has) goes to the trash instead: nothing links it any more.
 */
async function publishProposals(strapi: Core.Strapi, row: SubmissionRow): Promise<void> {
  const event = (await strapi.db.query(UID.event).findOne({
    where: { documentId: row.eventDocumentId, locale: row.locale },
    populate: { venues: { select: ['documentId'] }, organizers: { select: ['documentId'] } },
  })) as { venues?: { documentId: string }[]; organizers?: { documentId: string }[] } | null;
  const linked = new Set([...(event?.venues ?? []), ...(event?.organizers ?? [])].map((p) => p.documentId));
  for (const { uid, documentId } of await proposalsInReview(strapi, row, row.locale ?? '')) {
    const postStatus = linked.has(documentId) ? 'publish' : 'trash';
    await strapi.documents(uid).update({ documentId, locale: row.locale ?? undefined, data: { postStatus } } as never);
  }
}

export function registerSubmissionDecisions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid !== UID.event || context.action !== 'update') return result;
    const params = context.params as { documentId?: string; data?: { postStatus?: unknown } };
    const status = params.data?.postStatus;
    if (typeof status === 'string' && params.documentId && (await decide(strapi, params.documentId, status))) scheduleMessages(strapi);
    return result;
  });
}

/**
 * The site's address the messages' links start with: PUBLIC_URL (or Strapi's url) when set, else the origin
 * of the last request that decided (an editor's admin, an API client), kept per app for the outbox's later
 * passes: a link in a mail must be absolute.
 */
const KNOWN_BASE = new WeakMap<Core.Strapi, string>();
function baseOf(strapi: Core.Strapi): string {
  const ctx = strapi.requestContext.get() as { origin?: string } | undefined;
  if (ctx?.origin) KNOWN_BASE.set(strapi, ctx.origin);
  return siteBase(strapi, KNOWN_BASE.get(strapi) ?? '');
}

/**
 * Made at load, outside any request: the outbox's timer runs in its context, not in the deciding write's (whose
 * transaction Strapi keeps in an AsyncLocalStorage that a timer would inherit: its queries then ran on a
 * transaction already committed, "Transaction query already complete", and the mail waited for the next pass).
 */
const ROOT = new AsyncResource('calendar-submission-messages');

let pending: NodeJS.Timeout | null = null;
/** Sends the outbox's messages once the current write has committed (at once outside a transaction). */
export function scheduleMessages(strapi: Core.Strapi): void {
  const base = baseOf(strapi);
  const send = () =>
    ROOT.runInAsyncScope(() => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        sendDecisions(strapi, base).catch((error) => strapi.log.warn(`calendar: submission messages: ${String(error)}`));
      }, 50);
      pending.unref();
    });
  // Inside a write: after its COMMIT (the decision is then visible to the outbox's read); else now.
  void strapi.db.transaction(async ({ onCommit }) => onCommit(send));
}

/**
 * The outbox: each decided submission whose submitter was not yet told (and still has an e-mail). A row is
 * claimed by a conditional update before its message goes, so two processes never both send it.
 */
export async function sendDecisions(strapi: Core.Strapi, base?: string): Promise<number> {
  const rows = (await query(strapi).findMany({
    where: { state: { $in: ['approved', 'rejected'] }, submitterEmail: { $notNull: true }, $or: [{ notified: { $null: true } }, { notified: { $in: ['pending'] } }] },
    limit: 50,
  })) as SubmissionRow[];
  let sent = 0;
  const links = submissionLinks(strapi, base ?? baseOf(strapi));
  for (const row of rows) {
    const claimed = await strapi.db
      .connection('cal_submissions')
      .where({ id: row.id, state: row.state })
      .andWhere((q) => q.whereNull('notified').orWhere('notified', 'pending'))
      .update({ notified: row.state });
    if (!claimed) continue;
    const [event] = await findRows(strapi, UID.event, { where: { documentId: row.eventDocumentId, locale: row.locale }, limit: 1 });
    const title = String((event as { title?: string } | undefined)?.title ?? row.reference);
    const values = { title, reference: row.reference, reason: row.reason ?? undefined };
    const link = row.state === 'approved' && event ? links.eventPage(event as never) : undefined;
    if (await sendMail(strapi, row.submitterEmail!, message(row.state === 'approved' ? 'approved' : 'rejected', row.language, { ...values, link }))) sent += 1;
    // A mail server that failed: the row is told again on the next pass (without a provider, never).
    else if (mailConfigured(strapi)) await strapi.db.connection('cal_submissions').where({ id: row.id }).update({ notified: 'pending' });
  }
  return sent;
}

/** Runs the outbox every few minutes too (a message whose first try failed, another instance's decisions). */
export function scheduleSubmissionJobs(strapi: Core.Strapi, purge: () => Promise<unknown>): void {
  if (!getPluginContext(strapi).settings.submissions.enabled) return;
  strapi.cron.add({
    calendarSubmissionMessages: { task: () => sendDecisions(strapi, baseOf(strapi)), options: { rule: '*/5 * * * *' } },
    calendarSubmissionPurge: { task: purge, options: { rule: '41 * * * *' } },
  });
}
