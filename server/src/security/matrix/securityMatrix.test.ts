import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleAllows, type Role } from '../../../../contract/roles';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { createTestUser, type TestUser } from '../../../test/fixtures';
import { onFirstStart } from '../../modules/startup';
import { logRedactPaths, logSerializers } from '../../app';
import { changedTables, fingerprint, tablesOf } from '../../../test/databaseFingerprint';
import { operationsOf, type Operation } from './operations';
import { buildRequest, idPositions, type BuiltRequest, type Placement } from './requests';
import { sampleFromSchema, wrongValue } from './sampleFromSchema';

/**
 * The security promises of DESIGN §5, tried on every call of the OpenAPI document the server
 * serves (so the matrix grows with the API), against the demo company with its data in every
 * area as the victim ("B") and a stranger with a company of their own as the caller ("A"):
 *   1. no token → 401 (public calls excepted);
 *   2. B's company id where the call takes its company (path, query or body) → 404/403;
 *   3. a collaborator of B whose role may not do the call → 403;
 *   4. an id of B's records at every other id position of the call, acting in A → never 2xx with
 *      B's data in the answer, never a change to B;
 *   5. fuzzed bodies (wrong types, nulls, 1 MB strings, deep nesting, prototype keys) → 4xx,
 *      never 5xx, nothing changed, no prototype polluted;
 * and through all of them: no password hash or signing secret in any answer, and none of those nor
 * a session token in any line the server logged (its own redaction settings, at debug level).
 * Figures (requests tried, refusals, leaks) are printed at the end.
 */

type Answer = { status: number; text: string };
type Finding = string;

// Tables a refused request may still write to, each for a reason that is not a change of data:
const BOOKKEEPING = new Set<string>([
  'kysely_migration', 'kysely_migration_lock',
]);

