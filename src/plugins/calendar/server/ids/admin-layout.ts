import type { Core } from '@strapi/strapi';
import { CALENDAR_UIDS, ID_FIELD, ID_KIND_OF } from './kinds';

interface FieldMetadata {
  edit: { label?: string; description?: string; editable?: boolean };
}
interface ContentManagerTypes {
  findConfiguration(ct: { uid: string }): Promise<{ metadatas?: Record<string, FieldMetadata> }>;
  updateConfiguration(ct: { uid: string }, config: object): Promise<unknown>;
}

/**
 * Editors see the wire ID in the admin, read-only: the data layer assigns it. Runs after the Content
 * Manager has synced its layouts (it does so in its own bootstrap).
 */
export async function showIdsReadOnly(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types') as ContentManagerTypes;
  for (const uid of CALENDAR_UIDS) {
    const fields: [string, Pick<FieldMetadata['edit'], 'label' | 'description'>][] = [
      [ID_FIELD[ID_KIND_OF[uid]], { label: 'API ID', description: 'Stable ID of this translation in the calendar REST API, assigned automatically.' }],
    ];
    if (ID_KIND_OF[uid] === 'term') {
      fields.push(['eventCount', { label: 'Published events', description: 'Counted automatically: the published events linked to this term.' }]);
    }
    const { uid: _uid, ...config } = (await service.findConfiguration({ uid })) as { uid?: string; metadatas?: Record<string, FieldMetadata> };
    let changed = false;
    for (const [field, text] of fields) {
      const edit = config.metadatas?.[field]?.edit;
      if (!edit || edit.editable === false) continue;
      Object.assign(edit, { editable: false }, text);
      changed = true;
    }
    if (changed) await service.updateConfiguration({ uid }, config);
  }
}
