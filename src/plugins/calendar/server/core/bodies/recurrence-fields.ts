import { parseRecurrence, type Recurrence } from '../../features/series/rules';
import { SCOPES, type Scope } from '../../features/series/instruction';
import { param, reject } from '../params/issues';

/**
 * `recurrence` (our extension): the RFC 5545 lines of a series in the shape Google Calendar's API uses
 * (`["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630", "EXDATE;TZID=Europe/Lisbon:20270415T190000"]`), or
 * one string of lines (a form field). `[]` ends a series. A line that does not parse is a 400
 * `rest_invalid_param` whose message names the line and what is wrong with it.
 */
export const recurrenceParam = () =>
  param((value): Recurrence | ReturnType<typeof reject> => {
    const parsed = parseRecurrence(value === '' ? [] : value);
    if (parsed.ok) return parsed.recurrence;
    return reject({ wp: 'error', code: 'rest_invalid_param', message: parsed.error.message, data: { status: 400 } });
  }).meta({ type: 'array', items: { type: 'string' } });

/** `recurrence_scope` (our extension): what a change of one occurrence applies to. */
export const recurrenceScopeParam = () =>
  param((value): Scope | ReturnType<typeof reject> => SCOPES.find((scope) => scope === value) ?? reject({ wp: 'enum', values: SCOPES })).meta({
    type: 'string',
    enum: [...SCOPES],
  });
