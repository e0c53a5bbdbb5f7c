/**
 * The words of the calendar's content types in the admin's other languages. Strapi 5 asks react-intl for
 * them by these ids (its English is the ids' default message, so English needs no file):
 * - a type's name in the Content Manager's menu and list title: its `info.displayName` itself ("Event");
 * - a field's label in the form and the list's column: `content-manager.content-types.<uid>.<field>`,
 *   with the label configured in the Content Manager (server/features/admin/layouts) as default;
 * - a field's help text has no id in Strapi (it shows the configured text as it is): field-words.tsx asks
 *   for `content-manager.content-types.<uid>.<field>.description`, with the configured text as default;
 * - a value of an enumeration (the form's select, the list's filter): the value itself ("draft").
 */

/** The calendar's content types and their display names (src/api/<type>/content-types/<type>/schema.json). */
export const CALENDAR_TYPES = {
  'api::event.event': 'Event',
  'api::venue.venue': 'Venue',
  'api::organizer.organizer': 'Organizer',
  'api::event-category.event-category': 'Event Category',
  'api::event-tag.event-tag': 'Event Tag',
} as const;

export type CalendarUid = keyof typeof CALENDAR_TYPES;

/** A field's label, and its help text when the English has one. */
export type FieldWords = readonly [label: string, help?: string];

export interface LanguageWords {
  /** Each type's name, as the menu lists it (singular, as the English "Event"). */
  names: Record<CalendarUid, string>;
  fields: Record<CalendarUid, Record<string, FieldWords>>;
  /** The values of the enumerations (status, currency position), as the select and the filter show them. */
  values: Record<string, string>;
  /** Strapi's own messages that the calendar's pages show and that Strapi's translation lacks. */
  strapi: Record<string, string>;
}

export const labelId = (uid: CalendarUid, field: string) => `content-manager.content-types.${uid}.${field}`;
export const helpId = (uid: CalendarUid, field: string) => `${labelId(uid, field)}.description`;

/** The type whose layout Strapi hands a hook: the layout names it only by its display name. */
export function calendarUidOf(displayName: unknown): CalendarUid | undefined {
  return (Object.keys(CALENDAR_TYPES) as CalendarUid[]).find((uid) => CALENDAR_TYPES[uid] === displayName);
}

/** One language's words as the flat messages Strapi's `config.translations` takes. */
export function toMessages(words: LanguageWords): Record<string, string> {
  const messages: Record<string, string> = { ...words.strapi, ...words.values };
  for (const uid of Object.keys(CALENDAR_TYPES) as CalendarUid[]) {
    messages[CALENDAR_TYPES[uid]] = words.names[uid];
    for (const [field, [label, help]] of Object.entries(words.fields[uid])) {
      messages[labelId(uid, field)] = label;
      if (help) messages[helpId(uid, field)] = help;
    }
  }
  return messages;
}
