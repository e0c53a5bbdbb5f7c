import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { getPluginContext } from '../../lib/utils';
import { SUBMISSION } from './store';

/**
 * Deletes the submitter's personal data (name, e-mail, the private link's hash) `keepDays` after the
 * decision: the submission keeps its reference, its event and its decision, nothing that names a person.
 * A spam submission is forgotten at once (decisions.ts). Runs every hour (decisions.ts scheduleSubmissionJobs)
 * and at start; returns how many submissions were forgotten.
 */
export async function forgetSubmitters(strapi: Core.Strapi, now = DateTime.now()): Promise<number> {
  const { keepDays } = getPluginContext(strapi).settings.submissions;
  const before = now.minus({ days: keepDays }).toJSDate();
  const result = (await strapi.db.query(SUBMISSION as never).updateMany({
    where: { decidedAt: { $notNull: true, $lte: before }, forgottenAt: { $null: true } },
    data: { submitterName: null, submitterEmail: null, tokenHash: null, forgottenAt: now.toJSDate() },
  } as never)) as { count: number };
  return result.count;
}
