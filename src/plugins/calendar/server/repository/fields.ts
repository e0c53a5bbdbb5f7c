/** The columns and relations the wire records need: nothing more is read (style: select only what is used). */
const POST_FIELDS = [
  'id', 'documentId', 'postId', 'locale', 'slug', 'status', 'description', 'excerpt', 'website', 'password',
  'author', 'postDate', 'createdAt', 'updatedAt', 'globalIdLineage',
];

export const IMAGE = { select: ['id', 'name', 'url', 'ext', 'mime', 'width', 'height', 'size', 'formats'] };

export const VENUE_FIELDS = [
  ...POST_FIELDS, 'name', 'address', 'city', 'country', 'province', 'state', 'zip', 'stateprovince', 'phone',
  'showMap', 'showMapLink', 'latitude', 'longitude',
];

export const ORGANIZER_FIELDS = [...POST_FIELDS, 'name', 'phone', 'email'];

export const TERM_FIELDS = ['id', 'documentId', 'termId', 'locale', 'name', 'slug', 'description'];

export const EVENT_FIELDS = [
  ...POST_FIELDS, 'title', 'startDate', 'endDate', 'timezone', 'allDay', 'cost', 'currencySymbol', 'currencyCode',
  'currencyPosition', 'showMap', 'showMapLink', 'hideFromListings', 'sticky', 'featured', 'customFields',
];

/**
 * A trashed venue or organizer drops out of the events that link it, as in the original (which unlinks
 * organizers when trashing them). The link itself is kept, so restoring the item restores the events.
 */
const NOT_TRASHED = { status: { $ne: 'trash' } };

/** Relations of an event, each loaded for the whole page in one query (Strapi batches populate per relation). */
export const EVENT_POPULATE = {
  image: IMAGE,
  venues: { select: VENUE_FIELDS, where: NOT_TRASHED, populate: { image: IMAGE } },
  organizers: { select: ORGANIZER_FIELDS, where: NOT_TRASHED, populate: { image: IMAGE } },
  categories: { select: TERM_FIELDS },
  tags: { select: TERM_FIELDS },
  parentEvent: { select: ['id', 'postId'] },
};

export const VENUE_POPULATE = { image: IMAGE };
export const ORGANIZER_POPULATE = { image: IMAGE };
