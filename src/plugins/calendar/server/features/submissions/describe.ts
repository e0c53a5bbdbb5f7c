import { z } from 'zod/v4';
import { createEventBody } from '../../core/bodies';
import type { JsonSchema } from '../../core/describe/json-schema';
import { EVENT_FIELDS, submitterFields } from './submission-body';

/**
 * The submission routes in `/doc` (core/describe/): what each takes and answers, from the schemas the
 * routes validate with. Public routes: no credentials needed (unless the site requires a sign-in to submit).
 */
export type SubmissionKind = 'challenge' | 'submit' | 'submission' | 'submission-edit';

export const SUBMISSION_KINDS: Record<string, SubmissionKind> = {
  challenge: 'challenge',
  create: 'submit',
  findOne: 'submission',
  update: 'submission-edit',
};

const pick = (mode: 'create' | 'update', languages: readonly string[]) => {
  const shape = createEventBody({ languages, mode }).shape as Record<string, z.ZodType>;
  return Object.fromEntries(EVENT_FIELDS.map((name) => [name, shape[name]]));
};
const KEY = z.object({ key: z.string().meta({ description: "The secret of the submitter's private link, sent to them by e-mail" }) });

export function submissionSchemas(kind: SubmissionKind, languages: readonly string[]): { query?: z.ZodType; body?: z.ZodType } {
  if (kind === 'challenge') return { query: z.object({}) };
  if (kind === 'submit') return { query: z.object({}), body: z.object({ ...pick('create', languages), ...submitterFields }) };
  if (kind === 'submission') return { query: KEY };
  return { query: KEY, body: z.object(pick('update', languages)) };
}

export const SUMMARIES: Record<SubmissionKind, { summary: string; operationId: string }> = {
  challenge: { summary: 'A proof-of-work challenge (ALTCHA) to solve before submitting an event', operationId: 'getSubmissionChallenge' },
  submit: { summary: 'Propose an event: it waits in Pending review until an editor publishes it', operationId: 'createSubmission' },
  submission: { summary: "A submission, through its submitter's private link", operationId: 'getSubmission' },
  'submission-edit': { summary: "Change a submitted event through the submitter's private link: it goes back to review", operationId: 'updateSubmission' },
};

const CHALLENGE: JsonSchema = {
  type: 'object',
  required: ['algorithm', 'challenge', 'salt', 'signature'],
  properties: {
    algorithm: { type: 'string', enum: ['SHA-256'] },
    challenge: { type: 'string', description: 'The SHA-256 (hex) of the salt followed by the hidden number' },
    maxnumber: { type: 'integer', description: 'The largest number the challenge may hide' },
    salt: { type: 'string' },
    signature: { type: 'string' },
  },
};
const RECEIPT: JsonSchema = {
  type: 'object',
  required: ['reference', 'status'],
  additionalProperties: false,
  properties: { reference: { type: 'string', description: 'The reference of the submission (never its private link)' }, status: { type: 'string', enum: ['pending'] } },
};
const VIEW: JsonSchema = {
  type: 'object',
  required: ['reference', 'status', 'reason', 'link_expires', 'event'],
  properties: {
    reference: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'approved'] },
    reason: { type: 'string', nullable: true },
    link_expires: { type: 'string', description: 'When the private link stops working (ISO 8601)' },
    event: { type: 'object', nullable: true, description: 'The submitted event, as the API writes an event' },
  },
};

/** The success answer of each route. */
export function submissionSuccess(kind: SubmissionKind): [string, JsonSchema] {
  const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
  if (kind === 'challenge') return ['200', { description: 'A new challenge, signed and expiring', content: json(CHALLENGE) }];
  if (kind === 'submit') return ['201', { description: 'The submission is received', content: json(RECEIPT) }];
  return ['200', { description: kind === 'submission' ? 'The submission' : 'The changed submission', content: json(VIEW) }];
}

/** The error codes of each route, by status. */
export function submissionErrors(kind: SubmissionKind): Record<number, string[]> {
  if (kind === 'challenge') return { 400: ['rest_invalid_param'], 403: ['cal_submissions_closed'] };
  const link = { 400: ['rest_invalid_param'], 404: ['cal_submission_not_found'] };
  if (kind === 'submission') return link;
  const encoding = { 413: ['rest_payload_too_large'], 415: ['rest_unsupported_encoding'] };
  const body = ['rest_invalid_param', 'rest_missing_callback_param', 'rest_invalid_json', 'rest_invalid_body', 'rest_invalid_request', 'event-end-before-start', 'invalid-linked-post-id', 'could-not-create-venue', 'could-not-create-organizer'];
  if (kind === 'submission-edit') return { ...link, ...encoding, 400: body, 403: ['rest_forbidden'] };
  return {
    400: body,
    401: ['rest_forbidden'],
    403: ['cal_submissions_closed', 'cal_submission_refused', 'rest_forbidden'],
    ...encoding,
    429: ['cal_too_many_submissions', 'rest_too_many_requests'],
  };
}
