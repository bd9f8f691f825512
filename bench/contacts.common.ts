import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDb } from '../server/src/db/connection';
import { ensureDatabase, startEmbeddedPostgres } from '../server/src/db/embedded';
import { migrateToLatest } from '../server/src/db/migrate';
import { createBlobStore } from '../server/src/blobs';
import { createConnectors } from '../server/src/connectors';
import { createTokenService } from '../server/src/http/tokens';
import { hashPassword } from '../server/src/http/passwords';
import { createJobs } from '../server/src/jobs/queue';
import { defineJobs } from '../server/src/jobs/definitions';
import { insertUser } from '../server/src/modules/users/users.repository';
import { addMember } from '../server/src/modules/companies/members.repository';
import type { AppDeps } from '../server/src/deps';

/**
 * A fresh database (embedded Postgres in a temp dir unless BENCH_DATABASE_URL is set), the real
 * app on it (app.inject, no port), one user owning one company, and a raw pg pool for baselines.
 * BENCH_REUSE=<database> (with BENCH_DATABASE_URL): a database a run kept (BENCH_KEEP=1), brought
 * to the latest migration, with its user and company (`reused`: the caller skips its seeding).
 */
export async function benchContext(options: { jobs?: boolean; env?: Record<string, string> } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-bench-'));
  const external = process.env.BENCH_DATABASE_URL;
  const embedded = external ? null : await startEmbeddedPostgres(dir, { database: 'postgres' });
  const adminUrl = external ?? embedded!.adminUrl;
  const reuse = external ? process.env.BENCH_REUSE : undefined;
  const name = reuse ?? `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  if (!reuse) await ensureDatabase(adminUrl, name);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  const db = createDb(databaseUrl, 10);
  await migrateToLatest(db);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...options.env });
  const deps: AppDeps = {
    config, db, tokens: createTokenService(config.JWT_SECRET!, 3600), connectors: createConnectors(config, db), blobs: await createBlobStore(config.blobStorage),
  };
  if (options.jobs) {
    deps.jobs = createJobs(databaseUrl);
    await defineJobs(deps);
    await deps.jobs.start();
  }
  const app: FastifyInstance = await buildApp(deps, { distDir: path.join(dir, 'no-dist') });
  await app.ready();
  const kept = reuse ? await db.selectFrom('users').selectAll().where('email', '=', 'bench@example.com').executeTakeFirstOrThrow() : undefined;
  const user = kept ?? await insertUser(db, { email: 'bench@example.com', passwordHash: await hashPassword('Bench1234!'), name: 'Bench', surname: 'User' });
  const company = kept
    ? await db.selectFrom('companies').select('id').where('ownerId', '=', user.id).where('name', '=', 'Bench Co').executeTakeFirstOrThrow()
    : await db.insertInto('companies').values({ name: 'Bench Co', ownerId: user.id }).returning('id').executeTakeFirstOrThrow();
  if (!kept) await addMember(db, company.id, user.id, 'owner');
  const token = await deps.tokens.sign(user.id, user.tokenVersion);
  const raw = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return {
    app, db, deps, raw, token, companyId: company.id, dir, reused: Boolean(reuse),
    close: async () => {
      await app.close();
      await deps.jobs?.stop();
      await db.destroy();
      await raw.end();
      // BENCH_KEEP=1 (with BENCH_DATABASE_URL) keeps the seeded database to study its queries.
      if ((process.env.BENCH_KEEP || reuse) && external) {
        console.log(`kept database ${name}`);
      } else {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      await embedded?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type BenchContext = Awaited<ReturnType<typeof benchContext>>;

const FIRST = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Daniel', 'Paula', 'Álvaro', 'Valeria', 'Pablo', 'Carmen', 'Manuel', 'Elena', 'Javier', 'Marta', 'Sergio', 'Irene', 'Jorge', 'Alba', 'David', 'Noa', 'Adrián', 'Sara', 'Diego', 'Laura', 'Marcos', 'Clara', 'Iván'];
const LAST = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina'];
export const SECTORS = ['Retail', 'Salud', 'Hostelería', 'Industria', 'Educación', 'Tecnología', 'Inmobiliaria', 'Servicios'];
const CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Bilbao', 'Valladolid'];

const lit = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/** n contacts for the company in one INSERT … SELECT generate_series (no JS loop). */
export async function generateContacts(ctx: BenchContext, n: number): Promise<void> {
  await ctx.db.insertInto('customProperties').values({ companyId: ctx.companyId, propertyName: 'Sector', label: 'Sector', type: 'single_choice', options: JSON.stringify(SECTORS) }).execute();
  await ctx.db.insertInto('customProperties').values({ companyId: ctx.companyId, propertyName: 'Presupuesto', label: 'Presupuesto', type: 'number', options: '[]', position: 1 }).execute();
  // Building the GIN indexes once after the load is far faster than maintaining them per row.
  await sql`DROP INDEX contacts_search_trgm`.execute(ctx.db);
  await sql`DROP INDEX contacts_custom_properties`.execute(ctx.db);
  await sql`
    INSERT INTO contacts (company_id, name, surname, email, phone, organization, city, source, custom_properties, created_at, updated_at)
    SELECT ${ctx.companyId}::uuid,
      (${sql.raw(lit(FIRST))})[1 + (i * 7) % ${FIRST.length}],
      (${sql.raw(lit(LAST))})[1 + (i * 13) % ${LAST.length}] || ' ' || (${sql.raw(lit(LAST))})[1 + (i / 7) % ${LAST.length}],
      'contacto' || i || '@example' || (i % 50) || '.es',
      '+34 6' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
      'Empresa ' || (i % 5000),
      (${sql.raw(lit(CITIES))})[1 + i % ${CITIES.length}],
      'import',
      jsonb_build_object('Sector', (${sql.raw(lit(SECTORS))})[1 + (i * 31) % ${SECTORS.length}], 'Presupuesto', (i % 100) * 50),
      now() - (i || ' minutes')::interval, now()
    FROM generate_series(1, ${n}) AS s(i)`.execute(ctx.db);
  await sql`CREATE INDEX contacts_search_trgm ON contacts USING gin (search_text gin_trgm_ops)`.execute(ctx.db);
  await sql`CREATE INDEX contacts_custom_properties ON contacts USING gin (custom_properties jsonb_path_ops)`.execute(ctx.db);
  await sql`ANALYZE contacts`.execute(ctx.db);
}

export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
