import { ATTENDANCE_MODES, EVENT_STATUSES, ONLINE_URL_MAX } from '../../../shared/event-status';
import { enumParam } from '../params/params';
import { param, reject } from '../params/issues';
import { timeOrEmpty, urlOrEmpty } from './string-fields';
import { isPhpEmpty } from './values';

/** The longest reason or access note kept (the content type's `maxLength`): a paragraph, not a page. */
export const CHANGE_TEXT_MAX = 2000;

/** Plain text up to CHANGE_TEXT_MAX characters; `""` (or a JSON `false`) clears it. */
const plainText = () =>
  param((value) => {
    if (isPhpEmpty(value)) return '';
    if (typeof value !== 'string') return reject({ wp: 'type', type: 'string' });
    return value.length <= CHANGE_TEXT_MAX
      ? value
      : reject({ wp: 'error', code: 'rest_too_long', message: `At most ${CHANGE_TEXT_MAX} characters.`, data: { max_length: CHANGE_TEXT_MAX } });
  }).meta({ type: 'string', maxLength: CHANGE_TEXT_MAX });

/**
 * Our event body fields of issue 35 (after the original's and the series' ones): what became of the event
 * and how it is attended. None is required; an omitted one keeps its value (a new event: scheduled, in person).
 */
export const eventChangeFields = () => ({
  event_status: enumParam(EVENT_STATUSES)
    .optional()
    .meta({
      description:
        'Extension: what became of the event, apart from its publication `status` (a cancelled event stays published so people learn of it): scheduled (default), cancelled, postponed (new date to be announced), rescheduled, moved_online',
    }),
  event_status_reason: plainText()
    .optional()
    .meta({ description: 'Extension: why, in the language written (plain text, at most 2000 characters); `""` clears it' }),
  previous_start_date: timeOrEmpty()
    .optional()
    .meta({
      description:
        'Extension: a rescheduled event\'s former start, read like `start_date`; when a rescheduled event\'s start moves without it, the former start is kept by itself',
    }),
  attendance_mode: enumParam(ATTENDANCE_MODES)
    .optional()
    .meta({ description: 'Extension: offline (in person, default), online or mixed (both); `moved_online` sets online unless sent' }),
  online_url: urlOrEmpty()
    .refine((url) => url.length <= ONLINE_URL_MAX, { params: { wp: 'error', code: 'rest_too_long', message: `At most ${ONLINE_URL_MAX} characters.`, data: { max_length: ONLINE_URL_MAX } } })
    .optional()
    .meta({ description: 'Extension: where to join an online or mixed event (a web URL); hidden on a protected event' }),
  online_access_notes: plainText()
    .optional()
    .meta({ description: 'Extension: how to join (a code, a phone number), plain text; hidden on a protected event' }),
});
