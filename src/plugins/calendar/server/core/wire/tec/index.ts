/** The wire of the original's newer namespace `tec/v1` (our `cal/tec/v1` dialect): records and list headers. */
export { toTecEvent } from './event';
export { toTecOrganizer, toTecVenue, directionsLink } from './linked-posts';
export { maskProtected, renderTitle } from './post';
export { pageUrl, tecListHeaders } from './list';
export type * from './types';
