import type { CalendarUid } from '../../../data/ids/kinds';

/** What an editor reads beside one field: its label and a help text in plain words. */
export interface FieldText {
  label: string;
  description?: string;
  /** Shown but not editable (the data layer sets it). */
  readOnly?: boolean;
}

/**
 * How the Content Manager shows one calendar type: the columns of its list, the rows of its form
 * (field name and width out of 12), the field a relation shows, the default order, and the words.
 */
export interface EditorLayout {
  uid: CalendarUid;
  mainField: string;
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
  list: string[];
  edit: Array<Array<[field: string, size: number]>>;
  fields: Record<string, FieldText>;
}

/** The same help texts serve every post type (event, venue, organizer). */
export const POST_STATUS_HELP =
  'Published: everyone sees it. Scheduled: published automatically at its publication date. Draft and Pending review: ' +
  'only editors see it. Private: only editors. Trash: taken off the calendar; switch it back to restore it.';

export const postFields = (noun: string): Record<string, FieldText> => ({
  postId: { label: 'API ID', description: 'Stable ID of this translation in the calendar REST API, assigned automatically.', readOnly: true },
  postStatus: { label: 'Status', description: POST_STATUS_HELP },
  slug: { label: 'Slug', description: `The last part of the ${noun}'s web address; made from the name when left empty.` },
  description: { label: 'Description', description: `Shown on the ${noun}'s page.` },
  excerpt: { label: 'Summary', description: 'A short plain-text summary shown in lists.' },
  image: { label: 'Featured image' },
  website: { label: 'Website', description: `The ${noun}'s own web page, if any (https://...).` },
  password: { label: 'Password', description: 'Visitors need this password to see the description and details. Leave empty for a public page.' },
  author: { label: 'Author', description: 'The user who wrote it (a Users & Permissions user: type part of the user name); empty: none.' },
  postDate: {
    label: 'Publication date',
    description: "In the site's time zone. For a Scheduled status, the moment it is published; set automatically when empty.",
  },
  globalIdLineage: { label: 'Imported IDs (advanced)', description: 'IDs this record had in the calendars it was imported from. Kept by imports; leave as is.' },
});

/** The end of a venue's or organizer's form: texts, image, publication, then what imports keep. */
export const LINKED_POST_TAIL: EditorLayout['edit'] = [
  [['description', 12]],
  [['excerpt', 12]],
  [['image', 6]],
  [['postDate', 6], ['slug', 6]],
  [['password', 6], ['author', 4]],
  [['postId', 4]],
  [['events', 12]],
  [['globalIdLineage', 12]],
];
