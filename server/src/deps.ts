import type { Config } from './config';
import type { Db } from './db/connection';
import type { TokenService } from './http/tokens';
import type { Connectors } from './connectors';
import type { Jobs } from './jobs/queue';
import type { BlobStore } from './blobs';
import type { Realtime } from './realtime/realtime';

/** Everything a route handler may use, built once at start-up (or per test) and passed in. */
export type AppDeps = {
  config: Config;
  db: Db;
  tokens: TokenService;
  connectors: Connectors;
  /** Where every stored file lives (DATA_DIR/blobs or S3). */
  blobs: BlobStore;
  /** Background jobs (pg-boss); absent only in tests that do not need them. */
  jobs?: Jobs;
  /** The live socket (socket.io on the same HTTP server); set once the server exists. */
  realtime?: Realtime;
};