describe('security matrix (every call of the OpenAPI document)', () => {
  let ctx: TestContext;
  let ops: Operation[];
  let tables: Awaited<ReturnType<typeof tablesOf>>;
  let victim: { companyId: string; userId: string };
  let stranger: TestUser;
  const members = new Map<Role, TestUser>();
  /** One id of B's per table, and the texts that would show B's data in an answer. */
  const victimIds = new Map<string, string>();
  const victimMarks: string[] = [];
  const secrets: string[] = [];
  /** Every log line the server wrote during the matrix, and the session tokens it was sent. */
  const logLines: string[] = [];
  const tokens: string[] = [];
  const figures: Record<string, { tried: number; refused: number; findings: Finding[] }> = {};

  const send = async (req: BuiltRequest, token?: string): Promise<Answer> => {
    const res = await ctx.app.inject({
      method: req.method,
      url: req.url,
      // A string payload is sent as JSON text as it is (prototype keys cannot be object literals).
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(typeof req.payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(req.payload !== undefined ? { payload: req.payload as object } : {}),
    });
    return { status: res.statusCode, text: res.body };
  };

  const figure = (phase: string) => (figures[phase] ??= { tried: 0, refused: 0, findings: [] });

  /** Counts one request of a phase: refused or not, what it found, and any secret in its answer. */
  const record = (phase: string, op: Operation, answer: Answer, refused: boolean, finding?: Finding) => {
    const f = figure(phase);
    f.tried += 1;
    if (refused) f.refused += 1;
    if (finding) f.findings.push(finding);
    for (const secret of secrets) {
      if (answer.text.includes(secret)) f.findings.push(`${op.id}: answer holds a secret (${secret.slice(0, 6)}…)`);
    }
  };

  /** The company id at the position where the call takes it (nothing for calls without one). */
  const companyAt = (op: Operation, companyId: string): Placement[] =>
    op.company ? [{ position: op.company.in, key: op.company.key, value: companyId }] : [];

  /** Waits for the jobs queued so far (an accepted import, an export) to end, so their writes are not
   * taken for the next request's. */
  const jobsSettled = async () => {
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job
        WHERE state = 'active' OR (state IN ('created', 'retry') AND start_after <= now())`.execute(ctx.db);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const dataOf = (companyId?: string) => fingerprint(ctx.db, tables.filter((t) => !BOOKKEEPING.has(t.name)), companyId);

  beforeAll(async () => {
    // The server's own log settings (redaction, serializers) at debug level, every line kept.
    const stream = { write: (line: string) => void logLines.push(line) };
    ctx = await createTestContext({ env: { SEED_DEMO: 'true' }, jobs: true, logger: { level: 'debug', redact: logRedactPaths, serializers: logSerializers, stream } });
    await onFirstStart(ctx.deps);
    const demo = await ctx.db.selectFrom('companies').select(['id', 'ownerId']).executeTakeFirstOrThrow();
    victim = { companyId: demo.id, userId: demo.ownerId };
    stranger = await createTestUser(ctx);
    for (const role of ROLES.filter((r) => r !== 'owner')) members.set(role, await createTestUser(ctx, { memberOf: { companyId: victim.companyId, role } }));
    tokens.push(stranger.token, ...[...members.values()].map((m) => m.token));
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    ops = operationsOf(doc.json());
    tables = await tablesOf(ctx.db);
    for (const t of tables.filter((x) => x.companyScoped && x.hasId)) {
      const { rows } = await sql<{ id: string }>`SELECT id::text FROM ${sql.id(t.name)} WHERE company_id = ${victim.companyId}::uuid ORDER BY id LIMIT 1`.execute(ctx.db);
      if (rows[0]) victimIds.set(t.name, rows[0].id);
    }
    const contacts = await sql<{ email: string }>`SELECT email FROM contacts WHERE company_id = ${victim.companyId}::uuid AND email IS NOT NULL LIMIT 20`.execute(ctx.db);
    victimMarks.push(...contacts.rows.map((r) => r.email));
    const hashes = await ctx.db.selectFrom('users').select('passwordHash').where('passwordHash', 'is not', null).execute();
    secrets.push(...hashes.map((r) => r.passwordHash!), ctx.deps.config.JWT_SECRET!);
  }, 180_000);

  afterAll(async () => {
    const lines = Object.entries(figures).map(([phase, f]) => `  ${phase.padEnd(34)} ${String(f.tried).padStart(5)} tried, ${String(f.refused).padStart(5)} ${phase.includes('log') ? 'clean' : 'refused'}, ${f.findings.length} findings`);
    console.log(`Security matrix: ${ops?.length ?? 0} calls of the OpenAPI document\n${lines.join('\n')}`);
    await ctx?.close();
  });

  it('reads every call of the document, with where each takes its company', () => {
    expect(ops.length).toBeGreaterThan(300);
    expect(ops.filter((o) => o.company).length).toBeGreaterThan(200);
    // Records of B in every area the demo seeds (contacts, lists, pipelines, campaigns, landings…).
    expect(victimIds.size).toBeGreaterThanOrEqual(12);
  });

  it('refuses every call that needs a session when there is none (401)', async () => {
    const before = await dataOf();
    for (const op of ops.filter((o) => !o.public)) {
      const answer = await send(buildRequest(op, companyAt(op, victim.companyId)));
      record('1. no session', op, answer, answer.status === 401, answer.status === 401 ? undefined : `${op.id}: ${answer.status}`);
    }
    expect(figure('1. no session').findings).toEqual([]);
    expect(changedTables(before, await dataOf())).toEqual([]);
  });

  it("refuses another company's id wherever the call takes it (path, query or body)", async () => {
    const before = await dataOf();
    for (const op of ops.filter((o) => o.company)) {
      const answer = await send(buildRequest(op, companyAt(op, victim.companyId)), stranger.token);
      const refused = answer.status === 404 || answer.status === 403;
      record("2. another company's id", op, answer, refused, refused ? undefined : `${op.id} (${op.company!.in} ${op.company!.key}): ${answer.status}`);
    }
    expect(figure("2. another company's id").findings).toEqual([]);
    expect(changedTables(before, await dataOf())).toEqual([]);
  });

  it('refuses a collaborator whose role may not do the call (403)', async () => {
    const before = await dataOf();
    for (const op of ops.filter((o) => o.company && o.permission)) {
      for (const [role, member] of members) {
        if (roleAllows(role, op.permission!)) continue;
        const answer = await send(buildRequest(op, companyAt(op, victim.companyId)), member.token);
        record('3. a role that may not', op, answer, answer.status === 403, answer.status === 403 ? undefined : `${op.id} as ${role}: ${answer.status}`);
      }
    }
    expect(figure('3. a role that may not').findings).toEqual([]);
    expect(changedTables(before, await dataOf())).toEqual([]);
  });

  it("never answers with, nor changes, another company's records named by their ids", async () => {
    const before = await dataOf(victim.companyId);
    const allIds = [...victimIds.values()];
    for (const op of ops.filter((o) => !o.public)) {
      for (const position of idPositions(op)) {
        for (const [table, id] of victimIds) {
          const placements: Placement[] = [{ position: position.position, key: position.key, value: position.many ? [id] : id }, ...companyAt(op, stranger.companyId)];
          const answer = await send(buildRequest(op, placements), stranger.token);
          const where = `${op.id} ${position.position} ${position.key}=${table}`;
          const shows = answer.status < 300 && [...allIds.filter((other) => other !== id), ...victimMarks].some((mark) => answer.text.includes(mark));
          const finding = answer.status >= 500 ? `${where}: ${answer.status}` : shows ? `${where}: answers with B's data` : undefined;
          record("4. another company's record ids", op, answer, answer.status >= 400 && answer.status < 500, finding);
        }
      }
    }
    expect(figure("4. another company's record ids").findings).toEqual([]);
    expect(changedTables(before, await dataOf(victim.companyId))).toEqual([]);
  }, 600_000);

  it('refuses fuzzed bodies with a 4xx, never a 5xx, changing nothing and polluting no prototype', async () => {
    const phase = '5. fuzzed bodies';
    // A user of their own, last: a fuzzed body that happens to be accepted may change their account.
    const fuzzer = await createTestUser(ctx);
    tokens.push(fuzzer.token);
    const MB = 'x'.repeat(1024 * 1024);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2000; i += 1) deep = [deep];
    for (const op of ops.filter((o) => o.body && !o.multipart && !o.public)) {
      const company = companyAt(op, fuzzer.companyId);
      const sample = sampleFromSchema(op.body);
      const props = Object.entries(op.body!.properties ?? {}).filter(([key]) => key !== op.company?.key);
      const keep = op.company?.in === 'body' ? { [op.company.key]: fuzzer.companyId } : {};
      const variants: [string, unknown][] = !props.length ? [] : [
        ['wrong types', { ...Object.fromEntries(props.map(([k, s]) => [k, wrongValue(s)])), ...keep }],
        ['nulls', { ...Object.fromEntries(props.map(([k]) => [k, null])), ...keep }],
        ['1 MB strings', { ...(sample as object), ...Object.fromEntries(props.map(([k]) => [k, MB])), ...keep }],
        ['deep nesting', { ...(sample as object), ...Object.fromEntries(props.slice(0, 1).map(([k]) => [k, deep])), ...keep }],
      ];
      for (const [label, body] of variants) {
        await jobsSettled();
        const before = await dataOf(fuzzer.companyId);
        const answer = await send(buildRequest(op, company, body), fuzzer.token);
        const refused = answer.status >= 400 && answer.status < 500;
        let finding: Finding | undefined;
        if (refused) {
          await jobsSettled();
          const changed = changedTables(before, await dataOf(fuzzer.companyId));
          if (changed.length) finding = `${op.id} ${label}: refused (${answer.status}) but changed ${changed.join(', ')}`;
        } else if (answer.status >= 500) finding = `${op.id} ${label}: ${answer.status}`;
        // Nulls may be what optional fields accept, and a field typed as any JSON may take a deep
        // value (the handler then refuses the row); a wrong type or a 1 MB string never passes.
        else if (label === 'wrong types' || label === '1 MB strings') finding = `${op.id} ${label}: accepted (${answer.status})`;
        record(phase, op, answer, refused, finding);
      }
      // Prototype keys as JSON text (an object literal would set the prototype, not a key).
      const polluted = `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}${op.company?.in === 'body' ? `,"${op.company.key}":"${fuzzer.companyId}"` : ''}}`;
      const answer = await send({ ...buildRequest(op, company), payload: polluted }, fuzzer.token);
      const pollutedNow = ({} as Record<string, unknown>).polluted !== undefined;
      const finding = answer.status >= 500 ? `${op.id} prototype keys: ${answer.status}` : pollutedNow ? `${op.id}: Object.prototype polluted` : undefined;
      record(phase, op, answer, answer.status >= 400 && answer.status < 500, finding);
    }
    expect(figure(phase).findings).toEqual([]);
  }, 900_000);

  it('writes no password hash, signing secret or session token to the log', () => {
    const f = figure('6. log lines');
    for (const line of logLines) {
      f.tried += 1;
      const held = [...secrets, ...tokens].filter((secret) => line.includes(secret));
      if (held.length) f.findings.push(`log line holds a secret: ${line.slice(0, 120)}`);
      else f.refused += 1;
    }
    expect(logLines.length).toBeGreaterThan(1000);
    expect(f.findings).toEqual([]);
  });
});
