import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';

/** What the server tells the admin (GET /calendar/settings): the site zone and the languages. */
export interface CalendarAdminSettings {
  timezone: string;
  defaultLocale: string;
  languages: { code: string; locale: string; name: string }[];
}

/** One request per page load, shared by every field and page; forgotten when it fails, so the next use asks again. */
let pending: Promise<CalendarAdminSettings> | null = null;
const RETRIES = 3;

/** The site settings (null until they arrive); a failed request is retried a few times. */
export function useCalendarSettings(): CalendarAdminSettings | null {
  const { get } = useFetchClient();
  const [settings, setSettings] = useState<CalendarAdminSettings | null>(null);
  useEffect(() => {
    let live = true;
    const load = (attempt: number) => {
      pending ??= get<CalendarAdminSettings>('/calendar/settings').then((res) => res.data);
      pending.then(
        (value) => live && setSettings(value),
        () => {
          pending = null;
          if (live && attempt < RETRIES) setTimeout(() => load(attempt + 1), 500 * (attempt + 1));
        }
      );
    };
    load(0);
    return () => {
      live = false;
    };
  }, [get]);
  return settings;
}

/** A language's name as the site calls it (`English (en)`), or its code until the settings arrive. */
export const languageName = (settings: CalendarAdminSettings | null, locale: string): string =>
  settings?.languages.find((language) => language.locale === locale)?.name ?? locale;
