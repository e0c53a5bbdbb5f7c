import type { Core } from '@strapi/strapi';
import { registerSubmissionDecisions, scheduleSubmissionJobs } from './decisions';
import { forgetSubmitters } from './purge';

/**
 * Visitors submit events (docs/submissions.md): the routes are in http/routes/index.ts (controller.ts), the
 * editors' queue in features/admin/submissions.ts. Here: the decisions read from every change of a
 * submitted event (register), the messages' outbox and the personal data's deletion (bootstrap).
 */
export const registerSubmissions = (strapi: Core.Strapi): void => registerSubmissionDecisions(strapi);

export async function startSubmissions(strapi: Core.Strapi): Promise<void> {
  const purge = () => forgetSubmitters(strapi).catch((error) => strapi.log.warn(`calendar: forgetting submitters failed: ${String(error)}`));
  scheduleSubmissionJobs(strapi, purge);
  await purge();
}
