import fs from 'fs';
import os from 'os';
import path from 'path';

/**
 * Import this first in a test file: os.tmpdir() answers `<root>/tmp`, a folder of the file's own, for
 * the test and the app it boots. Setting TMPDIR would not do: jest gives a test file a copy of
 * process.env, while os.tmpdir() reads the real environment. It is patched before Strapi's body parser
 * (formidable) loads, which asks once. The file can then count what requests leave in the temp folder,
 * and a write that escapes it (`../`) lands in `root`, not in the machine's folders. The test
 * database file is created there too (names starting with `calendar-t_`).
 */
const tmpdir = os.tmpdir;
export const testRoot = fs.mkdtempSync(path.join(tmpdir(), 'calendar-tmpdir-'));
export const testTmp = path.join(testRoot, 'tmp');
fs.mkdirSync(testTmp);
os.tmpdir = () => testTmp;

/** What is in the temp folder now, the test database's files aside. */
export const tempEntries = (): string[] =>
  fs
    .readdirSync(testTmp)
    .filter((name) => !name.startsWith('calendar-t_'))
    .sort();

/** Every file under the test root, relative to it (the test database's files aside). */
export function filesUnderRoot(dir = testRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnderRoot(full);
    return entry.name.startsWith('calendar-t_') ? [] : [path.relative(testRoot, full)];
  });
}

/** Gives os.tmpdir() back and removes the folder (call after the app is closed). */
export function restoreTmpDir(): void {
  os.tmpdir = tmpdir;
  fs.rmSync(testRoot, { recursive: true, force: true });
}
