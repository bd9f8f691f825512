// `npm test`: every check, in order, then one closing line `N passed, M failed`.
//   1. typecheck (tsc), then 3. Storybook builds (every story compiles), beside 2. lint (eslint)
//   4. vitest, the app projects (jsdom: components, plain modules; vitest.config.ts)
//   5. vitest, server project, on the machine's Postgres (postgres://postgres@127.0.0.1:5432) in a
//      fresh database created for this run; on the embedded Postgres when none listens there
//      (CI has one: there, not reaching it is a failure)
//   6. the end-to-end runner tests/e2e/run.ts, when it exists
// 4 runs beside 6 then 5: the browser journeys spend much of their time waiting on pages, which
// the app tests fill; the vitest output is printed whole when each run ends.
// The server suite runs once. The embedded Postgres is still exercised on every run: the
// end-to-end server is `npm start`'s (embedded, fresh DATA_DIR) and server/src/modules/demo/
// start.test.ts starts the real server on an embedded Postgres and restarts it. Running all the
// server tests a second time on it repeated the same work (about 5 minutes) for one binary.
// Test counts come from vitest's JSON reports (and the e2e runner's node:test summary); a check
// without counts (typecheck, lint, a runner that crashed) adds one failure. Exit code 1 on any.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const reports = mkdtempSync(path.join(tmpdir(), 'crm-test-reports-'));
const MACHINE_PG = process.env.MACHINE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let passed = 0;
let failed = 0;
const summary = [];
const startedAt = Date.now();

/**
 * Runs a node script and keeps its stdout for the counts. Streamed as it comes, or, with
 * `buffered` (a layer running beside another), printed whole under its label when it ends.
 */
function run(label, args, env = {}, { buffered = false } = {}) {
  console.log(`\n▶ ${label}${buffered ? ' (in parallel; its output follows when it ends)' : ''}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', buffered ? 'pipe' : 'inherit'], env: { ...process.env, ...env } });
    let out = '';
    let log = '';
    child.stdout.on('data', (chunk) => {
      if (buffered) log += chunk;
      else process.stdout.write(chunk);
      out += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    const finish = (code) => {
      if (buffered) console.log(`\n▶ ${label}: output\n${log}`);
      resolve({ ok: code === 0, out, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    };
    child.on('error', () => finish(1));
    child.on('close', finish);
  });
}

async function step(label, args, options = {}) {
  const { ok, seconds } = await run(label, args, {}, options);
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  if (!ok) failed += 1;
}

async function vitest(label, args, env = {}, options = {}) {
  const file = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = await run(label, [bin('vitest', 'vitest.mjs'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env, options);
  let counts = null;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts = { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    /* no report: the run crashed before writing it */
  }
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  // A red run with no failed test (a crashed file, an unhandled error) still counts as a failure.
  if (!ok && (!counts || counts.failed === 0)) failed += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no report'} (${seconds} s)`);
}

/** Counts from the runner's closing lines: node:test's `# pass N` / `# fail N` (TAP or spec), or `N passed, M failed`. */
function e2eCounts(out) {
  const last = (re) => [...out.matchAll(re)].pop();
  const pass = last(/^(?:#|ℹ) pass (\d+)$/gm);
  const fail = last(/^(?:#|ℹ) fail (\d+)$/gm);
  if (pass && fail) return { passed: Number(pass[1]), failed: Number(fail[1]) };
  const plain = last(/^(?:\w+:\s*)?(\d+) passed, (\d+) failed/gm);
  return plain ? { passed: Number(plain[1]), failed: Number(plain[2]) } : null;
}

async function machinePostgres() {
  const client = new pg.Client({ connectionString: MACHINE_PG, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    client.on('error', () => {}); // idle while the tests run; the DROP at the end reconnects if needed
    return client;
  } catch (e) {
    await client.end().catch(() => {});
    return { error: e.message };
  }
}

// tsc and eslint each keep one core busy: lint runs beside typecheck then the Storybook build.
const storybookOut = mkdtempSync(path.join(tmpdir(), 'crm-storybook-'));
await Promise.all([
  step('lint', [bin('eslint', 'bin/eslint.js'), '.'], { buffered: true }),
  (async () => {
    await step('typecheck', [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], { buffered: true });
    await step('build-storybook', [bin('storybook', 'dist/bin/dispatcher.js'), 'build', '--quiet', '-o', storybookOut], { buffered: true });
  })(),
]);
rmSync(storybookOut, { recursive: true, force: true });

async function serverTests() {
  const machine = await machinePostgres();
  if ('error' in machine) {
    const where = `${MACHINE_PG.replace(/:[^:@/]*@/, ':***@')} is not reachable (${machine.error})`;
    // CI promises the server tests on a Postgres of the machine's (DESIGN §6).
    if (process.env.CI) {
      console.log(`\n✖ the server tests on the machine's Postgres cannot run: ${where}`);
      summary.push("FAIL server on the machine's Postgres (not reachable)");
      failed += 1;
      return;
    }
    console.log(`\nℹ ${where}: the server tests run on an embedded Postgres`);
    await vitest('vitest (server, embedded Postgres)', ['--project', 'server'], {}, { buffered: true });
    return;
  }
  const name = `crm_test_${Date.now().toString(36)}_${process.pid}`;
  await machine.query(`CREATE DATABASE ${name}`);
  const url = new URL(MACHINE_PG);
  url.pathname = `/${name}`;
  try {
    await vitest("vitest (server, machine's Postgres)", ['--project', 'server'], { TEST_DATABASE_URL: url.toString() }, { buffered: true });
  } finally {
    await machine.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await machine.end();
  }
}

async function endToEnd() {
  const e2e = path.join(root, 'tests', 'e2e', 'run.ts');
  if (!existsSync(e2e)) {
    summary.push('skip end-to-end (tests/e2e/run.ts does not exist yet)');
    return;
  }
  const { ok, out, seconds } = await run('end-to-end (tests/e2e/run.ts)', ['--import', 'tsx', e2e]);
  const counts = e2eCounts(out);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (!ok && (!counts || counts.failed === 0)) failed += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} end-to-end${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''} (${seconds} s)`);
}

// The browser journeys leave CPU idle while pages wait on the server: the app tests fill it, and
// the server tests follow the journeys (which end first: measured 936 s against the app tests'
// 1196 s, so after the app tests the server tests made the longest lane 1425 s).
await Promise.all([
  // One worker (vitest's default here): measured with two beside the journeys, both got slower
  // (app 1045 s → 1191 s, journeys 810 s → 1024 s) and a journey's wait ran out.
  vitest('vitest (app)', ['--project', 'app', '--project', 'app-units'], {}, { buffered: true }),
  (async () => {
    await endToEnd();
    await serverTests();
  })(),
]);

rmSync(reports, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}\ntotal ${((Date.now() - startedAt) / 60000).toFixed(1)} min`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
