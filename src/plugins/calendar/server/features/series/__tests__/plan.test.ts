import { parseRecurrence } from '../rules';
import { defineSeries } from '../definition';
import type { Member, MemberRow } from '../members';
import { occurrencesOf, planSeries, plannedChanges, type SeriesLimits, type SeriesTarget } from '../reconcile';

// The plan of a series (features/series/reconcile.ts): what a write to it creates, moves, restores and trashes,
// decided before any row is written and listed at the write door.

const limits: SeriesLimits = { now: new Date('2027-01-01T00:00:00Z'), horizonDays: 365, cap: 1000 };
const start = { start: '2027-01-04 10:00:00', end: '2027-01-04 11:00:00', timezone: 'Europe/Lisbon', allDay: false };

function definitionOf(lines: string[]) {
  const parsed = parseRecurrence(lines);
  if (!parsed.ok) throw parsed.error;
  return defineSeries(parsed.recurrence, start);
}

let rowId = 0;
/** A stored member at an occurrence's times (or others), in English. */
function member(key: string, times: { start: Date; end: Date }, options: { status?: string; exception?: boolean; anchor?: boolean } = {}): Member {
  const row: MemberRow = {
    id: ++rowId, documentId: `doc-${key}`, locale: 'en', postId: rowId, slug: `class-${key}`, postStatus: options.status ?? 'publish',
    startDate: times.start, endDate: times.end, timezone: 'Europe/Lisbon', allDay: false, recurrence: null, seriesUid: 's1',
    occurrenceKey: key, seriesException: options.exception ?? false,
  };
  return { documentId: row.documentId, key, exception: row.seriesException!, rows: [row], definition: null };
}

/** The series as stored for `lines`, its members those of `stored` (the first the anchor). */
function seriesAt(lines: string[], stored: Member[]): SeriesTarget {
  const definition = definitionOf(lines);
  const anchor = { ...stored[0], definition };
  return { uid: 's1', definition, anchor, members: [anchor, ...stored.slice(1)] };
}

const weekly = (count: number) => ['RRULE:FREQ=WEEKLY;COUNT=' + count];
const datesOf = (lines: string[]) => occurrencesOf(definitionOf(lines), limits);

describe('planSeries', () => {
  it('lists the dates a new series makes, and changes nothing else', () => {
    const [first] = datesOf(weekly(5));
    const plan = planSeries(seriesAt(weekly(5), [member(first.key, first)]), limits)!;
    expect(plan.create.map((o) => o.key)).toEqual(datesOf(weekly(5)).slice(1).map((o) => o.key));
    expect(plan).toMatchObject({ trash: [], restore: [], move: [], followers: [] });
    expect(plannedChanges('s1', plan)).toMatchObject({ step: 'series', creates: 4, changes: [] });
  });

  it('trashes the dates a shorter rule drops, and keeps the others in place', () => {
    const dates = datesOf(weekly(5));
    const stored = dates.map((o) => member(o.key, o));
    const plan = planSeries(seriesAt(weekly(3), stored), limits)!;
    expect(plan.trash.map((m) => m.key)).toEqual(dates.slice(3).map((o) => o.key));
    expect(plan.create).toEqual([]);
    expect(plan.move).toEqual([]);
    expect(plannedChanges('s1', plan).changes).toEqual(dates.slice(3).map((o) => `doc-${o.key}`));
  });

  it('moves the rows of dates whose times changed, but never an exception', () => {
    const dates = datesOf(weekly(3));
    const early = (o: { start: Date; end: Date }) => ({ start: new Date(o.start.getTime() - 3_600_000), end: new Date(o.end.getTime() - 3_600_000) });
    const stored = [member(dates[0].key, dates[0]), member(dates[1].key, early(dates[1])), member(dates[2].key, early(dates[2]), { exception: true })];
    const plan = planSeries(seriesAt(weekly(3), stored), limits)!;
    expect(plan.move.map(({ member: m, start: s }) => [m.key, s.toISOString()])).toEqual([[dates[1].key, dates[1].start.toISOString()]]);
  });

  it('restores a trashed date the rule gives back', () => {
    const dates = datesOf(weekly(3));
    const stored = [member(dates[0].key, dates[0]), member(dates[1].key, dates[1], { status: 'trash' }), member(dates[2].key, dates[2])];
    const plan = planSeries(seriesAt(weekly(3), stored), limits)!;
    expect(plan.restore.map(({ member: m }) => m.key)).toEqual([dates[1].key]);
    expect(plannedChanges('s1', plan).changes).toEqual([`doc-${dates[1].key}`]);
  });

  it('passes a write to the whole series to the dates that follow it, not to exceptions or the date written', () => {
    const dates = datesOf(weekly(3));
    const stored = [member(dates[0].key, dates[0]), member(dates[1].key, dates[1]), member(dates[2].key, dates[2], { exception: true })];
    const plan = planSeries(seriesAt(weekly(3), stored), limits, { propagate: { data: { title: 'New' }, locale: 'en', written: stored[0].documentId } })!;
    expect(plan.followers.map((row) => row.documentId)).toEqual([stored[1].documentId]);
  });

  it('passes the definition to the earliest live date when the anchor’s own date is gone', () => {
    const dates = datesOf(weekly(3));
    const stored = dates.map((o) => member(o.key, o));
    const plan = planSeries(seriesAt(['RRULE:FREQ=WEEKLY;COUNT=3', `EXDATE;TZID=Europe/Lisbon:${dates[0].key}`], stored), limits)!;
    expect(plan.anchor?.key).toBe(dates[1].key);
    expect(plan.trash.map((m) => m.key)).toEqual([dates[0].key]);
  });

  it('leaves a series deleted as a whole as it is (its anchor trashed, its date still wanted)', () => {
    const dates = datesOf(weekly(3));
    const stored = [member(dates[0].key, dates[0], { status: 'trash' }), member(dates[1].key, dates[1])];
    expect(planSeries(seriesAt(weekly(3), stored), limits)).toBeNull();
  });

  it('refuses a rule past the cap before listing a date (the bound of one write)', () => {
    const [first] = datesOf(weekly(5));
    expect(() => planSeries(seriesAt(['RRULE:FREQ=DAILY'], [member(first.key, first)]), { ...limits, cap: 50 })).toThrow(/at most 50/);
    expect(planSeries(seriesAt(['RRULE:FREQ=DAILY;COUNT=50'], [member(first.key, first)]), { ...limits, cap: 50 })!.create).toHaveLength(49);
  });
});
