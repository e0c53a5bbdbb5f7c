import { isIanaZoneName } from '../../../shared/time-zones';
import { offsetAt } from '../../core/wire/dates';
import type { CalendarSettings } from '../../config/settings';
import type { LanguageSetting } from '../../config/settings';

/**
 * What WordPress's core routes tell of the site (features/wp-json/controller.ts), from the calendar's
 * settings: its name is the calendar's (`feedName`), its clock the site zone.
 */

/** WordPress's `gmt_offset`: the site zone's offset now, in hours (`5.5` for India). */
export const gmtOffset = (settings: CalendarSettings, now: Date): number => offsetAt(now.getTime(), settings.timezone) / 60;

/** WordPress's `timezone_string`: the zone's name, empty for a manual offset (`UTC+2`), as WordPress stores one. */
export const timezoneString = (settings: CalendarSettings): string => (isIanaZoneName(settings.timezone) ? settings.timezone : '');

/** WordPress's locale of a language (`en` → `en_US`, `fr` → `fr_FR`, `pt-pt` → `pt_PT`). */
export function wordPressLocale(language: LanguageSetting): string {
  const [lang, region] = language.code.toLowerCase().split('-');
  if (region) return `${lang}_${region.toUpperCase()}`;
  return lang === 'en' ? 'en_US' : `${lang}_${lang.toUpperCase()}`;
}

/** `GET /wp-json/wp/v2/settings` (WordPress's view of them for a site manager). */
export function siteSettings(settings: CalendarSettings, language: LanguageSetting, base: string) {
  return {
    title: settings.feedName,
    description: '',
    url: base,
    email: '',
    timezone: timezoneString(settings),
    date_format: 'F j, Y',
    time_format: 'g:i a',
    start_of_week: 1,
    language: wordPressLocale(language),
    use_smilies: false,
    default_category: 0,
    default_post_format: '0',
    posts_per_page: settings.perPage,
    show_on_front: 'posts',
    page_on_front: 0,
    page_for_posts: 0,
    default_ping_status: 'closed',
    default_comment_status: 'closed',
    site_logo: null,
    site_icon: 0,
  };
}
