/**
 * Browser tests (`npm run test:e2e`): the built app with its admin panel, on a throw-away SQLite
 * database, driven in Debian's Chromium with playwright-core. One file per editor flow.
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
