import { bootApp } from '../helpers/strapi';

/** Bad configuration stops the boot with a message that says what to fix. */
describe('configuration checks at boot', () => {
  it('refuses an unknown DATABASE_CLIENT', async () => {
    await expect(bootApp({ DATABASE_CLIENT: 'oracle' })).rejects.toThrow(
      /Invalid DATABASE_CLIENT "oracle": set it to one of sqlite, postgres, mysql/
    );
  });

  it('refuses a site time zone that is not IANA', async () => {
    await expect(bootApp({ CALENDAR_TIMEZONE: 'Mars/Olympus_Mons' })).rejects.toThrow(
      /calendar.*timezone: "Mars\/Olympus_Mons" is not an IANA time zone/s
    );
  });

  it('refuses a page size that is not a number', async () => {
    await expect(bootApp({ CALENDAR_PER_PAGE: 'twelve' })).rejects.toThrow(/calendar.*perPage/s);
  });

  it('refuses a public URL without a scheme', async () => {
    await expect(bootApp({ PUBLIC_URL: 'calendar.example.org' })).rejects.toThrow(/calendar.*publicUrl/s);
  });
});
