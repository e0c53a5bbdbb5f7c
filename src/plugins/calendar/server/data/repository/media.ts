import type { Core } from '@strapi/strapi';
// knex comes with @strapi/database (the type only: Strapi's own knex builds every query).
import type { Knex as KnexTypes } from 'knex';
import type { MediaFile } from '../records/types';
import { column, columnsOf, readColumns, type Column } from './columns';
import type { Slot } from './shaped-query';
import { tableName, type Knex, type QueryBuilder } from './tables';

type JoinClause = KnexTypes.JoinClause;

const FILE = 'plugin::upload.file';
const IMAGE_FIELDS = ['id', 'name', 'url', 'ext', 'mime', 'width', 'height', 'size', 'formats'] as const;

interface MorphTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { typeColumn: { name: string }; idColumn: { name: string } };
}

/** Where Strapi links files to the rows that use them (the upload plugin's morph table). */
function morphTable(strapi: Core.Strapi): MorphTable {
  return (strapi.db.metadata.get(FILE).attributes.related as unknown as { joinTable: MorphTable }).joinTable;
}

/**
 * Left-joins the single media field `image` of the rows aliased `alias` (type `uid`), as `<alias>_m`
 * (the link) and `<alias>_f` (the file): rows without an image stay, with NULL file columns.
 */
export function joinImage(strapi: Core.Strapi, from: QueryBuilder, uid: string, alias: string): QueryBuilder {
  const morph = morphTable(strapi);
  return from
    .leftJoin(`${morph.name} as ${alias}_m`, function link(this: JoinClause) {
      this.on(`${alias}_m.${morph.morphColumn.idColumn.name}`, '=', `${alias}.id`)
        .andOnVal(`${alias}_m.${morph.morphColumn.typeColumn.name}`, '=', uid)
        .andOnVal(`${alias}_m.field`, '=', 'image');
    })
    .leftJoin(`${tableName(strapi, FILE)} as ${alias}_f`, `${alias}_f.id`, `${alias}_m.${morph.joinColumn.name}`);
}

/** The images of rows of type `uid` by row id, from the morph table alone (aliases `<alias>_m`, `<alias>_f`). */
export function imagesOf(strapi: Core.Strapi, knex: Knex, uid: string, rowIds: Slot[], alias: string) {
  const morph = morphTable(strapi);
  return {
    owner: column(`${alias}_m.${morph.morphColumn.idColumn.name}`, 'integer'),
    from: knex(`${morph.name} as ${alias}_m`)
      .join(`${tableName(strapi, FILE)} as ${alias}_f`, `${alias}_f.id`, `${alias}_m.${morph.joinColumn.name}`)
      .whereIn(`${alias}_m.${morph.morphColumn.idColumn.name}`, rowIds)
      .where(`${alias}_m.${morph.morphColumn.typeColumn.name}`, uid)
      .where(`${alias}_m.field`, 'image'),
  };
}

/** The file columns of a joined image, prefixed `img_`, with the link's order to pick one when several. */
export function imageColumns(strapi: Core.Strapi, alias: string): Record<string, Column> {
  return { ...columnsOf(strapi, FILE, `${alias}_f`, IMAGE_FIELDS, 'img_'), img_order: column(`${alias}_m.order`, 'float') };
}

export function readImage(strapi: Core.Strapi, raw: Record<string, unknown>): MediaFile | null {
  if (raw.img_id === null || raw.img_id === undefined) return null;
  return readColumns(strapi, FILE, IMAGE_FIELDS, raw, 'img_') as unknown as MediaFile;
}
