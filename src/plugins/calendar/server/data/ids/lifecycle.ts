import type { Core } from '@strapi/strapi';
import { createIdAssignment, type Data } from './assign-ids';
import { CALENDAR_UIDS, type CalendarUid } from './kinds';
import { createRecordDefaults } from './record-defaults';
import { checkOnlineUrl, eventChangeOnUpdate } from '../write/event-change-lifecycle';

/**
 * One database lifecycle for the calendar's content types: whoever creates a row (API, admin, seed,
 * scripts, a new translation) it gets its defaults (slug, publication date) and its wire ID; updates
 * never change the ID, a change of status moves the slug as WordPress does (trash, publication), and an
 * event's change (issue 35) keeps its rules whoever writes it.
 */
export function subscribeRecordLifecycle(strapi: Core.Strapi) {
  const defaults = createRecordDefaults(strapi);
  const ids = createIdAssignment(strapi);
  const created = async (uid: CalendarUid, data: Data) => {
    checkOnlineUrl(uid, data);
    defaults.onWrite(uid, data);
    await defaults.onCreate(uid, data);
    await ids.onCreate(uid, data);
  };
  return strapi.db.lifecycles.subscribe({
    models: CALENDAR_UIDS,
    async beforeCreate(event) {
      await created(event.model.uid as CalendarUid, event.params.data as Data);
    },
    async beforeCreateMany(event) {
      for (const data of event.params.data as Data[]) await created(event.model.uid as CalendarUid, data);
    },
    async beforeUpdate(event) {
      defaults.onWrite(event.model.uid as CalendarUid, event.params.data as Data);
      await defaults.onUpdate(event.model.uid as CalendarUid, event.params.where, event.params.data as Data);
      ids.onUpdate(event.model.uid as CalendarUid, event.params.data as Data);
      await eventChangeOnUpdate(strapi, event.model.uid, event.params.where, event.params.data as Data);
    },
    beforeUpdateMany(event) {
      checkOnlineUrl(event.model.uid, event.params.data as Data);
      ids.onUpdate(event.model.uid as CalendarUid, event.params.data as Data);
    },
  });
}
