import { z } from 'zod/v4';
import { createEventBody, createOrganizerBody, createTermBody, createVenueBody } from '..';
import { LANGUAGES } from './helpers';

/** Every body field carries an English description, for the OpenAPI document built from these schemas. */
const options = { languages: LANGUAGES } as const;
const schemas = {
  'event create': createEventBody({ ...options, mode: 'create' }),
  'event update': createEventBody({ ...options, mode: 'update' }),
  'venue create': createVenueBody({ ...options, mode: 'create' }),
  'venue update': createVenueBody({ ...options, mode: 'update' }),
  'organizer create': createOrganizerBody({ ...options, mode: 'create' }),
  'organizer update': createOrganizerBody({ ...options, mode: 'update' }),
  'category create': createTermBody({ ...options, mode: 'create', taxonomy: 'category' }),
  'tag update': createTermBody({ ...options, mode: 'update', taxonomy: 'tag' }),
};

describe.each(Object.entries(schemas))('%s body', (_, schema) => {
  it.each(Object.keys(schema.shape))('describes %s', (name) => {
    const field: z.ZodType = schema.shape[name as keyof typeof schema.shape];
    expect(field.meta()?.description).toEqual(expect.stringMatching(/^[A-Z`].{8,}/));
  });

  it('gives a JSON Schema of its input with the descriptions', () => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const properties = Object.values(json.properties ?? {});
    expect(properties).toHaveLength(Object.keys(schema.shape).length);
    for (const property of properties) expect(property).toHaveProperty('description');
  });
});

it('marks the fields required on create as required in the JSON Schema', () => {
  const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).required;
  expect(json(schemas['event create'])).toEqual(['title', 'start_date', 'end_date']);
  expect(json(schemas['venue create'])).toEqual(['venue']);
  expect(json(schemas['organizer create'])).toEqual(['organizer']);
  expect(json(schemas['category create'])).toEqual(['name']);
  expect(json(schemas['event update']) ?? []).toEqual([]);
});
