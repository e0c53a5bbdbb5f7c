import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';

/** A throw-away database for one test file, on the client DATABASE_CLIENT names (sqlite by default). */
export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const client = process.env.DATABASE_CLIENT ?? 'sqlite';
  const name = `t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (client === 'postgres') return createPostgres(name);
  if (client === 'mysql') return createMysql(name);
  const filename = path.join(os.tmpdir(), `calendar-${name}.db`);
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
  const { Client } = await import('pg');
  const run = async (sql: string) => {
    const client = new Client(PG);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA "${schema}"`);
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
    drop: () => run(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

const MY = {
  host: process.env.DATABASE_HOST ?? '127.0.0.1',
  port: Number(process.env.DATABASE_PORT ?? 3306),
  user: process.env.DATABASE_USERNAME ?? 'root',
  password: process.env.DATABASE_PASSWORD ?? '',
};

async function createMysql(database: string): Promise<TestDatabase> {
  const mysql = await import('mysql2/promise');
  const run = async (sql: string) => {
    const connection = await mysql.createConnection(MY);
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await run(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    env: {
      DATABASE_CLIENT: 'mysql',
      DATABASE_HOST: MY.host,
      DATABASE_PORT: String(MY.port),
      DATABASE_USERNAME: MY.user,
      DATABASE_PASSWORD: MY.password,
      DATABASE_NAME: database,
    },
    drop: () => run(`DROP DATABASE IF EXISTS \`${database}\``),
  };
}
