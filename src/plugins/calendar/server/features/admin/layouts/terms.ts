import type { EditorLayout, FieldText } from './types';

const termFields = (noun: string): Record<string, FieldText> => ({
  termId: { label: 'API ID', description: 'Stable ID of this translation in the calendar REST API, assigned automatically.', readOnly: true },
  eventCount: { label: 'Published events', description: `Counted automatically: the published events with this ${noun}.`, readOnly: true },
  name: { label: 'Name' },
  slug: { label: 'Slug', description: `The last part of the ${noun}'s web address; made from the name when left empty.` },
  description: { label: 'Description' },
  events: { label: 'Events' },
});

export const categoryLayout: EditorLayout = {
  uid: 'api::event-category.event-category',
  mainField: 'name',
  sortBy: 'name',
  sortOrder: 'ASC',
  list: ['name', 'parent', 'eventCount', 'termId'],
  edit: [
    [['name', 6], ['parent', 6]],
    [['slug', 6]],
    [['description', 12]],
    [['termId', 4], ['eventCount', 4]],
    [['children', 6], ['events', 6]],
  ],
  fields: {
    ...termFields('category'),
    parent: { label: 'Parent category' },
    children: { label: 'Subcategories' },
  },
};

export const tagLayout: EditorLayout = {
  uid: 'api::event-tag.event-tag',
  mainField: 'name',
  sortBy: 'name',
  sortOrder: 'ASC',
  list: ['name', 'eventCount', 'termId'],
  edit: [
    [['name', 6], ['slug', 6]],
    [['description', 12]],
    [['termId', 4], ['eventCount', 4]],
    [['events', 12]],
  ],
  fields: termFields('tag'),
};
