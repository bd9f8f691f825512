import { sql, type Kysely } from 'kysely';

/**
 * A chain kept on `table`: each row's `prev_at` is the `at` of the row before it with the same
 * pair of `keys` (ordered by `at`, then `id`; NULL for the pair's first). With it, how many
 * distinct pairs had a row in [f, t) is a filtered count — the rows in the range whose `prev_at`
 * is before f — and that count adds up per day (analytics.repository.ts `chainedCounts`).
 *
 * `<fn>(companies, keys…)` recomputes the chains of the given pairs; statement triggers
 * `<fn>_insert|_delete` call it with the rows written or removed. It runs under an advisory lock
 * on each pair (seeded `lock` + 1) taken under its company's lock held shared (seeded `lock`), so
 * two transactions writing the same pair are chained one after the other, each seeing the
 * other's rows; a statement touching more than 64 pairs (an import, a bulk send) takes its
 * companies' locks alone instead of one slot of the shared lock table per pair. Whatever changes
 * `at` or a key of a row deletes and inserts it, so these two triggers see every change. `id`
 * orders a pair's rows that share an instant; it need not be unique in the table (a row is its id
 * and its pair).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createChain(db: Kysely<any>, spec: { fn: string; table: string; keys: [string, string]; types: [string, string]; at: string; id: string; lock: number }): Promise<void> {
  const [a, b] = spec.keys;
  const [typeA, typeB] = spec.types;
  await sql`
    CREATE FUNCTION ${sql.id(spec.fn)}(companies uuid[], a ${sql.raw(typeA)}[], b ${sql.raw(typeB)}[]) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      pairs int;
    BEGIN
      SELECT count(*) INTO pairs FROM (SELECT DISTINCT * FROM unnest(a, b)) x;
      IF pairs > 64 THEN
        PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(c::text, ${sql.lit(spec.lock)}) AS k FROM unnest(companies) AS c) x ORDER BY k;
      ELSE
        PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT hashtextextended(c::text, ${sql.lit(spec.lock)}) AS k FROM unnest(companies) AS c) x ORDER BY k;
        PERFORM pg_advisory_xact_lock(k) FROM (
          SELECT DISTINCT hashtextextended(p.a::text || p.b::text, ${sql.lit(spec.lock + 1)}) AS k FROM unnest(a, b) AS p(a, b)
        ) x ORDER BY k;
      END IF;
      UPDATE ${sql.table(spec.table)} r SET prev_at = x.prev FROM (
        SELECT c.${sql.raw(spec.id)} AS id, c.${sql.raw(a)} AS a, c.${sql.raw(b)} AS b, lag(c.${sql.raw(spec.at)}) OVER (PARTITION BY c.${sql.raw(a)}, c.${sql.raw(b)} ORDER BY c.${sql.raw(spec.at)}, c.${sql.raw(spec.id)}) AS prev
        FROM ${sql.table(spec.table)} c JOIN (SELECT DISTINCT * FROM unnest(a, b)) AS p(a, b) ON c.${sql.raw(a)} = p.a AND c.${sql.raw(b)} = p.b
      ) x WHERE r.${sql.raw(spec.id)} = x.id AND r.${sql.raw(a)} = x.a AND r.${sql.raw(b)} = x.b AND r.prev_at IS DISTINCT FROM x.prev;
    END $$`.execute(db);
  const chain = (rows: string) => `PERFORM ${spec.fn}(array_agg(company_id), array_agg(${a}), array_agg(${b})) FROM ${rows};`;
  await sql`
    CREATE FUNCTION ${sql.id(`${spec.fn}_rows`)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(chain('new_rows'))}
      ELSE
        ${sql.raw(chain('old_rows'))}
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(`${spec.fn}_insert`)} AFTER INSERT ON ${sql.table(spec.table)} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(`${spec.fn}_rows`)}()`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(`${spec.fn}_delete`)} AFTER DELETE ON ${sql.table(spec.table)} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(`${spec.fn}_rows`)}()`.execute(db);
}
