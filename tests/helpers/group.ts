import path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { groupedFiles } = require('../groups') as { groupedFiles(dir: string): string[] };

/**
 * The test files of a folder run as one jest file (tests/groups.js says why): each inside a `describe`
 * named after it, so its `beforeAll` (its app's boot) and `afterAll` (its close) wrap its own tests only,
 * one file after the other. Loaded when jest collects the group, before any test runs.
 */
export function runFilesOf(dir: string): void {
  for (const file of groupedFiles(dir)) {
    describe(path.basename(file, '.test.ts'), () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(file);
    });
  }
}
