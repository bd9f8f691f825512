import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../src/db/connection';

const run = promisify(execFile);

/** PostgreSQL's client tools as backups use them: from PATH (Debian's postgresql-client: /usr/bin). */
export const PG_DUMP = process.env.PG_DUMP ?? 'pg_dump';
export const PG_RESTORE = process.env.PG_RESTORE ?? 'pg_restore';

/** The major version a client tool reports ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15), or null when it is missing. */
export async function toolMajor(bin: string): Promise<number | null> {
  try {
    const { stdout } = await run(bin, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export async function serverMajor(db: Db): Promise<number> {
  const { rows } = await sql<{ v: string }>`SELECT current_setting('server_version_num') AS v`.execute(db);
  return Math.floor(Number(rows[0].v) / 10000);
}

/**
 * Why pg_dump/pg_restore cannot back this server up, or null when they can. pg_dump refuses a
 * server of a newer major version than its own (an older server is fine), so the tools must be at
 * least the server's major: the embedded Postgres is 18, Debian 12's client 15.
 */
export async function backupToolsProblem(db: Db): Promise<string | null> {
  const server = await serverMajor(db);
  for (const bin of [PG_DUMP, PG_RESTORE]) {
    const major = await toolMajor(bin);
    if (major === null) return `${bin} was not found on PATH: install postgresql-client (major ${server} or newer), or point PG_DUMP/PG_RESTORE at it.`;
    if (major < server) return `${bin} is PostgreSQL ${major} but the server is ${server}: pg_dump cannot read a newer server. Install postgresql-client-${server} (PGDG) or point PG_DUMP/PG_RESTORE at its binaries.`;
  }
  return null;
}

export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await run(PG_DUMP, ['-Fc', '--file', file, '--dbname', databaseUrl]);
}

/** Into an empty database; objects owned by whoever restores (a backup may move to another role). */
export async function pgRestore(file: string, databaseUrl: string): Promise<void> {
  await run(PG_RESTORE, ['--no-owner', '--exit-on-error', '--dbname', databaseUrl, file]);
}
