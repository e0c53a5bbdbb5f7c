import { ATTENDANCE_MODES, EVENT_STATUSES } from '../../../../shared/event-status';
import type { z } from 'zod/v4';
import { TEC_BODIES } from '../../bodies/tec/schemas';
import type { TecResourceName } from '../../dialects/tec';
import { TEC_ACKNOWLEDGEMENT_HEADER } from '../../dialects/tec-acknowledgement';
import type { ListSettings } from '../../params';
import { createTecDeleteParams, createTecEventListParams, createTecPostListParams, createTecSingleParams } from '../../params/tec/list-params';
import { fieldsOf, inputSchema, type JsonSchema } from '../json-schema';

/**
 * `GET /tec/v1/docs`: the OpenAPI 3.0.4 document of the `tec/v1` dialect (contract tec-v1 §1), built from the
 * schemas its routes validate with, so it cannot drift from them. Public, without the acknowledgement header.
 */
const NOUNS: Record<TecResourceName, { one: string; schema: string }> = {
  events: { one: 'event', schema: 'Event' },
  venues: { one: 'venue', schema: 'Venue' },
  organizers: { one: 'organizer', schema: 'Organizer' },
};

const ACKNOWLEDGE = { $ref: '#/components/parameters/Acknowledgement' };
const ID = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const ERROR = { $ref: '#/components/schemas/Error' };
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const answer = (description: string, schema: JsonSchema) => ({ description, content: json(schema) });

const queryParameters = (schema: z.ZodType) =>
  fieldsOf(schema).map(({ name, required, schema: field }) => {
    const { description, ...rest } = field;
    return { name, in: 'query', required, ...(description ? { description } : {}), schema: rest };
  });

const ERRORS = {
  400: answer('Invalid parameters, or the acknowledgement header missing', ERROR),
  401: answer('Not allowed without credentials', ERROR),
  403: answer('Not allowed to this caller, or no such record', ERROR),
};

function resourcePaths(name: TecResourceName, settings: ListSettings): Record<string, Record<string, JsonSchema>> {
  const { one, schema } = NOUNS[name];
  const ref = { $ref: `#/components/schemas/${schema}` };
  const requestBody = { required: true, content: json(inputSchema(TEC_BODIES[name](settings.languages))) };
  const list = name === 'events' ? createTecEventListParams(settings) : createTecPostListParams(settings);
  const write = { security: [{ BasicAuth: [] }] };
  return {
    [`/${name}`]: {
      get: {
        tags: [name],
        summary: `List the ${name}: a bare array, the counts in X-WP-Total and X-WP-TotalPages, the pages in Link`,
        parameters: [ACKNOWLEDGE, ...queryParameters(list)],
        responses: { 200: answer(`A page of ${name}`, { type: 'array', items: ref }), 404: answer('A page past the end', ERROR), ...ERRORS },
      },
      post: { tags: [name], summary: `Create ${one === 'event' ? 'an' : 'a'} ${one}`, ...write, parameters: [ACKNOWLEDGE], requestBody, responses: { 201: answer(`The new ${one}`, ref), ...ERRORS } },
    },
    [`/${name}/{id}`]: {
      get: { tags: [name], summary: `Get ${one === 'event' ? 'an' : 'a'} ${one}`, parameters: [ACKNOWLEDGE, ID, ...queryParameters(createTecSingleParams(settings))], responses: { 200: answer(`The ${one}`, ref), ...ERRORS } },
      put: { tags: [name], summary: `Update ${one === 'event' ? 'an' : 'a'} ${one}: only the fields sent change`, ...write, parameters: [ACKNOWLEDGE, ID], requestBody, responses: { 200: answer(`The ${one}`, ref), ...ERRORS } },
      patch: { tags: [name], summary: `Update ${one === 'event' ? 'an' : 'a'} ${one}: only the fields sent change`, ...write, parameters: [ACKNOWLEDGE, ID], requestBody, responses: { 200: answer(`The ${one}`, ref), ...ERRORS } },
      delete: {
        tags: [name],
        summary: `Move ${one === 'event' ? 'an' : 'a'} ${one} to the trash, or delete it for good with force`,
        ...write,
        parameters: [ACKNOWLEDGE, ID, ...queryParameters(createTecDeleteParams(settings))],
        responses: { 200: answer('Done: an empty list', { type: 'array', maxItems: 0, items: {} }), 410: answer('Already in the trash (without force)', ERROR), ...ERRORS },
      },
    },
  };
}

