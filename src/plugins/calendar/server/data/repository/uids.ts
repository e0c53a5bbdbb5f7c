/** The calendar's content types. */
export const UID = {
  event: 'api::event.event',
  venue: 'api::venue.venue',
  organizer: 'api::organizer.organizer',
  category: 'api::event-category.event-category',
  tag: 'api::event-tag.event-tag',
} as const;
