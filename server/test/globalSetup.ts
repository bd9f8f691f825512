import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One Postgres for the whole server test run: the machine's (or any) server when
 * TEST_DATABASE_URL is set, else an embedded one in a temp dir. Each test file then gets its
 * own fresh database on it (see testApp.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-test-pg-'));
  const embedded = await startEmbeddedPostgres(dir, { database: 'postgres' });
  project.provide('pgAdminUrl', embedded.adminUrl);
  return async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
