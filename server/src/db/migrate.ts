import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Modules own their tables; a sandbox connector that stores something (the mail outbox) owns its own too. */
const ownerDirs = [path.join(srcDir, 'modules'), path.join(srcDir, 'connectors')];

/**
 * Each module keeps its migrations in `modules/<area>/migrations/NNNN_name.ts` (connectors in
 * `connectors/<kind>/migrations/`). Names carry a
 * global number (core 0001+, crm 0100+, billing 0200+, …) so the order across modules is fixed.
 */
class ModuleMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    const areas = ownerDirs.filter((d) => existsSync(d)).flatMap((d) => readdirSync(d).map((a) => path.join(d, a)));
    for (const area of areas) {
      const dir = path.join(area, 'migrations');
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((f) => /^\d{4}_.*\.ts$/.test(f))) {
        const name = file.replace(/\.ts$/, '');
        if (migrations[name]) throw new Error(`Duplicate migration name ${name}`);
        migrations[name] = (await import(pathToFileURL(path.join(dir, file)).href)) as Migration;
      }
    }
    return migrations;
  }
}

/** Brings the schema up to date; safe to run on every start and from several instances at once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new ModuleMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => r.migrationName);
}
