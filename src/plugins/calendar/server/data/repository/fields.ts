/** The columns and relations the wire records need: nothing more is read (style: select only what is used). */
const POST_FIELDS = [
  'id', 'documentId', 'postId', 'locale', 'slug', 'postStatus', 'description', 'excerpt', 'website', 'password',
  'author', 'postDate', 'createdAt', 'updatedAt', 'globalIdLineage',
];

export const VENUE_FIELDS = [
  ...POST_FIELDS, 'name', 'address', 'city', 'country', 'province', 'state', 'zip', 'stateprovince', 'phone',
  'showMap', 'showMapLink', 'latitude', 'longitude',
];

export const ORGANIZER_FIELDS = [...POST_FIELDS, 'name', 'phone', 'email'];

export const TERM_FIELDS = ['id', 'documentId', 'termId', 'locale', 'name', 'slug', 'description', 'eventCount'];

export const EVENT_FIELDS = [
  ...POST_FIELDS, 'title', 'startDate', 'endDate', 'timezone', 'allDay', 'cost', 'currencySymbol', 'currencyCode',
  'currencyPosition', 'showMap', 'showMapLink', 'hideFromListings', 'sticky', 'featured', 'customFields',
  'recurrence', 'seriesUid', 'occurrenceKey', 'seriesException',
  'eventStatus', 'eventStatusReason', 'previousStartDate', 'attendanceMode', 'onlineUrl', 'onlineAccessNotes',
];
