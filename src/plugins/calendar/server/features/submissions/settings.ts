import { z } from 'zod/v4';

/** A comma-separated list (Strapi's env.array): blanks dropped, entries trimmed and lower-cased. */
const lowerList = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((v) => typeof v !== 'string' || v.trim() !== '').map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v)) : value),
  z.array(z.string().min(1).max(255))
);

/**
 * Visitors' submissions (docs/submissions.md): on by default, each one hidden until an editor publishes
 * it. Every bound is a setting, checked at boot like the others (config/plugins.ts → `submissions`).
 */
export const submissionSettings = z
  .object({
    /** Whether visitors may submit events at all (CALENDAR_SUBMISSIONS). */
    enabled: z.boolean().default(true),
    /** Only signed-in users (a users-permissions user or an application password) may submit. */
    requireSignIn: z.boolean().default(false),
    /** Submissions accepted from one address per window (0: no such limit). */
    perAddress: z.number().int().min(0).default(6),
    /** Submissions accepted from all addresses per window (0: no such limit). */
    total: z.number().int().min(0).default(120),
    /** The window of both limits, in seconds (default an hour). */
    window: z.number().int().min(1).default(3600),
    /** Addresses (exact, or a prefix ending in `.` or `:`) and e-mail domains refused. */
    blockedAddresses: lowerList.default([]),
    blockedEmailDomains: lowerList.default([]),
    /** The proof of work: the largest number a challenge may hide (a browser needs ~0.1 s per 100,000). */
    challengeMaxNumber: z.number().int().min(1000).max(10_000_000).default(100_000),
    /** How long a challenge may be solved and sent, in seconds. */
    challengeSeconds: z.number().int().min(10).max(86_400).default(1200),
    /** The key challenges are signed with; '' derives one from the app's keys (every instance shares them). */
    challengeKey: z.string().default(''),
    /**
     * Most records one submission may write (its event, the dates of its series, what it proposes): a visitor's
     * own bound, well under maxWriteRecords (an editor's), since anyone may send one.
     */
    maxRecords: z.number().int().min(1).max(10_000).default(60),
    /** How long the submitter's private link works, in days. */
    linkDays: z.number().int().min(1).max(365).default(30),
    /** Days after the decision the submitter's name and e-mail are deleted. */
    keepDays: z.number().int().min(0).max(3650).default(90),
    /** Who is told of new submissions by e-mail (none: nobody). */
    notify: lowerList.default([]),
    /** The sender of the calendar's messages; '' uses the e-mail plugin's default. */
    mailFrom: z.string().default(''),
  })
  .strict();

export type SubmissionSettings = z.infer<typeof submissionSettings>;
