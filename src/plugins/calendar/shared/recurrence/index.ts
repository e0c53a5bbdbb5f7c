/** Recurrence rules shared by the server and the admin: types, parsing, the RRULE text, plain-words descriptions. */
export * from './types';
export { RecurrenceError, type RecurrenceErrorCode, type RecurrenceErrorDetails } from './errors';
export { parseRecurrence, RECURRENCE_LIMITS, type ParseResult } from './parse';
export { formatRule, formatByDay } from './rule-format';
export { formatDateValue } from './date-values';
export { describeRecurrence, DESCRIBED_LANGUAGES, type DescribedLanguage } from './describe';
