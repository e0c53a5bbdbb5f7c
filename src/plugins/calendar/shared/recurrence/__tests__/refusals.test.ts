import { RecurrenceError } from '../errors';
import { parseRecurrence, RECURRENCE_LIMITS } from '../parse';

/** Every refusal names the line (its index and text) and says what is wrong, as the API's 400 message. */

function refusal(input: unknown): { message: string; index: number | undefined } {
  const result = parseRecurrence(input);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  expect(result.error).toBeInstanceOf(RecurrenceError);
  expect(result.error.code).toBe('invalid');
  return { message: result.error.message, index: result.error.details.index };
}

/** The message for one refused line at index 0. */
const one = (line: string, problem: string) => `recurrence[0] ${JSON.stringify(line)}: ${problem}.`;

describe('parseRecurrence: refused lines', () => {
  const lines: { name: string; line: string; problem: string }[] = [
    { name: 'not a content line', line: 'FREQ=DAILY', problem: 'not a content line (NAME:VALUE)' },
    { name: 'a sub-daily FREQ (HOURLY)', line: 'RRULE:FREQ=HOURLY', problem: 'FREQ=HOURLY is not supported: a series repeats an event on days (at most daily); events several times a day are separate events or several series' },
    { name: 'a sub-daily FREQ (MINUTELY)', line: 'RRULE:FREQ=MINUTELY;COUNT=3', problem: 'FREQ=MINUTELY is not supported: a series repeats an event on days (at most daily); events several times a day are separate events or several series' },
    { name: 'a sub-daily FREQ (SECONDLY)', line: 'RRULE:FREQ=secondly', problem: 'FREQ=SECONDLY is not supported: a series repeats an event on days (at most daily); events several times a day are separate events or several series' },
    { name: 'an unknown FREQ', line: 'RRULE:FREQ=FORTNIGHTLY', problem: 'FREQ=FORTNIGHTLY is not one of DAILY, WEEKLY, MONTHLY, YEARLY' },
    { name: 'no FREQ', line: 'RRULE:COUNT=3', problem: 'FREQ is required (DAILY, WEEKLY, MONTHLY or YEARLY)' },
    { name: 'COUNT and UNTIL together', line: 'RRULE:FREQ=DAILY;COUNT=3;UNTIL=20270101', problem: 'COUNT and UNTIL cannot both be given (RFC 5545): the series ends either after a number of times or on a date' },
    { name: 'a part given twice', line: 'RRULE:FREQ=DAILY;FREQ=WEEKLY', problem: 'FREQ is given twice' },
    { name: 'an empty part', line: 'RRULE:FREQ=DAILY;;COUNT=2', problem: '"" is not a rule part (NAME=VALUE)' },
    { name: 'INTERVAL=0', line: 'RRULE:FREQ=DAILY;INTERVAL=0', problem: 'INTERVAL=0 is not a whole number from 1 to 999' },
    { name: 'a COUNT that is not a number', line: 'RRULE:FREQ=DAILY;COUNT=ten', problem: 'COUNT=ten is not a whole number from 1 to 999999' },
    { name: 'an unknown weekday', line: 'RRULE:FREQ=WEEKLY;BYDAY=TU,XX', problem: 'BYDAY=TU,XX: "XX" is not a weekday (MO to SU, with an optional rank such as 2TU or -1FR)' },
    { name: 'a rank of 0', line: 'RRULE:FREQ=MONTHLY;BYDAY=0MO', problem: 'BYDAY=0MO: the rank of "0MO" is not from 1 to 53 or from -53 to -1' },
    { name: 'a rank in a weekly rule', line: 'RRULE:FREQ=WEEKLY;BYDAY=2TU', problem: 'BYDAY=2TU: a weekday with a rank only goes with FREQ=MONTHLY or FREQ=YEARLY (RFC 5545)' },
    { name: 'a sixth Friday in a month', line: 'RRULE:FREQ=MONTHLY;BYDAY=6FR', problem: 'BYDAY=6FR: a month has at most 5 of each weekday, so a rank is from 1 to 5 or from -5 to -1' },
    { name: 'a rank with BYWEEKNO', line: 'RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO', problem: 'BYDAY=1MO: a weekday with a rank does not go with BYWEEKNO (RFC 5545)' },
    { name: 'BYMONTHDAY=32', line: 'RRULE:FREQ=MONTHLY;BYMONTHDAY=32', problem: 'BYMONTHDAY=32: "32" is not from 1 to 31 or from -31 to -1' },
    { name: 'BYMONTHDAY=0', line: 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1,0', problem: 'BYMONTHDAY=1,0: "0" is not from 1 to 31 or from -31 to -1' },
    { name: 'BYMONTH=13', line: 'RRULE:FREQ=YEARLY;BYMONTH=13', problem: 'BYMONTH=13: "13" is not from 1 to 12' },
    { name: 'a negative BYMONTH', line: 'RRULE:FREQ=YEARLY;BYMONTH=-1', problem: 'BYMONTH=-1: "-1" is not from 1 to 12' },
    { name: 'BYMONTHDAY in a weekly rule', line: 'RRULE:FREQ=WEEKLY;BYMONTHDAY=1', problem: 'BYMONTHDAY does not go with FREQ=WEEKLY (RFC 5545)' },
    { name: 'BYYEARDAY in a monthly rule', line: 'RRULE:FREQ=MONTHLY;BYYEARDAY=1', problem: 'BYYEARDAY does not go with FREQ=MONTHLY (RFC 5545 allows it with YEARLY only here)' },
    { name: 'BYWEEKNO in a monthly rule', line: 'RRULE:FREQ=MONTHLY;BYWEEKNO=1', problem: 'BYWEEKNO only goes with FREQ=YEARLY (RFC 5545)' },
    { name: 'BYSETPOS alone', line: 'RRULE:FREQ=MONTHLY;BYSETPOS=-1', problem: 'BYSETPOS picks among the dates of another BY part (BYDAY, BYMONTHDAY…), and there is none' },
    { name: 'BYSETPOS in a daily rule', line: 'RRULE:FREQ=DAILY;BYDAY=MO,TU;BYSETPOS=1', problem: 'BYSETPOS does not go with FREQ=DAILY: each day has a single date to pick from' },
    { name: 'BYYEARDAY with BYMONTHDAY', line: 'RRULE:FREQ=YEARLY;BYYEARDAY=1;BYMONTHDAY=13', problem: 'BYYEARDAY together with BYMONTHDAY or BYDAY is not supported' },
    { name: 'BYYEARDAY with BYDAY', line: 'RRULE:FREQ=YEARLY;BYYEARDAY=-1;BYDAY=TU', problem: 'BYYEARDAY together with BYMONTHDAY or BYDAY is not supported' },
    {
      name: 'a weekday ranked in the year with BYMONTHDAY',
      line: 'RRULE:FREQ=YEARLY;BYMONTHDAY=1;BYDAY=1MO',
      problem: 'a weekday ranked in the year (BYDAY=1MO) together with BYMONTHDAY is not supported: add BYMONTH',
    },
    { name: 'a rule that never matches', line: 'RRULE:FREQ=YEARLY;BYMONTH=2,4;BYMONTHDAY=31', problem: 'BYMONTHDAY=31 never falls in BYMONTH=2,4: the rule gives no date' },
    { name: 'BYHOUR', line: 'RRULE:FREQ=DAILY;BYHOUR=9,17', problem: 'BYHOUR is not supported: every occurrence starts at the time of the first one' },
    { name: 'RSCALE', line: 'RRULE:RSCALE=HEBREW;FREQ=YEARLY', problem: 'RSCALE (non-Gregorian calendars, RFC 7529) is not supported' },
    { name: 'an unknown part', line: 'RRULE:FREQ=DAILY;X-NAME=1', problem: '"X-NAME" is not a rule part this calendar knows (FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS, WKST)' },
    { name: 'an UNTIL that is no real date', line: 'RRULE:FREQ=DAILY;UNTIL=20270230', problem: 'UNTIL: "20270230" is not a real date' },
    { name: 'an UNTIL in another form', line: 'RRULE:FREQ=DAILY;UNTIL=2027-06-30', problem: 'UNTIL: "2027-06-30" is not a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS, UTC with a final Z)' },
    { name: 'an RRULE with a parameter', line: 'RRULE;X-A=1:FREQ=DAILY', problem: 'RRULE takes no parameters' },
    { name: 'an unknown time zone', line: 'EXDATE;TZID=Mars/Olympus:20270101T100000', problem: 'TZID=Mars/Olympus is not a time zone this calendar knows (an IANA name such as Europe/Lisbon, or UTC+N)' },
    { name: 'a period', line: 'RDATE;VALUE=PERIOD:20270101T100000/PT1H', problem: 'periods (VALUE=PERIOD) are not supported: give the start dates, each occurrence lasts as long as the event' },
    { name: 'an unknown VALUE', line: 'RDATE;VALUE=TEXT:x', problem: 'VALUE=TEXT is not DATE or DATE-TIME' },
    { name: 'a time announced as a date', line: 'EXDATE;VALUE=DATE:20270101T100000', problem: '"20270101T100000" is a date-time, not the date VALUE=DATE announces' },
    { name: 'a date announced as a time', line: 'EXDATE;VALUE=DATE-TIME:20270101', problem: '"20270101" is a date, not the date-time VALUE=DATE-TIME announces' },
    { name: 'a UTC time with a TZID', line: 'EXDATE;TZID=Europe/Lisbon:20270101T100000Z', problem: '"20270101T100000Z" is in UTC (final Z): it takes no TZID' },
    { name: 'a date with a TZID', line: 'EXDATE;TZID=Europe/Lisbon:20270101', problem: '"20270101" is a date: a date takes no TZID' },
    { name: 'no real time', line: 'EXDATE:20270101T250000', problem: '"20270101T250000" is not a real date and time' },
    { name: 'an unsupported parameter', line: 'EXDATE;X-FOO=1:20270101T100000', problem: 'the parameter X-FOO is not supported here (only TZID and VALUE)' },
    { name: 'a parameter given twice', line: 'EXDATE;TZID=UTC;TZID=UTC:20270101T100000', problem: 'the parameter TZID is given twice' },
    { name: 'a quote left open', line: 'EXDATE;TZID="UTC+5:30:20270101T100000', problem: 'not a content line (NAME:VALUE)' },
    { name: 'a DTSTART line', line: 'DTSTART:20270101T100000', problem: "DTSTART is not a recurrence line: the series starts at the event's start_date" },
    { name: 'an EXRULE line', line: 'EXRULE:FREQ=DAILY', problem: 'EXRULE is deprecated by RFC 5545 and not supported: list the dates to leave out in EXDATE' },
    { name: 'another property', line: 'SUMMARY:Yoga', problem: 'SUMMARY is not a recurrence line (RRULE, RDATE or EXDATE)' },
    { name: 'a control character', line: 'RRULE:FREQ=DAILY\u0000', problem: 'the line holds a control character' },
  ];
  it.each(lines)('$name', ({ line, problem }) => {
    expect(refusal([line])).toEqual({ message: one(line, problem), index: 0 });
  });

  it('names the line by its index, counting blank lines', () => {
    expect(refusal(['RRULE:FREQ=DAILY', '', 'RRULE:FREQ=WEEKLY'])).toEqual({
      message: 'recurrence[2] "RRULE:FREQ=WEEKLY": a series has at most one RRULE (add dates with RDATE).',
      index: 2,
    });
  });

  it('quotes a long line cut to 80 characters', () => {
    const line = `RRULE:FREQ=DAILY;BYMONTHDAY=${'1,'.repeat(60)}x`;
    expect(refusal([line]).message).toBe(`recurrence[0] ${JSON.stringify(`${line.slice(0, 79)}…`)}: BYMONTHDAY=${'1,'.repeat(60)}x: "x" is not from 1 to 31 or from -31 to -1.`);
  });
});

describe('parseRecurrence: refused lists and sizes', () => {
  const lists: { name: string; input: unknown; expected: { message: string; index: number | undefined } }[] = [
    { name: 'an object', input: { rrule: 'FREQ=DAILY' }, expected: { message: 'recurrence is not a list of RFC 5545 lines (strings such as "RRULE:FREQ=WEEKLY").', index: undefined } },
    { name: 'a number', input: 7, expected: { message: 'recurrence is not a list of RFC 5545 lines (strings such as "RRULE:FREQ=WEEKLY").', index: undefined } },
    { name: 'a list holding a non-string', input: ['RRULE:FREQ=DAILY', ['EXDATE:20270101']], expected: { message: 'recurrence[1] is not a string.', index: 1 } },
    {
      name: 'too many lines',
      input: Array.from({ length: RECURRENCE_LIMITS.lines + 1 }, () => 'EXDATE:20270101T100000'),
      expected: { message: 'recurrence has 101 lines; at most 100 are accepted.', index: undefined },
    },
  ];
  it.each(lists)('$name', ({ input, expected }) => {
    expect(refusal(input)).toEqual(expected);
  });

  it('a line too long: said so', () => {
    expect(refusal([`EXDATE:${'20270101T100000,'.repeat(700)}20270101T100000`]).message).toMatch(/: the line is longer than 10000 characters\.$/);
  });

  it('more than 1000 dates in all', () => {
    const line = (n: number) => `EXDATE:${Array.from({ length: n }, () => '20270101T100000').join(',')}`;
    expect(refusal([line(600), line(401)])).toEqual({
      message: expect.stringMatching(/^recurrence\[1\] ".*": RDATE and EXDATE hold more than 1000 dates together\.$/),
      index: 1,
    });
  });
});
