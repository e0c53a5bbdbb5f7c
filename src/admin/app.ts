/**
 * The admin panel's own settings: editors may use it in the calendar's languages (English is always
 * there). The calendar plugin's words come in the same languages (src/plugins/calendar/admin).
 */
export default {
  config: {
    locales: ['fr', 'pt'],
  },
  bootstrap() {},
};
