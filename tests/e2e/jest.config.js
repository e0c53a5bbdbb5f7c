/**
 * Browser tests (`npm run test:e2e`): the built app with its admin panel, on a throw-away SQLite
 * database, driven in Debian's Chromium with playwright-core. One file per editor flow, two files at a
 * time (`--maxWorkers=2` in package.json: each file has its own server and browser, and a flow waits on
 * the page half the time; 9.1 minutes against 12.0 one by one, on 2026-11-28).
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/'],
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.tmp/', '<rootDir>/src/plugins/[^/]+/package\\.json$'],
  globalSetup: '<rootDir>/tests/e2e/global-setup.js',
  testTimeout: 180000,
  // Steps of a flow build on each other: stop at the first failure (its screenshot says where).
  bail: true,
};
