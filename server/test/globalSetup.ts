import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { startEmbeddedPostgres } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** A database with every migration applied, copied for each test file (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
  }
}

/**
 * Migrates one database for the whole run; each test file's database is a copy of it, which takes
 * Postgres a fraction of running the migrations again per file. Named per run: several runs may
 * share the machine's Postgres.
 */
async function createTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tmpl_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 2);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return { name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * One Postgres for the whole server test run: the machine's (or any) server when
 * TEST_DATABASE_URL is set, else an embedded one in a temp dir. Each test file then gets its
 * own fresh database on it (see testApp.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const template = await createTemplate(external);
    project.provide('pgAdminUrl', external);
    project.provide('pgTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-test-pg-'));
  const embedded = await startEmbeddedPostgres(dir, { database: 'postgres' });
  const template = await createTemplate(embedded.adminUrl);
  project.provide('pgAdminUrl', embedded.adminUrl);
  project.provide('pgTemplate', template.name);
  return async () => {
    await template.drop();
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
