import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Connection } from 'mysql2/promise';
import { copyMysqlDatabase } from './mysql-copy';
import { childBootScript, ensureTemplate, removeTemplateFiles, templateFile, templateName } from './template-database';

/** A throw-away database for one test file, on the client DATABASE_CLIENT names (sqlite by default). */
export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A database copied from the run's booted template (template-database.ts): how the app is booted there. */
export interface FromTemplate {
  appDir: string;
  distDir: string;
  env: Record<string, string>;
}

/**
 * An empty database, or with `fromTemplate` a copy of the run's template: the schema and the rows of a
 * first start already there, as on a restart.
 */
export async function createTestDatabase(options: { fromTemplate?: FromTemplate } = {}): Promise<TestDatabase> {
  const client = process.env.DATABASE_CLIENT ?? 'sqlite';
  const name = `t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  // CALENDAR_TEST_TEMPLATE=0: every file builds its own schema, as a first start does (to compare, or to rule the copy out).
  const template = process.env.CALENDAR_TEST_TEMPLATE === '0' ? undefined : options.fromTemplate;
  if (client === 'postgres') return template ? copyPostgres(name, template) : createPostgres(name);
  if (client === 'mysql') return template ? copyMysql(name, template) : createMysql(name);
  const filename = path.join(os.tmpdir(), `calendar-${name}.db`);
  if (template) {
    const tpl = templateName();
    await ensureTemplate(tpl, async () => ({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: templateFile(tpl) }), template.env, childBootScript(template.appDir, template.distDir));
    fs.copyFileSync(templateFile(tpl), filename);
  }
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(filename + suffix, { force: true });
    },
  };
}

const PG = {
  host: process.env.DATABASE_HOST ?? '127.0.0.1',
  port: Number(process.env.DATABASE_PORT ?? 5432),
  user: process.env.DATABASE_USERNAME ?? 'postgres',
  password: process.env.DATABASE_PASSWORD ?? '',
  database: process.env.DATABASE_NAME ?? 'postgres',
};

async function createPostgres(schema: string): Promise<TestDatabase> {
  await postgres(`CREATE SCHEMA "${schema}"`);
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: PG.host,
      DATABASE_PORT: String(PG.port),
      DATABASE_USERNAME: PG.user,
      DATABASE_PASSWORD: PG.password,
      DATABASE_NAME: PG.database,
      DATABASE_SCHEMA: schema,
    },
    drop: () => postgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

/**
 * A database of its own per file, made from the run's template database (PostgreSQL copies it whole:
 * tables, rows, triggers), where files without a template get a schema in the shared database.
 */
async function copyPostgres(name: string, template: FromTemplate): Promise<TestDatabase> {
  const tpl = templateName();
  const env = (database: string) => ({
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: PG.host,
    DATABASE_PORT: String(PG.port),
    DATABASE_USERNAME: PG.user,
    DATABASE_PASSWORD: PG.password,
    DATABASE_NAME: database,
    DATABASE_SCHEMA: 'public',
  });
  await ensureTemplate(tpl, async () => (await postgres(`CREATE DATABASE "${tpl}"`), env(tpl)), template.env, childBootScript(template.appDir, template.distDir));
  // Two files copying at once may find the template busy for a moment: try again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await postgres(`CREATE DATABASE "${name}" TEMPLATE "${tpl}"`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + 100 * attempt));
    }
  }
  return { env: env(name), drop: () => postgres(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** One statement on the PostgreSQL server's default database. */
async function postgres(sql: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client(PG);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const MY = {
  host: process.env.DATABASE_HOST ?? '127.0.0.1',
  port: Number(process.env.DATABASE_PORT ?? 3306),
  user: process.env.DATABASE_USERNAME ?? 'root',
  password: process.env.DATABASE_PASSWORD ?? '',
};

/** One connection to the MySQL/MariaDB server, for the time of `work`. */
async function withMysql<T>(work: (connection: Connection) => Promise<T>): Promise<T> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(MY);
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

const mysqlEnv = (database: string) => ({
  DATABASE_CLIENT: 'mysql',
  DATABASE_HOST: MY.host,
  DATABASE_PORT: String(MY.port),
  DATABASE_USERNAME: MY.user,
  DATABASE_PASSWORD: MY.password,
  DATABASE_NAME: database,
});
const createMysqlDatabase = (database: string) => withMysql((c) => c.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
const dropMysql = (database: string) => () => withMysql((c) => c.query(`DROP DATABASE IF EXISTS \`${database}\``)).then(() => undefined);

async function createMysql(database: string): Promise<TestDatabase> {
  await createMysqlDatabase(database);
  return { env: mysqlEnv(database), drop: dropMysql(database) };
}

/** A database of its own per file, copied from the run's template database (mysql-copy.ts). */
async function copyMysql(database: string, template: FromTemplate): Promise<TestDatabase> {
  const tpl = templateName();
  await ensureTemplate(tpl, async () => (await createMysqlDatabase(tpl), mysqlEnv(tpl)), template.env, childBootScript(template.appDir, template.distDir));
  await withMysql((c) => copyMysqlDatabase(c, tpl, database));
  return { env: mysqlEnv(database), drop: dropMysql(database) };
}

/** Drops the run's template database, if any (tests/global-teardown.js, once the run is over). */
export async function dropTemplate(): Promise<void> {
  const client = process.env.DATABASE_CLIENT ?? 'sqlite';
  const name = templateName();
  if (client === 'postgres') await postgres(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (client === 'mysql') await dropMysql(name)();
  removeTemplateFiles(name);
}
