import { postFields, type EditorLayout } from './types';

/**
 * Events: what an editor scans in the list (title, start, end, venue, status; the language column is the
 * i18n plugin's) within a laptop's width, and fills in the form, in that order. The API ID is left to the
 * form. The list starts with what comes next: start ascending (with the list's "Upcoming" view, which
 * leaves out what ended: admin/src/list-view/views.tsx); descending put the furthest future first.
 */
export const eventLayout: EditorLayout = {
  uid: 'api::event.event',
  mainField: 'title',
  sortBy: 'startDate',
  sortOrder: 'ASC',
  list: ['title', 'startDate', 'endDate', 'venues', 'postStatus'],
  edit: [
    [['title', 8], ['postStatus', 4]],
    [['startDate', 6], ['endDate', 6]],
    [['timezone', 6], ['allDay', 4]],
    [['recurrence', 12]],
    [['venues', 6], ['organizers', 6]],
    [['categories', 6], ['tags', 6]],
    [['description', 12]],
    [['excerpt', 12]],
    [['image', 6], ['website', 6]],
    [['cost', 4], ['currencySymbol', 4], ['currencyPosition', 4]],
    [['currencyCode', 4]],
    [['featured', 4], ['sticky', 4], ['hideFromListings', 4]],
    [['showMap', 4], ['showMapLink', 4]],
    [['postDate', 6], ['slug', 6]],
    [['password', 6], ['author', 4]],
    [['postId', 4]],
    [['parentEvent', 6], ['childEvents', 6]],
    [['customFields', 12]],
    [['globalIdLineage', 12]],
  ],
  fields: {
    ...postFields('event'),
    title: { label: 'Title' },
    startDate: { label: 'Starts', description: "Date and time in the event's time zone." },
    endDate: { label: 'Ends', description: "Date and time in the event's time zone." },
    timezone: { label: 'Time zone', description: "The zone of the start and end times; the site's time zone unless you choose another." },
    allDay: { label: 'All day', description: 'From the start of the first day to the end of the last day: no times needed.' },
    recurrence: {
      label: 'Repeats',
      description: 'Makes this event a series: one event per date, each editable on its own. On a date of a series: which dates a change applies to.',
    },
    venues: { label: 'Venue', description: 'Where the event takes place (one venue).' },
    organizers: { label: 'Organizers', description: 'Who organizes it, in the order shown.' },
    categories: { label: 'Categories' },
    tags: { label: 'Tags' },
    cost: { label: 'Cost', description: 'As shown to visitors: "15", "10 – 20" or "0" for free.' },
    currencySymbol: { label: 'Currency symbol', description: 'For example € or $.' },
    currencyPosition: { label: 'Currency position', description: 'Symbol before (prefix) or after (postfix) the amount.' },
    currencyCode: { label: 'Currency code', description: 'ISO 4217 code, for example EUR.' },
    featured: { label: 'Featured', description: 'Highlighted in lists and widgets.' },
    sticky: { label: 'Sticky in month view', description: 'Shown first on its day in month view.' },
    hideFromListings: { label: 'Hide from event listings', description: 'Reachable by its link, but left out of event lists.' },
    showMap: { label: 'Show map', description: "Show a map of the venue on the event's page." },
    showMapLink: { label: 'Show map link', description: 'Show a link to a map of the venue.' },
    parentEvent: { label: 'Series (advanced)', description: 'The recurring event this occurrence belongs to. Kept by imports; leave as is.' },
    childEvents: { label: 'Occurrences (advanced)', description: 'The occurrences of this recurring event. Kept by imports; leave as is.' },
    customFields: { label: 'Additional fields (advanced)', description: 'Additional fields imported from WordPress, as JSON. Kept by imports; leave as is.' },
  },
};
