import { toWireOrganizer } from '../organizer';
import { exampleCtx as ctx, inlineOrg, jane, organizer } from './example-records';

describe('toWireOrganizer', () => {
  it.each([
    ['a full organizer', jane, ['id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'organizer', 'description', 'slug', 'phone', 'website', 'email', 'global_id', 'global_id_lineage', 'ml_language', 'translations']],
    ['empty members omitted', inlineOrg, ['id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'organizer', 'slug', 'email', 'global_id', 'global_id_lineage', 'ml_language', 'translations']],
    ['author "0" kept', organizer({ author: null, slug: null }), ['id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'organizer', 'global_id', 'global_id_lineage', 'ml_language', 'translations']],
  ])('%s', (_, input, keys) => {
    expect(Object.keys(toWireOrganizer(input, ctx))).toEqual(keys);
  });

  it('json_ld (a Person) after email, on request', () => {
    const keys = Object.keys(toWireOrganizer(jane, ctx, { jsonLd: true }));
    expect(keys.slice(keys.indexOf('email'), keys.indexOf('email') + 3)).toEqual(['email', 'json_ld', 'global_id']);
  });

  it('a protected organizer: its name becomes [], contact fields ""', () => {
    expect(toWireOrganizer({ ...jane, password: 'x' }, ctx)).toMatchObject({ organizer: [], email: '', phone: '', website: '', description: '' });
  });
});
