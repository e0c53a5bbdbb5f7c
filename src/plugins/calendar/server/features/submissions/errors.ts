import { invalidParams, LegacyError } from '../../core/errors';

/** The answers of the submission routes, in WordPress's error body. */
export const submissionsClosed = () => new LegacyError('cal_submissions_closed', 'This calendar does not take submissions.', 403);
export const signInRequired = () => new LegacyError('rest_forbidden', 'Sign in to submit an event.', 401);
export const submissionRefused = () =>
  new LegacyError('cal_submission_refused', 'Submissions from this address or e-mail domain are not accepted.', 403);
export const challengeFailed = () => invalidParams({ altcha: 'The challenge was not solved, has expired or was already used: ask for a new one.' });
export const tooManySubmissions = (seconds: number) =>
  new LegacyError('cal_too_many_submissions', `Too many submissions: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, 429);
/** A wrong reference, a wrong or expired key, a decided submission: one answer, so nothing is learnt by trying. */
export const submissionNotFound = () =>
  new LegacyError('cal_submission_not_found', 'No submission matches this link, or the link has expired.', 404);
