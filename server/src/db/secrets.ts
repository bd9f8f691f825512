import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Secrets = { pgPassword: string; jwtSecret: string };

/**
 * Secrets generated on first start and kept in DATA_DIR (mode 0600), so tokens stay valid and
 * the embedded database opens across restarts without anyone having to configure them.
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(path.resolve(dataDir), 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(path.dirname(file), { recursive: true });
  const secrets: Secrets = {
    pgPassword: randomBytes(18).toString('base64url'),
    jwtSecret: randomBytes(48).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
