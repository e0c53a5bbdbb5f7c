import type { JsonSchema } from '../json-schema';
import { arrayOf, integer, mapOf, object, ref, string } from './helpers';

/** The WordPress error body (contract 10): `{code, message, data: {status, params?, details?}}`. */

export const ErrorData = object(
  {
    status: integer('The HTTP status'),
    params: {
      oneOf: [arrayOf(string()), mapOf(string())],
      description: 'Missing parameters: their names; invalid ones: the message for each, by name',
    },
    details: {
      oneOf: [
        mapOf(object({ code: string(), message: string(), data: {} }, ['code', 'message', 'data'])),
        { type: 'array', maxItems: 0 },
      ],
      description: 'Invalid parameters: the error of each validator that gave one, by name; `[]` when none',
    },
    term_id: integer('`term_exists`: ID of the term that has the name'),
  },
  ['status'],
  'Details of the error'
);

export const ErrorSchema = object(
  { code: string('Error code'), message: string('Readable message'), data: ref('ErrorData') },
  ['code', 'message', 'data'],
  'An error'
);

/** The error body of one status with the codes a route answers with it. */
export const errorBody = (status: number, codes: string[]): JsonSchema => ({
  allOf: [
    ref('Error'),
    { properties: { code: { type: 'string', enum: codes }, data: { properties: { status: { enum: [status] } } } } },
  ],
});
