import { dayText, endingOf, isSimpleRule, monthlyOn, readLines, ruleAt, startFacts, toLines, valueAfterEdit, withEnding, withWeekdays } from '../model';

const rule = (line: string) => readLines([line])!.rule!;

describe('the recurrence field model', () => {
  it('writes lines the server reads back as the same recurrence, dates of a kind on one line', () => {
    const lines = [
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630',
      'RDATE;VALUE=DATE:20270701',
      'EXDATE;TZID=Europe/Lisbon:20270415T190000',
      'EXDATE;VALUE=DATE:20270420',
      'EXDATE;TZID=Europe/Lisbon:20270422T190000',
      'EXDATE;TZID="UTC+5:30":20270427T190000',
      'EXDATE:20270429T180000Z',
    ];
    const written = toLines(readLines(lines)!);
    expect(written).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270630;BYDAY=TU,TH',
      'RDATE;VALUE=DATE:20270701',
      'EXDATE;TZID=Europe/Lisbon:20270415T190000,20270422T190000',
      'EXDATE;VALUE=DATE:20270420',
      'EXDATE;TZID="UTC+5:30":20270427T190000',
      'EXDATE:20270429T180000Z',
    ]);
    // The same dates (grouped, so in another order).
    const sorted = (input: string[]) => {
      const parsed = readLines(input)!;
      const key = (value: object) => JSON.stringify(value);
      return { ...parsed, exdates: [...parsed.exdates].sort((a, b) => key(a).localeCompare(key(b))) };
    };
    expect(sorted(written)).toEqual(sorted(lines));
  });

  it.each([
    ['RRULE:FREQ=DAILY;INTERVAL=2;COUNT=10', true],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR', true],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=15', true],
    ['RRULE:FREQ=MONTHLY;BYDAY=-1FR', true],
    ['RRULE:FREQ=MONTHLY;BYDAY=2TU', true],
    ['RRULE:FREQ=YEARLY', true],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', false],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1', false],
    ['RRULE:FREQ=MONTHLY;BYDAY=5SU', false],
    ['RRULE:FREQ=YEARLY;BYMONTH=3,9', false],
  ])('%s is shown by the choices: %s', (line, simple) => {
    expect(isSimpleRule(rule(line))).toBe(simple);
  });

  it('makes new rules from the first date: its weekday, its day, its rank in the month', () => {
    // 2027-03-30 is the fifth (last) Tuesday of March.
    const facts = startFacts('2027-03-30')!;
    expect(facts).toEqual({ weekday: 'TU', day: 30, rank: -1 });
    expect(startFacts('2027-03-09')).toEqual({ weekday: 'TU', day: 9, rank: 2 });
    expect(ruleAt('WEEKLY', null, facts)).toEqual({ freq: 'WEEKLY', interval: 1, byDay: [{ weekday: 'TU' }] });
    expect(ruleAt('MONTHLY', { freq: 'WEEKLY', interval: 2, count: 5 }, facts)).toEqual({ freq: 'MONTHLY', interval: 2, count: 5, byMonthDay: [30] });
    expect(monthlyOn(ruleAt('MONTHLY', null, facts), { rank: facts.rank, weekday: facts.weekday })).toEqual({ freq: 'MONTHLY', interval: 1, byDay: [{ weekday: 'TU', nth: -1 }] });
    expect(withWeekdays(ruleAt('WEEKLY', null, facts), ['TH', 'TU'])).toMatchObject({ byDay: [{ weekday: 'TU' }, { weekday: 'TH' }] });
  });

  it('ends never, on a day or after a number of dates', () => {
    const weekly = rule('RRULE:FREQ=WEEKLY;COUNT=6');
    expect(endingOf(weekly, () => '')).toEqual({ type: 'count', count: 6 });
    const until = withEnding(weekly, { type: 'until', date: '2027-06-30' });
    expect(toLines({ rule: until, rdates: [], exdates: [] })).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20270630']);
    expect(endingOf(until, (value) => dayText(value, 'Europe/Lisbon'))).toEqual({ type: 'until', date: '2027-06-30' });
    expect(withEnding(until, { type: 'never' })).toEqual({ freq: 'WEEKLY', interval: 1 });
    // A UTC UNTIL names the day it falls on in the event's zone.
    expect(dayText({ type: 'utc', dateTime: '20270630T230000' }, 'Europe/Lisbon')).toBe('2027-07-01');
  });

  it('gives the form value the series step reads', () => {
    const stored = { lines: ['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH'], start: '2027-03-02 19:00:00', end: '2027-03-02 20:30:00', timezone: 'Europe/Lisbon', allDay: false };
    const same = readLines(['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'])!;
    expect(valueAfterEdit(same, stored)).toBe(stored);
    expect(valueAfterEdit(readLines(['RRULE:FREQ=WEEKLY;COUNT=8;BYDAY=TU,TH'])!, stored)).toEqual({ lines: ['RRULE:FREQ=WEEKLY;COUNT=8;BYDAY=TU,TH'] });
    expect(valueAfterEdit({ rule: null, rdates: [], exdates: [] }, stored)).toBeNull();
    expect(valueAfterEdit({ rule: null, rdates: [], exdates: [] }, undefined)).toBeUndefined();
    expect(valueAfterEdit(same, null)).toEqual({ lines: ['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH'] });
  });
});
