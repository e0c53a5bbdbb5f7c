import { z } from 'zod/v4';
import { createEventBody, parseBody, type EventCreateBody } from '../../core/bodies';
import { invalidParams } from '../../core/errors';
import { booleanParam } from '../../core/params/params';
import { filterPlainText } from '../../core/sanitize/filter-html';

/**
 * The body of `POST /submissions`: an event body as for `POST /events`, limited to what a visitor may
 * propose, plus who proposes it. A field outside these lists is refused by name (`status`, `author`,
 * `password`, `featured`...: what only editors decide), never silently dropped, so that a front end
 * learns at once what it may not send.
 */
export const EVENT_FIELDS = [
  'title',
  'description',
  'start_date',
  'end_date',
  'timezone',
  'all_day',
  'recurrence',
  'venue',
  'organizer',
  'categories',
  'tags',
  'cost',
  'website',
  'image',
  'attendance_mode',
  'online_url',
  'online_access_notes',
] as const;

/** The honeypot: a field people never see nor fill (the form hides it); bots that fill every field do. */
export const HONEYPOT = 'nickname';

export const submitterFields = {
  submitter_name: z.string().trim().min(1).max(100).meta({ description: "The submitter's name: editors see it, the public never does" }),
  submitter_email: z.string().trim().max(254).pipe(z.email()).meta({ description: "The submitter's e-mail, for the receipt, the private link and the decision; editors only" }),
  consent: booleanParam()
    .refine((v) => v === true, { message: 'Consent is required.' })
    .meta({ description: 'true: the submitter agrees that their name and e-mail are kept until the decision, then deleted' }),
  altcha: z.string().min(1).max(4000).meta({ description: 'The solved challenge (ALTCHA payload, base64 JSON) of GET /submissions/challenge; each is accepted once' }),
  ml_language: z.string().max(16).optional().meta({ description: 'The language of the event and of the messages (a wire code); default the request language' }),
  [HONEYPOT]: z.string().max(1000).optional().meta({ description: 'Leave empty (a field people never see)' }),
};
const SUBMITTER = z.object(submitterFields);
const ACCEPTED = new Set<string>([...EVENT_FIELDS, ...Object.keys(submitterFields)]);

export interface Submitter {
  name: string;
  email: string;
  altcha: string;
  /** Filled: a bot (the submission is answered as accepted and dropped). */
  honeypot: boolean;
  mlLanguage?: string;
}

export interface SubmissionBody {
  submitter: Submitter;
  event: EventCreateBody;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A proposal's text fields without markup (its description keeps the rich-text filter every writer gets). */
function plainTextOf<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' && key !== 'description' ? filterPlainText(value) : value])) as T;
}

/** The event part, checked for what a visitor may reach: existing terms by ID, an image by URL, proposals in review. */
function visitorEvent(event: EventCreateBody): EventCreateBody {
  const bad: Record<string, string> = {};
  for (const key of ['categories', 'tags'] as const) {
    if (event[key]?.some((ref) => typeof ref !== 'number')) bad[key] = 'Give the IDs of existing terms; a submission creates none.';
  }
  if (typeof event.image === 'number') bad.image = 'Give an image URL; a submission cannot name the media library.';
  for (const key of ['venue', 'organizer'] as const) {
    if (event[key]?.some((entry) => 'create' in entry && typeof (entry.create as { image?: unknown }).image === 'number')) {
      bad[key] = 'Give its image as a URL; a submission cannot name the media library.';
    }
  }
  if (Object.keys(bad).length) throw invalidParams(bad);
  // A proposed venue or organizer waits for review with its event: never public before an editor publishes it.
  // Its text fields are plain text: no markup of a visitor's reaches an API client (the title's filter).
  const pending = <T extends object>(entries: ({ id: number } | { create: T })[] | undefined) =>
    entries?.map((entry) => ('create' in entry ? { create: { ...plainTextOf(entry.create), status: 'pending' } } : entry));
  const cost = typeof event.cost === 'string' ? { cost: filterPlainText(event.cost) } : {};
  return { ...event, ...cost, venue: pending(event.venue) as EventCreateBody['venue'], organizer: pending(event.organizer) as EventCreateBody['organizer'] };
}

/** Parses a submission's body (only the body: query parameters are not read) or throws the WordPress error. */
export function parseSubmission(raw: unknown, languages: readonly string[], mode: 'create' | 'update' = 'create'): SubmissionBody {
  const body = isRecord(raw) ? raw : {};
  const refused = Object.keys(body).filter((key) => !ACCEPTED.has(key));
  if (refused.length) throw invalidParams(Object.fromEntries(refused.map((key) => [key, 'Not accepted in a submission.'])));
  const eventRaw = Object.fromEntries(Object.entries(body).filter(([key]) => (EVENT_FIELDS as readonly string[]).includes(key)));
  if (mode === 'update') {
    const event = parseBody(createEventBody({ languages, mode: 'update' }), eventRaw) as EventCreateBody;
    return { submitter: { name: '', email: '', altcha: '', honeypot: false }, event: visitorEvent(event) };
  }
  const who = parseBody(SUBMITTER, body, { required: ['submitter_name', 'submitter_email', 'consent', 'altcha'] });
  const event = parseBody(createEventBody({ languages, mode: 'create' }), eventRaw, { required: ['title', 'start_date', 'end_date'] });
  return {
    submitter: { name: who.submitter_name, email: who.submitter_email.toLowerCase(), altcha: who.altcha, honeypot: Boolean(who[HONEYPOT]?.trim()), mlLanguage: who.ml_language },
    event: visitorEvent(event),
  };
}
