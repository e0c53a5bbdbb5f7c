import type { Connection, RowDataPacket } from 'mysql2/promise';

/**
 * Copies a MySQL/MariaDB database into a new one on the same server: its tables (columns, indexes), rows,
 * foreign keys and triggers, which is what a booted calendar holds (template-database.ts). MySQL has no
 * CREATE DATABASE ... TEMPLATE, and `CREATE TABLE ... LIKE` leaves foreign keys and triggers out, so they
 * are read from information_schema and made again. A database holding views or routines is refused:
 * the app makes none, and a copy without them would not be the same database.
 */
export async function copyMysqlDatabase(connection: Connection, from: string, to: string): Promise<void> {
  const q = (name: string) => `\`${name.replace(/`/g, '``')}\``;
  const rows = async <T>(sql: string, values: unknown[]) => (await connection.query<RowDataPacket[]>(sql, values))[0] as unknown as T[];
  const [{ views, routines }] = await rows<{ views: number; routines: number }>(
    `SELECT (SELECT COUNT(*) FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ?) AS views,
            (SELECT COUNT(*) FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?) AS routines`,
    [from, from]
  );
  if (Number(views) || Number(routines)) throw new Error(`${from} holds views or routines, which the copy does not make`);

  await connection.query(`CREATE DATABASE ${q(to)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.query('SET FOREIGN_KEY_CHECKS = 0');
  try {
    const tables = await rows<{ name: string }>(`SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`, [from]);
    for (const { name } of tables) {
      await connection.query(`CREATE TABLE ${q(to)}.${q(name)} LIKE ${q(from)}.${q(name)}`);
      await connection.query(`INSERT INTO ${q(to)}.${q(name)} SELECT * FROM ${q(from)}.${q(name)}`);
    }
    const keys = await rows<{ name: string; table: string; column: string; refTable: string; refColumn: string; onUpdate: string; onDelete: string }>(
      `SELECT k.CONSTRAINT_NAME AS name, k.TABLE_NAME AS \`table\`, k.COLUMN_NAME AS \`column\`, k.REFERENCED_TABLE_NAME AS refTable,
              k.REFERENCED_COLUMN_NAME AS refColumn, r.UPDATE_RULE AS onUpdate, r.DELETE_RULE AS onDelete
         FROM information_schema.KEY_COLUMN_USAGE k
         JOIN information_schema.REFERENTIAL_CONSTRAINTS r
           ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.TABLE_NAME = k.TABLE_NAME
        WHERE k.TABLE_SCHEMA = ? AND k.REFERENCED_TABLE_NAME IS NOT NULL
        ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
      [from]
    );
    const byConstraint = new Map<string, typeof keys>();
    for (const key of keys) byConstraint.set(`${key.table}\u0000${key.name}`, [...(byConstraint.get(`${key.table}\u0000${key.name}`) ?? []), key]);
    for (const columns of byConstraint.values()) {
      const [first] = columns;
      await connection.query(
        `ALTER TABLE ${q(to)}.${q(first!.table)} ADD CONSTRAINT ${q(first!.name)} FOREIGN KEY (${columns.map((c) => q(c.column)).join(', ')})
         REFERENCES ${q(to)}.${q(first!.refTable)} (${columns.map((c) => q(c.refColumn)).join(', ')}) ON DELETE ${first!.onDelete} ON UPDATE ${first!.onUpdate}`
      );
    }
  } finally {
    await connection.query('SET FOREIGN_KEY_CHECKS = 1');
  }
  const triggers = await rows<{ name: string; timing: string; event: string; table: string; statement: string }>(
    `SELECT TRIGGER_NAME AS name, ACTION_TIMING AS timing, EVENT_MANIPULATION AS event, EVENT_OBJECT_TABLE AS \`table\`, ACTION_STATEMENT AS statement
       FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_ORDER`,
    [from]
  );
  // A trigger's statement names its tables without the database: made from inside the copy, it acts on the copy's.
  await connection.query(`USE ${q(to)}`);
  for (const trigger of triggers) {
    await connection.query(`CREATE TRIGGER ${q(trigger.name)} ${trigger.timing} ${trigger.event} ON ${q(trigger.table)} FOR EACH ROW ${trigger.statement}`);
  }
}
