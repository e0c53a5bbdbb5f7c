import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { fr } from './translations/fr';
import { calendarUidOf, helpId, labelId, type CalendarUid } from './translations/words';

/**
 * Two Content Manager hooks that give the calendar's help texts and filter labels the admin's language:
 * Strapi translates a field's label in the form and the list (FormLayout, ListViewPage), but shows its help
 * text and its label in the filters as configured (useDocumentLayout, Filters).
 */

/** The fields that have words beyond English (French is the reference: each language has the same fields). */
const worded = (uid: CalendarUid, has: (words: readonly [string, string?]) => boolean) =>
  new Set(Object.entries(fr.fields[uid]).flatMap(([field, words]) => (has(words) ? [field] : [])));
const WITH_HELP = (uid: CalendarUid) => worded(uid, ([, help]) => Boolean(help));
const WITH_LABEL = (uid: CalendarUid) => worded(uid, () => true);

interface EditField {
  name: string;
  hint?: React.ReactNode;
  [key: string]: unknown;
}
interface EditLayout {
  layout: EditField[][][];
  settings: { displayName?: string };
  [key: string]: unknown;
}

/** `Admin/CM/pages/EditView/mutate-edit-view-layout`: each help text of ours becomes a message, its configured text the default. */
export function translateFieldHelp<A extends { layout: EditLayout }>(args: A): A {
  const uid = calendarUidOf(args.layout.settings?.displayName);
  if (!uid) return args;
  const withHelp = WITH_HELP(uid);
  const help = (field: EditField): EditField =>
    typeof field.hint === 'string' && field.hint && withHelp.has(field.name)
      ? { ...field, hint: <FormattedMessage id={helpId(uid, field.name)} defaultMessage={field.hint} /> }
      : field;
  return { ...args, layout: { ...args.layout, layout: args.layout.layout.map((panel) => panel.map((row) => row.map(help))) } };
}

interface Filter {
  name: string;
  label?: string | MessageDescriptor;
  [key: string]: unknown;
}

/** `Admin/CM/pages/ListView/inject-in-filters`: the filters of our fields take their label's message, as the list's columns do. */
export function translateFilterLabels<A extends { displayedFilters: Filter[]; layout: { settings?: { displayName?: string } } }>(args: A): A {
  const uid = calendarUidOf(args.layout.settings?.displayName);
  if (!uid) return args;
  const withLabel = WITH_LABEL(uid);
  return {
    ...args,
    displayedFilters: args.displayedFilters.map((filter) =>
      typeof filter.label === 'string' && withLabel.has(filter.name) ? { ...filter, label: { id: labelId(uid, filter.name), defaultMessage: filter.label } } : filter
    ),
  };
}
