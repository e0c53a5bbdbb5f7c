import { dayFiltersOnEventClocks } from '../day-filters';

/** The list's day filters become one pair of instants per zone (pure: no app, no database). */

const LISBON_AND_TOKYO = ['Europe/Lisbon', 'Asia/Tokyo'];
const rewrite = (filters: unknown) => dayFiltersOnEventClocks(filters, LISBON_AND_TOKYO, 'Europe/Lisbon') as Record<string, unknown>;
/** The clause of one zone in a rewritten day filter. */
const clauseOf = (rewritten: Record<string, unknown>, zone: string) =>
  (rewritten.$or as Array<{ $and: [{ timezone: unknown }, unknown] }>).find((clause) => JSON.stringify(clause.$and[0]) === JSON.stringify({ timezone: { $eq: zone } }))?.$and[1];

describe('day filters on each event clock', () => {
  it('reads "starts on 4 May" from midnight to midnight in each zone', () => {
    const rewritten = rewrite({ startDate: { $eq: '2027-05-04' } });
    expect(clauseOf(rewritten, 'Europe/Lisbon')).toEqual({ $and: [{ startDate: { $gte: '2027-05-03T23:00:00.000Z' } }, { startDate: { $lt: '2027-05-04T23:00:00.000Z' } }] });
    expect(clauseOf(rewritten, 'Asia/Tokyo')).toEqual({ $and: [{ startDate: { $gte: '2027-05-03T15:00:00.000Z' } }, { startDate: { $lt: '2027-05-04T15:00:00.000Z' } }] });
  });

  it('puts events without a zone (or with an unknown one) on the site clock', () => {
    const rewritten = rewrite({ endDate: { $lt: '2027-01-10' } });
    const last = (rewritten.$or as unknown[]).at(-1);
    expect(last).toEqual({
      $and: [{ $or: [{ timezone: { $null: true } }, { timezone: { $notIn: LISBON_AND_TOKYO } }] }, { endDate: { $lt: '2027-01-10T00:00:00.000Z' } }],
    });
  });

  it.each([
    ['$gt', { startDate: { $gte: '2027-05-04T23:00:00.000Z' } }],
    ['$gte', { startDate: { $gte: '2027-05-03T23:00:00.000Z' } }],
    ['$lt', { startDate: { $lt: '2027-05-03T23:00:00.000Z' } }],
    ['$lte', { startDate: { $lt: '2027-05-04T23:00:00.000Z' } }],
    ['$ne', { $or: [{ startDate: { $lt: '2027-05-03T23:00:00.000Z' } }, { startDate: { $gte: '2027-05-04T23:00:00.000Z' } }] }],
  ])('reads %s as the whole day', (operator, lisbon) => {
    expect(clauseOf(rewrite({ startDate: { [operator]: '2027-05-04' } }), 'Europe/Lisbon')).toEqual(lisbon);
  });

  it('keeps the filters beside it, at any depth, and leaves instants and other fields alone', () => {
    const upcoming = { endDate: { $gte: '2027-05-04T10:00:00.000Z' } };
    const filters = { $and: [{ title: { $contains: 'jazz' } }, { startDate: { $gt: '2027-05-04' } }, upcoming] };
    const rewritten = rewrite(filters) as { $and: unknown[] };
    expect(rewritten.$and[0]).toEqual({ title: { $contains: 'jazz' } });
    expect(rewritten.$and[2]).toEqual(upcoming);
    expect(Object.keys(rewritten.$and[1] as object)).toEqual(['$or']);
  });

  it.each([{ startDate: { $eq: '2027-02-30' } }, { startDate: { $eq: 'yesterday' } }, { startDate: { $contains: '2027-05-04' } }, { startDate: { $gt: '2027-05-04', $lt: '2027-05-09' } }])(
    'leaves what is not one comparison with a real day as it was: %j',
    (filter) => {
      expect(rewrite(filter)).toEqual(filter);
    }
  );

  it('adds no zone clause for a zone Luxon does not know, and only the site clause without zones', () => {
    const rewritten = dayFiltersOnEventClocks({ startDate: { $eq: '2027-05-04' } }, ['Mars/Olympus'], 'Asia/Tokyo') as { $or: unknown[] };
    expect(rewritten.$or).toEqual([
      {
        $and: [
          { $or: [{ timezone: { $null: true } }, { timezone: { $notIn: [''] } }] },
          { $and: [{ startDate: { $gte: '2027-05-03T15:00:00.000Z' } }, { startDate: { $lt: '2027-05-04T15:00:00.000Z' } }] },
        ],
      },
    ]);
  });

  // Both clock changes, in two zones: a day of 23 hours (spring) and one of 25 (autumn) is still the whole day.
  it.each([
    ['Europe/Lisbon', '2027-03-28', '2027-03-28T00:00:00.000Z', '2027-03-28T23:00:00.000Z'],
    ['Europe/Lisbon', '2027-10-31', '2027-10-30T23:00:00.000Z', '2027-11-01T00:00:00.000Z'],
    ['America/New_York', '2027-03-14', '2027-03-14T05:00:00.000Z', '2027-03-15T04:00:00.000Z'],
    ['America/New_York', '2027-11-07', '2027-11-07T04:00:00.000Z', '2027-11-08T05:00:00.000Z'],
  ])('reads %s on %s, a day when its clock changes, from its midnight to the next', (zone, day, start, next) => {
    const rewritten = dayFiltersOnEventClocks({ startDate: { $eq: day } }, ['Europe/Lisbon', 'America/New_York'], 'UTC') as Record<string, unknown>;
    expect(clauseOf(rewritten, zone)).toEqual({ $and: [{ startDate: { $gte: start } }, { startDate: { $lt: next } }] });
  });
});
