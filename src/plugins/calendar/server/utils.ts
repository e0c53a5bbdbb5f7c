import type { Core } from '@strapi/strapi';
import { parseSettings, type CalendarSettings } from './config/settings';
import { createLanguages, type Languages } from './languages/languages';

export interface PluginContext {
  settings: CalendarSettings;
  languages: Languages;
}

const contexts = new WeakMap<Core.Strapi, PluginContext>();

/** The validated plugin settings and language table, computed once per Strapi instance. */
export function getPluginContext(strapi: Core.Strapi): PluginContext {
  let context = contexts.get(strapi);
  if (!context) {
    const settings = parseSettings(strapi.config.get('plugin::calendar'));
    context = { settings, languages: createLanguages(settings.languages) };
    contexts.set(strapi, context);
  }
  return context;
}

/** Strapi's REST root, `/api` unless config/api.ts changes it. */
export const restPrefix = (strapi: Core.Strapi): string => strapi.config.get('api.rest.prefix', '/api');
