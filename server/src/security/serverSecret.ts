import type { Config } from '../config';
import { loadSecrets } from '../db/secrets';

/**
 * The server's one long-lived secret (JWT_SECRET, or DATA_DIR/secrets.json as start.ts reads it):
 * what encryption keys at rest and signing secrets are derived from (HKDF, one purpose each).
 *
 * Secrets read from DATA_DIR are kept once per directory (a bulk send decrypts a key per message).
 */
const fileSecrets = new Map<string, string>();

export function serverSecret(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  let secret = fileSecrets.get(config.DATA_DIR);
  if (!secret) {
    secret = loadSecrets(config.DATA_DIR).jwtSecret;
    fileSecrets.set(config.DATA_DIR, secret);
  }
  return secret;
}

