import { parseSettings } from '../config/settings';

describe('parseSettings', () => {
  it('fills the defaults', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({ publicUrl: '', timezone: 'UTC', perPage: 12, maxPerPage: 50, demoData: true });
    expect(settings.languages.map((l) => l.code)).toEqual(['en', 'fr', 'pt-pt']);
  });

  it.each([
    [{ timezone: 'Mars/Olympus_Mons' }, /timezone: "Mars\/Olympus_Mons" is not an IANA time zone/],
    [{ publicUrl: 'calendar.example.org' }, /publicUrl/],
    [{ perPage: 80 }, /perPage must not exceed maxPerPage/],
    [{ perPage: Number.NaN }, /perPage/],
    [{ languages: [] }, /languages/],
    [{ languages: [{ code: 'FR', locale: 'fr', name: 'French' }] }, /languages\.0\.code/],
    [{ colour: 'blue' }, /colour|Unrecognized/],
  ])('rejects %j with a message naming the setting', (raw, message) => {
    expect(() => parseSettings(raw)).toThrow(message);
  });

  it('accepts IANA zones and fixed offsets Luxon knows', () => {
    expect(parseSettings({ timezone: 'Europe/Lisbon' }).timezone).toBe('Europe/Lisbon');
  });
});
