import { bootInChildProcess } from '../../helpers/boot-process';

/** Bad configuration stops the boot with a message that says what to fix. */
describe('configuration checks at boot', () => {
  it.each([
    [{ DATABASE_CLIENT: 'oracle' }, /Invalid DATABASE_CLIENT "oracle": set it to one of sqlite, postgres, mysql/],
    [{ CALENDAR_TIMEZONE: 'Mars/Olympus_Mons' }, /calendar.*timezone: "Mars\/Olympus_Mons" is not a time zone/s],
    [{ CALENDAR_PER_PAGE: 'twelve' }, /calendar.*perPage/s],
    [{ PUBLIC_URL: 'calendar.example.org' }, /calendar.*publicUrl/s],
    [{ CALENDAR_TRUSTED_HOSTS: 'media.internal,http://cdn.internal' }, /calendar.*trustedHosts\.1: "http:\/\/cdn.internal" is not a host name/s],
    [{ CALENDAR_IMAGE_MAX_PIXELS: '0' }, /calendar.*imageMaxPixels/s],
    [{ CALENDAR_GEOLOC_UNIT: 'furlongs' }, /calendar.*geolocUnit/s],
  ])('refuses %j', (env, message) => {
    const { status, output } = bootInChildProcess(env);
    expect(status).toBe(1);
    expect(output).toMatch(message);
  });

  it('boots with a valid configuration', () => {
    expect(bootInChildProcess({ CALENDAR_TIMEZONE: 'Europe/Lisbon' }).status).toBe(0);
  });
});
