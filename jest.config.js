/** Jest: HTTP tests against the booted app (tests/), unit tests of pure plugin code (__tests__/ beside it). */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/dist/', '<rootDir>/.tmp/'],
  // The plugin's package.json exists in src/ and in the compiled copy: keep jest's module map from colliding.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.tmp/', '<rootDir>/src/plugins/[^/]+/package\\.json$'],
  globalSetup: '<rootDir>/tests/global-setup.js',
  globalTeardown: '<rootDir>/tests/global-teardown.js',
  reporters: ['default', '<rootDir>/tests/summary-reporter.js'],
  testTimeout: 120000,
  // Strapi sets globals that jest would otherwise soft-delete between files, with a warning each time.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};
