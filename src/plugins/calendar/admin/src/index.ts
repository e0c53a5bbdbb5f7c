import { Calendar, CheckCircle, PuzzlePiece } from '@strapi/icons';
import { attachCreatedRelations } from './document-actions/attach-created-relation';
import { wordDeletes } from './document-actions/delete-words';
import { DuplicateAction } from './document-actions/duplicate';
import { keepTypedValuesOnFailedSave } from './document-actions/keep-typed-values';
import { exposeSave, PublishAction } from './document-actions/publish';
import type { DocumentAction as OwnDocumentAction } from './document-actions/types';
import { CALENDAR_BULK_ACTIONS, deleteOnlyInTrash, type BulkAction } from './list-view/bulk-actions';
import { eventStatusAction } from './list-view/bulk-event-status';
import { decideSubmissionsAction } from './list-view/bulk-submissions';
import { dayFiltersForEvents } from './list-view/day-filters';
import { formatCalendarColumns } from './list-view/inject-columns';
import { ListViews } from './list-view/views';
import { PublicPagePanel } from './panels/PublicPage';
import { TranslationLinksPanel } from './panels/TranslationLinks';
import { SubmissionPanel } from './panels/Submission';
import { VenueMapPanel } from './panels/VenueMap';
import { PLUGIN_ID, t } from './plugin-id';

type Translations = Record<string, string>;

/** The custom fields' inputs, loaded when a form shows one (the server registers their types: server/features/admin/custom-fields.ts). */
const CUSTOM_FIELDS = [
  { name: 'zoned-datetime', type: 'datetime', label: 'Date and time in the event zone', Input: () => import('./fields/ZonedDateTime') },
  { name: 'timezone', type: 'string', label: 'Time zone', Input: () => import('./fields/TimeZone') },
  { name: 'post-status', type: 'enumeration', label: 'Post status', Input: () => import('./fields/PostStatus') },
  { name: 'rich-text', type: 'richtext', label: 'Rich text (HTML)', Input: () => import('./fields/RichText') },
  { name: 'author', type: 'integer', label: 'Author (a user)', Input: () => import('./fields/Author') },
  { name: 'recurrence', type: 'json', label: 'Repeats (a series of dates)', Input: () => import('./fields/Recurrence') },
] as const;

interface AdminApp {
  registerPlugin(plugin: { id: string; name: string }): void;
  addMenuLink(link: object): void;
  customFields: { register(field: object | object[]): void };
  registerHook(name: string, hook: (...args: never[]) => unknown): void;
  getPlugin(id: 'content-manager'): {
    apis: {
      addDocumentAction(change: (actions: DocumentAction[]) => DocumentAction[]): void;
      addEditViewSidePanel(panels: ((props: never) => unknown)[]): void;
      addBulkAction(change: (actions: BulkAction[]) => BulkAction[]): void;
    };
    injectComponent(view: 'listView', zone: 'actions', component: { name: string; Component: () => unknown }): void;
  };
  addSettingsLink(sectionId: string, link: object): void;
  widgets: { register(change: (widgets: HomeWidget[]) => HomeWidget[]): void };
}

/** A home page widget as Strapi 5's admin registers it (`app.widgets`). */
interface HomeWidget {
  id: string;
  pluginId?: string;
  icon?: unknown;
  title: { id: string; defaultMessage: string };
  component: () => Promise<unknown>;
  permissions?: { action: string; subject?: string }[];
}

/** The content manager's widgets that misread the calendar's types (no draft and publish): replaced by ours. */
const REPLACED_WIDGETS: Record<string, HomeWidget> = {
  'last-published-entries': {
    id: 'last-published',
    pluginId: PLUGIN_ID,
    icon: CheckCircle,
    title: { id: t('home.published.title'), defaultMessage: 'Last published' },
    component: () => import('./widgets/LastPublished').then((module) => module.default),
    permissions: [{ action: 'plugin::content-manager.explorer.read' }],
  },
  'chart-entries': {
    id: 'calendar-entries',
    pluginId: PLUGIN_ID,
    icon: PuzzlePiece,
    title: { id: t('home.entries.title'), defaultMessage: 'Calendar records' },
    component: () => import('./widgets/CalendarEntries').then((module) => module.default),
    permissions: [{ action: 'plugin::content-manager.explorer.read' }],
  },
};

