import { translateFieldHelp, translateFilterLabels } from './field-words';
import { fr } from './translations/fr';
import { pt } from './translations/pt';
import { toMessages } from './translations/words';

interface AdminApp {
  registerHook(name: string, hook: (...args: never[]) => unknown): void;
}

/**
 * The admin panel's own settings: editors may use it in the calendar's languages (English is always
 * there). The calendar plugin's words come in the same languages (src/plugins/calendar/admin); the
 * calendar's content types' words (names, labels, help texts) are the app's (./translations).
 */
export default {
  config: {
    locales: ['fr', 'pt'],
    translations: { fr: toMessages(fr), pt: toMessages(pt) },
  },
  bootstrap(app: AdminApp) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateFieldHelp);
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', translateFilterLabels);
  },
};
