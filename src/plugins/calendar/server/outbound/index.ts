/** The one way the app fetches from other servers (images by URL; the importer will use it too). */
export { guardedGet } from './guarded-get';
export { normalizeHost } from './hosts';
export { OutboundError, type OutboundReason } from './outbound-error';
export { outboundPolicy, type OutboundPolicy } from './policy';
export { saveLimited, type SaveOptions } from './save-limited';