type DocumentAction = Parameters<typeof keepTypedValuesOnFailedSave>[0];
/** The Content Manager calls every action with its document action props: the two typings name the same thing. */
const asAction = (action: OwnDocumentAction) => action as unknown as DocumentAction;
const asOwn = (action: DocumentAction) => action as unknown as OwnDocumentAction;

/** The calendar plugin's room in the admin: its custom fields and its calendar page. */
export default {
  register(app: AdminApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Calendar' });
    app.customFields.register(
      CUSTOM_FIELDS.map(({ name, type, label, Input }) => ({
        name,
        pluginId: PLUGIN_ID,
        type,
        intlLabel: { id: t(`customField.${name}`), defaultMessage: label },
        intlDescription: { id: t(`customField.${name}.description`), defaultMessage: label },
        components: { Input },
      }))
    );
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Calendar,
      intlLabel: { id: t('calendar.title'), defaultMessage: 'Calendar' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'api::event.event' }],
      Component: () => import('./pages/App'),
    });
    // Widgets exist in register only (bootstrap's app has no `widgets`). Strapi registers the content manager's
    // plugin before the app's plugins (@strapi/strapi admin renderAdmin), so its widgets are here to replace, in place.
    app.widgets.register((widgets) => widgets.map((widget) => (widget.pluginId === 'content-manager' && REPLACED_WIDGETS[widget.id]) || widget));
  },

  bootstrap(app: AdminApp) {
    // Beside the users-permissions users' roles (Settings → Users & Permissions plugin): the passwords act as those users.
    app.addSettingsLink('users-permissions', {
      id: 'calendar-app-passwords',
      to: 'users-permissions/app-passwords',
      intlLabel: { id: t('appPasswords.title'), defaultMessage: 'Application passwords' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'plugin::users-permissions.user' }],
      Component: () => import('./pages/AppPasswords'),
    });
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', formatCalendarColumns);
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', dayFiltersForEvents);
    const contentManager = app.getPlugin('content-manager').apis;
    // Posts: Publish before Save (Save then saves a draft), Duplicate in the form's menu; each answers null
    // for the other types. Save (every type) keeps what was typed when it fails, and a record made with
    // "Create a relation" from a new record's field is attached to that field.
    contentManager.addDocumentAction((actions) =>
      actions.flatMap((action) => (action.type === 'update' ? [asAction(PublishAction), asAction(attachCreatedRelations(exposeSave(asOwn(keepTypedValuesOnFailedSave(action)))))] : [action]))
    );
    contentManager.addDocumentAction((actions) => [...actions, asAction(DuplicateAction)]);
    // An event's Delete says what goes and where: to the Trash (one language or all), or for good from there.
    contentManager.addDocumentAction((actions) => wordDeletes(actions.map(asOwn)).map(asAction));
    // Lists of posts: Publish, Unpublish and Move to trash for the selected rows (Restore in the Trash view),
    // before Strapi's own (its Delete only in the Trash, "for good"); the Upcoming, All and Trash views beside the filters.
    contentManager.addBulkAction((actions) => [decideSubmissionsAction, eventStatusAction, ...CALENDAR_BULK_ACTIONS, ...actions.map((action) => (action.type === 'delete' ? deleteOnlyInTrash(action) : action))]);
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'calendar-list-views', Component: ListViews });
    // Venues: a link to check the coordinates on a map, beside the form. Events: the links of their other
    // languages this one lacks.
    contentManager.addEditViewSidePanel([VenueMapPanel, TranslationLinksPanel]);
    // Events a visitor submitted: who, a possible duplicate, and the decisions (issue 36).
    contentManager.addEditViewSidePanel([SubmissionPanel]);
    // Every record with a public page: its URL, and whether the public sees it yet (Strapi's Preview frames it once it does).
    contentManager.addEditViewSidePanel([PublicPagePanel]);
  },

  /** The plugin's words in the admin's languages; keys are prefixed `calendar.` as Strapi's own plugins do. */
  async registerTrads({ locales }: { locales: string[] }) {
    return Promise.all(
      locales.map(async (locale) => {
        try {
          const { default: data } = (await import(`./translations/${locale}.json`)) as { default: Translations };
          return { data: Object.fromEntries(Object.entries(data).map(([key, value]) => [t(key), value])), locale };
        } catch {
          return { data: {}, locale };
        }
      })
    );
  },
};
