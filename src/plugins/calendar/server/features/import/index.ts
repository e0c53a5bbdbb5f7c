/** The importer's entry points, for scripts/import.js and the tests. */
export { runImport, RESOURCE_ORDER, type ImportOptions, type ImportSummary, type ResourceSummary } from './run-import';
export { createSource, listUrl, MAX_PER_PAGE, type SourceOptions, type SourceResource } from './source';
export { runIcsImport, icsEventBody, type IcsOptions } from './ics';
