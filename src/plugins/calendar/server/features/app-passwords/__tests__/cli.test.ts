import { parseTokenArgs } from '../cli';

describe('npm run token arguments', () => {
  it.each([
    [[], { kind: 'api-token', name: undefined }],
    [['deploy'], { kind: 'api-token', name: 'deploy' }],
    [['--user', 'ana'], { kind: 'app-password', user: 'ana', createUser: false, email: undefined, name: undefined }],
    [['--user', 'ana@example.org', '--create-user', '--name', 'Phone'], { kind: 'app-password', user: 'ana@example.org', createUser: true, email: undefined, name: 'Phone' }],
    [['--user=ana', '--email', 'ana@example.org'], { kind: 'app-password', user: 'ana', createUser: false, email: 'ana@example.org', name: undefined }],
  ])('%p', (argv, expected) => {
    expect(parseTokenArgs(argv)).toEqual(expected);
  });

  it.each([[['--create-user']], [['--user', ' ']], [['--user', 'ana', 'extra']], [['--bogus']], [['a', 'b']], [['--user']]])('refuses %p', (argv) => {
    expect(() => parseTokenArgs(argv)).toThrow();
  });
});
