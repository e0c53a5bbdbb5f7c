/** The one way the app fetches from other servers (images by URL, the geocoder). */
export { guardedGet } from './guarded-get';
export { normalizeHost } from './hosts';
export { OutboundError, type OutboundReason } from './outbound-error';
export { outboundPolicy, type OutboundPolicy } from './policy';
export { readLimited } from './read-limited';
export { saveLimited, type SaveOptions } from './save-limited';
