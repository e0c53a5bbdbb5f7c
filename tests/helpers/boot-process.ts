import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { distDir, TEST_ENV } from './strapi';
import { childBootScript } from './template-database';

const appDir = path.resolve(__dirname, '..', '..');

/**
 * Boots the app in a separate Node process and reports how it ended. Used for boots that must fail:
 * Strapi keeps loading modules after a failed boot, which a jest environment must not see.
 */
export function bootInChildProcess(env: Record<string, string>): { status: number | null; output: string } {
  const { script } = childBootScript(appDir, distDir);
  const filename = path.join(os.tmpdir(), `calendar-boot-${process.pid}-${Date.now()}.db`);
  try {
    const result = spawnSync(process.execPath, ['-e', script], {
      cwd: appDir,
      env: { ...process.env, ...TEST_ENV, DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    fs.rmSync(filename, { force: true });
  }
}
