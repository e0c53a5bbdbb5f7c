import { translateFieldHelp, translateFilterLabels } from './field-words';
import { fr } from './translations/fr';
import { pt } from './translations/pt';
import { toMessages } from './translations/words';

interface AdminApp {
  registerHook(name: string, hook: (...args: never[]) => unknown): void;
}

/**
 * Strapi's i18n marks each field as "This value is unique for the selected locale" or "... common to all
 * locales": read under a title or a status, it sounds as if values had to be unique (issue 32). Said as
 * what it means for a calendar's field.
 */
const LANGUAGE_HINTS = {
  en: { 'i18n.Field.localized': 'Written for each language', 'i18n.Field.not-localized': 'The same in every language' },
  fr: { 'i18n.Field.localized': 'Propre à chaque langue', 'i18n.Field.not-localized': 'Identique dans toutes les langues' },
  pt: { 'i18n.Field.localized': 'Próprio de cada idioma', 'i18n.Field.not-localized': 'Igual em todos os idiomas' },
};

/**
 * The values of the event's status and attendance (issue 35) as the select shows them: English too, where
 * the stored values (`moved_online`, `offline`) are not words.
 */
const EN_VALUES = {
  // Not "Scheduled": that is the publication status `future`.
  scheduled: 'As planned',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
  moved_online: 'Moved online',
  offline: 'In person',
  online: 'Online',
  mixed: 'In person and online',
};

/**
 * The admin panel's own settings: editors may use it in the calendar's languages (English is always
 * there). The calendar plugin's words come in the same languages (src/plugins/calendar/admin); the
 * calendar's content types' words (names, labels, help texts) are the app's (./translations).
 */
export default {
  config: {
    locales: ['fr', 'pt'],
    translations: { en: { ...EN_VALUES, ...LANGUAGE_HINTS.en }, fr: { ...toMessages(fr), ...LANGUAGE_HINTS.fr }, pt: { ...toMessages(pt), ...LANGUAGE_HINTS.pt } },
    // No call to GitHub for Strapi's latest release from every editor's browser: a self-hosted calendar
    // calls out only when asked, and the check fails offline (issue 32).
    notifications: { releases: false },
  },
  bootstrap(app: AdminApp) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateFieldHelp);
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', translateFilterLabels);
  },
};
