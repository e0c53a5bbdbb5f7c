import fs from 'fs';
import path from 'path';

/**
 * The npm scripts (`npm run token`, `npm run import`, `npm run bench`) load plugin modules from the compiled
 * app by path, which no type check sees: a module moved in src/ would break them only when a site owner
 * runs them. Each path they require from the build must name a source file that exists.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const SCRIPTS = ['scripts/token.js', 'scripts/import.js', 'scripts/bench/server.js', 'scripts/bench/import.js'];

/** The source paths a script requires from the build: `require(path.join(distDir, 'src', ...))` or `'src/...'`. */
function requiredFromBuild(text: string): string[] {
  const found: string[] = [];
  for (const [, args] of text.matchAll(/require\(path\.join\(distDir,\s*([^)]*)\)\)/g)) {
    const parts = [...args!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    found.push(path.join(...parts));
  }
  return found;
}

describe('paths the npm scripts load from the build', () => {
  it.each(SCRIPTS)('%s requires modules that exist in src/', (script) => {
    const required = requiredFromBuild(fs.readFileSync(path.join(root, script), 'utf8'));
    expect(required.length).toBeGreaterThan(0);
    for (const module of required) {
      const source = path.join(root, module.replace(/\.js$/, ''));
      const exists = ['.ts', '/index.ts'].some((ending) => fs.existsSync(source + ending));
      expect({ module, exists }).toEqual({ module, exists: true });
    }
  });
});
