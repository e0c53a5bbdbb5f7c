import { createTermBody, type CategoryCreateBody, type TagUpdateBody } from '../term-body';
import { attempt, invalid, LANGUAGES, missing } from './helpers';

const categoryCreate = createTermBody({ languages: LANGUAGES, mode: 'create', taxonomy: 'category' });
const categoryUpdate = createTermBody({ languages: LANGUAGES, mode: 'update', taxonomy: 'category' });
const tagCreate = createTermBody({ languages: LANGUAGES, mode: 'create', taxonomy: 'tag' });
const tagUpdate = createTermBody({ languages: LANGUAGES, mode: 'update', taxonomy: 'tag' });

function check(name: string, input: unknown) {
  const result = attempt(categoryUpdate, { [name]: input });
  return 'value' in result ? { value: (result.value as Record<string, unknown>)[name] } : result;
}

describe('term bodies', () => {
  it('reads the recorded category create (example 013)', () => {
    const body: CategoryCreateBody = { name: 'Concerts', description: 'Live music', slug: 'concerts' };
    expect(attempt(categoryCreate, body)).toEqual({ value: body });
  });

  it.each([
    ['category', categoryCreate],
    ['tag', tagCreate],
  ] as const)('requires name on %s create', (_, schema) =>
    expect(attempt(schema, { slug: 'x' })).toEqual(missing('name')),
  );

  it.each([
    ['category', categoryUpdate],
    ['tag', tagUpdate],
  ] as const)('requires nothing on %s update', (_, schema) => expect(attempt(schema, {})).toEqual({ value: {} }));

  it('drops parent on tags, where the original does not declare it', () => {
    const expected: TagUpdateBody = { name: 'jazz' };
    expect(attempt(tagUpdate, { name: 'jazz', parent: 'foo' })).toEqual({ value: expected });
  });

  it.each<[name: string, input: unknown, expected: unknown]>([
    ['name', 'Concerts', 'Concerts'],
    ['description', 'Live music', 'Live music'],
    ['slug', 'concerts', 'concerts'],
    ['parent', '3', 3],
    ['parent', '2389', 2389],
    ['parent', '0', 0],
    ['ml_language', 'fr', 'fr'],
    ['translation_of', '5', 5],
  ])('%s=%j gives %j', (name, input, expected) => expect(check(name, input)).toEqual({ value: expected }));

  it.each<[name: string, input: unknown, message?: string]>([
    ['name', ''],
    ['name', '0'],
    ['description', 5],
    ['description', ''],
    ['slug', ''],
    ['parent', ''],
    ['parent', 'foo'],
    ['parent', '-2'],
    ['ml_language', 'xx', 'ml_language is not one of en, fr, and pt-pt.'],
    ['translation_of', '-1'],
  ])('%s=%j is refused', (...[name, input, message]) => expect(check(name, input)).toEqual(invalid(name, message)));
});
