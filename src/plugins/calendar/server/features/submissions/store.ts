import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';

/** The submissions' records (content-types/submission): the submitter's data, apart from the event. */
export const SUBMISSION = 'plugin::calendar.submission';

export type SubmissionState = 'pending' | 'approved' | 'rejected' | 'spam';

export interface SubmissionRow {
  id: number;
  documentId: string;
  reference: string;
  state: SubmissionState;
  eventDocumentId: string | null;
  locale: string | null;
  proposedDocumentIds: string[] | null;
  duplicateOfDocumentId: string | null;
  submitterName: string | null;
  submitterEmail: string | null;
  language: string | null;
  consentAt: string | null;
  tokenHash: string | null;
  linkExpiresAt: string | null;
  reason: string | null;
  decidedAt: string | null;
  forgottenAt: string | null;
  notified: SubmissionState | null;
  createdAt: string;
}

const query = (strapi: Core.Strapi) => strapi.db.query(SUBMISSION as never);

export async function createSubmission(strapi: Core.Strapi, data: Partial<SubmissionRow>): Promise<SubmissionRow> {
  return (await strapi.documents(SUBMISSION as never).create({ data } as never)) as unknown as SubmissionRow;
}

export const findByReference = async (strapi: Core.Strapi, reference: string) =>
  (await query(strapi).findOne({ where: { reference } })) as SubmissionRow | null;

/** The submissions of events (by document), newest first. */
export async function findByEvents(strapi: Core.Strapi, eventDocumentIds: string[]): Promise<SubmissionRow[]> {
  if (!eventDocumentIds.length) return [];
  return (await query(strapi).findMany({ where: { eventDocumentId: { $in: eventDocumentIds } }, orderBy: { id: 'desc' } })) as SubmissionRow[];
}

export async function updateSubmission(strapi: Core.Strapi, id: number, data: Partial<SubmissionRow>): Promise<void> {
  await query(strapi).update({ where: { id }, data } as never);
}

export async function countPending(strapi: Core.Strapi): Promise<number> {
  return Number(await query(strapi).count({ where: { state: 'pending' } }));
}

/** The submissions waiting, and the language of the oldest one (where the queue's link opens the list). */
export async function pendingSummary(strapi: Core.Strapi): Promise<{ pending: number; locale: string | null }> {
  const oldest = (await query(strapi).findOne({ where: { state: 'pending' }, select: ['locale'], orderBy: { id: 'asc' } })) as { locale: string | null } | null;
  return { pending: await countPending(strapi), locale: oldest?.locale ?? null };
}

/** The venues and organizers a submission proposed that are still in review, in one language (each with its type). */
export async function proposalsInReview(strapi: Core.Strapi, row: SubmissionRow, locale: string): Promise<{ uid: typeof UID.venue | typeof UID.organizer; documentId: string }[]> {
  const found: { uid: typeof UID.venue | typeof UID.organizer; documentId: string }[] = [];
  for (const documentId of row.proposedDocumentIds ?? []) {
    for (const uid of [UID.venue, UID.organizer] as const) {
      const proposal = (await strapi.db.query(uid).findOne({ where: { documentId, locale }, select: ['postStatus'] })) as { postStatus: string } | null;
      if (proposal?.postStatus === 'pending') found.push({ uid, documentId });
    }
  }
  return found;
}