const rendered = (extra: JsonSchema = {}) => ({ type: 'object', properties: { rendered: { type: 'string' }, ...extra } });
const POST: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  date: { type: 'string', description: 'Publication date, site time zone, `YYYY-MM-DDTHH:MM:SS`' },
  date_gmt: { type: 'string' },
  guid: rendered(),
  modified: { type: 'string' },
  modified_gmt: { type: 'string' },
  slug: { type: 'string' },
  status: { type: 'string' },
  type: { type: 'string' },
  link: { type: 'string', format: 'uri' },
  title: rendered(),
  content: rendered({ protected: { type: 'boolean' } }),
  excerpt: rendered({ protected: { type: 'boolean' } }),
  author: { type: 'integer' },
  featured_media: { type: 'integer' },
  template: { type: 'string' },
  class_list: { type: 'array', items: { type: 'string' } },
};
const strings = (...names: string[]) => Object.fromEntries(names.map((name) => [name, { type: 'string' }]));
const post = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties: { ...POST, ...properties } });
const DATE_TIME = { type: 'object', properties: { date: { type: 'string' }, timezone_type: { type: 'integer' }, timezone: { type: 'string' } } };

function componentSchemas(): Record<string, JsonSchema> {
  return {
    Venue: post(strings('address', 'country', 'city', 'state_province', 'state', 'province', 'zip', 'phone', 'directions_link', 'website')),
    Organizer: post(strings('email', 'phone', 'website')),
    Event: post({
      tags: { type: 'array', items: { type: 'integer' } },
      tribe_events_cat: { type: 'array', items: { type: 'integer' } },
      ...strings('start_date', 'start_date_utc', 'end_date', 'end_date_utc', 'timezone'),
      dates: { type: 'object', additionalProperties: DATE_TIME },
      duration: { type: 'string', description: 'Seconds, as a string (as the original sends it)' },
      multiday: { description: 'false, or the number of days the event spans' },
      is_past: { type: 'boolean' },
      is_now: { type: 'boolean' },
      all_day: { type: 'boolean' },
      displays_on: { type: 'array', items: { type: 'string' } },
      featured: { type: 'boolean' },
      sticky: { type: 'boolean' },
      cost: { type: 'string' },
      organizer_names: { type: 'array', items: { type: 'string' } },
      organizers: { type: 'array', items: { $ref: '#/components/schemas/Organizer' } },
      venues: { type: 'array', items: { $ref: '#/components/schemas/Venue' } },
      ...strings('schedule_details', 'short_schedule_details'),
      // Ours (issue 35), as on `cal/events/v1`.
      event_status: { type: 'string', enum: [...EVENT_STATUSES], description: 'What became of the event' },
      ...strings('event_status_reason', 'online_url', 'online_access_notes'),
      previous_start_date: { type: 'string', nullable: true, description: 'A rescheduled event’s former start, wall time in its zone' },
      attendance_mode: { type: 'string', enum: [...ATTENDANCE_MODES] },
    }),
    Error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, data: { type: 'object', properties: { status: { type: 'integer' } } } } },
  };
}

export function tecOpenApiDocument(settings: ListSettings, serverUrl: string): JsonSchema {
  const resources: TecResourceName[] = ['events', 'venues', 'organizers'];
  const paths = Object.assign({ '/docs': { get: { tags: ['docs'], summary: 'This OpenAPI document', responses: { 200: { description: 'The document' } } } } }, ...resources.map((name) => resourcePaths(name, settings)));
  return {
    openapi: '3.0.4',
    info: {
      version: '1.0.0',
      title: 'The Events Calendar REST API (tec/v1)',
      description: 'The newer namespace of The Events Calendar, served by this calendar over the same records as cal/events/v1.',
    },
    tags: [
      { name: 'docs', description: 'This document' },
      ...resources.map((name) => ({ name, description: `The ${name} of the calendar` })),
    ],
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: componentSchemas(),
      parameters: {
        Acknowledgement: {
          name: TEC_ACKNOWLEDGEMENT_HEADER,
          in: 'header',
          required: true,
          description: 'The sentence that acknowledges the namespace is experimental, as the original requires',
          schema: { type: 'string' },
        },
      },
      securitySchemes: { BasicAuth: { type: 'http', scheme: 'basic', description: 'A user name and an application password' } },
    },
  } as JsonSchema;
}
