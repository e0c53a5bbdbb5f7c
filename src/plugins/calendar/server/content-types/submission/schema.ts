/**
 * A visitor's submission (features/submissions/): the submitter's own data, kept apart from the event it
 * proposed, so that nothing personal ever reaches the event's public fields, the API, feeds, pages or
 * caches. The event itself is an ordinary event in `pending` (plus the venue and organizer it proposed).
 * Hidden from the Content Manager: editors see it in the event's Submission panel and the queue
 * (features/admin/submissions.ts); the name and e-mail are deleted `keepDays` after the decision.
 */
export default {
  kind: 'collectionType',
  collectionName: 'cal_submissions',
  info: { singularName: 'submission', pluralName: 'submissions', displayName: 'Submission' },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
    i18n: { localized: false },
  },
  attributes: {
    /** The public reference a submitter quotes (`S-…`); never a key to anything on its own. */
    reference: { type: 'string', required: true, unique: true, maxLength: 32 },
    /** pending → approved | rejected | spam. */
    state: { type: 'enumeration', enum: ['pending', 'approved', 'rejected', 'spam'], default: 'pending', required: true },
    /** The proposed event, its language, and the venue and organizers the submission created. */
    eventDocumentId: { type: 'string', maxLength: 64 },
    locale: { type: 'string', maxLength: 16 },
    proposedDocumentIds: { type: 'json' },
    /** A published event found on the same day at the same place with a similar title (its document). */
    duplicateOfDocumentId: { type: 'string', maxLength: 64 },
    submitterName: { type: 'string', maxLength: 100, private: true },
    submitterEmail: { type: 'string', maxLength: 254, private: true },
    /** The wire code of the language the submitter wrote in: the messages are in it. */
    language: { type: 'string', maxLength: 16 },
    consentAt: { type: 'datetime' },
    /** SHA-256 of the private link's secret (base64url); the link works until `linkExpiresAt`. */
    tokenHash: { type: 'string', maxLength: 64, private: true },
    linkExpiresAt: { type: 'datetime' },
    reason: { type: 'text', maxLength: 2000 },
    decidedAt: { type: 'datetime' },
    /** The decision last told to the submitter (the mail outbox sends what differs from `state`: decisions.ts). */
    notified: { type: 'enumeration', enum: ['pending', 'approved', 'rejected', 'spam'], default: 'pending' },
    /** When the name and e-mail were deleted (they are null from then on). */
    forgottenAt: { type: 'datetime' },
  },
  indexes: [{ name: 'cal_submissions_event_idx', columns: ['event_document_id'] }],
};
