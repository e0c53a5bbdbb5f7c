/** Jest: HTTP tests against the booted app (tests/), unit tests of pure plugin code (__tests__/ beside it). */

const { grouping, SQLITE_ONLY, ungroupedFiles } = require('./tests/groups');

const UNIT = '<rootDir>/src/**/__tests__/**/*.test.ts';
/** API files in groups, one per folder (tests/groups.js), or each on its own when the command line names files. */
const grouped = grouping();
const testMatch = grouped ? ['<rootDir>/tests/api/*/all.group.ts', ...ungroupedFiles(), UNIT] : ['<rootDir>/tests/**/*.test.ts', UNIT];
/** Files that test nothing of the database run on SQLite only (tests/groups.js). */
const sqliteOnly = () => ((process.env.DATABASE_CLIENT || 'sqlite') === 'sqlite' ? [] : SQLITE_ONLY.map((file) => `<rootDir>/${file}`));

module.exports = {
  testEnvironment: 'node',
  testMatch,
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  // These packages are ESM only (the outbound-fetch guard, file-type and its dependencies, the HTML
  // parser sanitize-html nests), and jest's own loader cannot require ESM before Node 24.9: @swc/jest
  // compiles them to CommonJS like our sources. Plain Node loads them with require(esm) (Node 20.19+,
  // 22.12+). The look-behind keeps the parser nested in sanitize-html from matching at its own level.
  transformIgnorePatterns: [
    '(?<!/sanitize-html)/node_modules/(?!(request-filtering-agent|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec|sanitize-html/node_modules/(htmlparser2|entities|domhandler|domutils|dom-serializer|domelementtype))/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/dist/', '<rootDir>/.tmp/', ...sqliteOnly()],
  // The plugin's package.json exists in src/ and in the compiled copy: keep jest's module map from colliding.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.tmp/', '<rootDir>/src/plugins/[^/]+/package\\.json$'],
  globalSetup: '<rootDir>/tests/global-setup.js',
  globalTeardown: '<rootDir>/tests/global-teardown.js',
  reporters: ['default', '<rootDir>/tests/summary-reporter.js'],
  testTimeout: 120000,
  // Two jest files (a folder's group, or a file) at a time, each file on its own app and database: the SQLite suite measured 11.4
  // minutes against 18.9 in band on two cores. `npm test -- --runInBand` runs them one by one.
  maxWorkers: 2,
  // Strapi sets globals that jest would otherwise soft-delete between files, with a warning each time.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};
