// `npm run cluster -- --instances 2 --port 3000`: several instances of the product on the
// machine's Postgres (DATABASE_URL) and Redis (REDIS_URL) behind a local nginx, until Ctrl-C.
// See the README's "Running several instances".
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ClusterError, startCluster } from './cluster/launch';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data-cluster' },
  },
});

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

try {
  const cluster = await startCluster({
    root, instances: Number(values.instances), port: Number(values.port), host: values.host,
    dataDir: values['data-dir'], env: process.env, output: 'files',
  });
  console.log(`${cluster.instances.length} instances behind ${cluster.url} (logs in ${path.join(cluster.dataDir, 'logs')})`);
  for (const i of cluster.instances) console.log(`  instance ${i.index + 1}: ${i.url}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(error instanceof ClusterError ? error.message : `Could not start the cluster: ${(error as Error).message}`);
  process.exit(1);
}
