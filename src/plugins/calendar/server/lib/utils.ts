import type { Core } from '@strapi/strapi';
import { parseSettings, type CalendarSettings } from '../config/settings';
import { createLanguages, type Languages } from '../core/languages/languages';
import type { ListSettings } from '../core/params';

export interface PluginContext {
  settings: CalendarSettings;
  languages: Languages;
  /** What the parameter schemas depend on: one object per app, so the schemas are built once (see perSettings). */
  listSettings: ListSettings;
}

const contexts = new WeakMap<Core.Strapi, PluginContext>();

/** The validated plugin settings and language table, computed once per Strapi instance. */
export function getPluginContext(strapi: Core.Strapi): PluginContext {
  let context = contexts.get(strapi);
  if (!context) {
    const settings = parseSettings(strapi.config.get('plugin::calendar'));
    const languages = createLanguages(settings.languages);
    const listSettings = {
      perPage: settings.perPage,
      maxPerPage: settings.maxPerPage,
      languages: languages.all.map((l) => l.code),
      search: { maxTerms: settings.maxSearchTerms, maxLength: settings.maxSearchLength },
    };
    context = { settings, languages, listSettings };
    contexts.set(strapi, context);
  }
  return context;
}

/** Strapi's REST root, `/api` unless config/api.ts changes it. */
export const restPrefix = (strapi: Core.Strapi): string => strapi.config.get('api.rest.prefix', '/api');

/**
 * Builds a value once per settings object: zod schemas cost more to build than to run, and the
 * settings they depend on are fixed for the life of the app.
 */
export function perSettings<S extends object, T>(build: (settings: S) => T): (settings: S) => T {
  const built = new WeakMap<S, T>();
  return (settings) => {
    let value = built.get(settings);
    if (value === undefined) {
      value = build(settings);
      built.set(settings, value);
    }
    return value;
  };
}
