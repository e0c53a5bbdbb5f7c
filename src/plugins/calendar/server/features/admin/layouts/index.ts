import type { Core } from '@strapi/strapi';
import { eventLayout } from './event';
import { organizerLayout, venueLayout } from './linked-posts';
import { categoryLayout, tagLayout } from './terms';
import type { EditorLayout } from './types';

export const EDITOR_LAYOUTS: EditorLayout[] = [eventLayout, venueLayout, organizerLayout, categoryLayout, tagLayout];

/**
 * Bumped when the layouts change: a database set up with an older version gets the new ones at the
 * next start; otherwise what an admin changed in "Configure the view" is kept.
 */
export const LAYOUT_VERSION = 4;
const STORE_KEY = 'editor-layout-version';

interface Metadata {
  edit: { label?: string; description?: string; editable?: boolean; visible?: boolean };
  list: { label?: string };
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
}
interface ContentManagerTypes {
  findConfiguration(ct: { uid: string }): Promise<Configuration & { uid?: string }>;
  updateConfiguration(ct: { uid: string }, config: Configuration): Promise<unknown>;
}

/** The configuration of one type with the layout applied: only fields the type has are named. */
export function withLayout(config: Configuration, layout: EditorLayout): Configuration {
  const has = (field: string) => field in config.metadatas;
  const metadatas = { ...config.metadatas };
  for (const [field, text] of Object.entries(layout.fields)) {
    if (!has(field)) continue;
    const { label, description = '', readOnly } = text;
    metadatas[field] = {
      ...metadatas[field],
      edit: { ...metadatas[field].edit, label, description, ...(readOnly ? { editable: false } : {}) },
      list: { ...metadatas[field].list, label },
    };
  }
  return {
    settings: { ...config.settings, mainField: layout.mainField, defaultSortBy: layout.sortBy, defaultSortOrder: layout.sortOrder },
    metadatas,
    layouts: {
      list: layout.list.filter(has),
      edit: layout.edit.map((row) => row.filter(([field]) => has(field)).map(([name, size]) => ({ name, size }))).filter((row) => row.length),
    },
  };
}

/**
 * What the Content Manager shows editors: plain labels and help texts, the form in the order an editor
 * fills it (internal fields last), the list columns an editor scans. Set once per layout version, after
 * the Content Manager synced its own configuration (it does so in its bootstrap).
 */
export async function applyEditorLayouts(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'calendar' });
  const applied = Number((await store.get({ key: STORE_KEY })) ?? 0);
  if (applied >= LAYOUT_VERSION) return;
  const service = strapi.plugin('content-manager').service('content-types') as ContentManagerTypes;
  for (const layout of EDITOR_LAYOUTS) {
    const { uid: _uid, ...config } = await service.findConfiguration({ uid: layout.uid });
    await service.updateConfiguration({ uid: layout.uid }, withLayout(config, layout));
  }
  await store.set({ key: STORE_KEY, value: LAYOUT_VERSION });
}
