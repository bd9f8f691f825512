import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { serverSecret } from './serverSecret';

/**
 * Secrets kept at rest (vendors' access and refresh tokens): AES-256-GCM with a key derived
 * (HKDF-SHA256) from the server's secret for one `purpose`. `boundTo` (the row's id) is the
 * authenticated data, so a ciphertext copied onto another row does not open. A changed server
 * secret or a tampered value throws: the caller treats that as a connection to make again.
 */

const FORMAT = 'v1';
const keys = new Map<string, Buffer>();
type SecretConfig = Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>;

function keyFor(config: SecretConfig, purpose: string): Buffer {
  const secret = serverSecret(config);
  const cacheKey = `${purpose}\0${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'crm-sealed-secrets', `${purpose} v1`, 32));
    keys.set(cacheKey, key);
  }
  return key;
}

export function sealSecret(config: SecretConfig, purpose: string, boundTo: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(config, purpose), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function openSecret(config: SecretConfig, purpose: string, boundTo: string, sealed: string): string {
  const [format, data] = sealed.split(':', 2);
  if (format !== FORMAT || !data) throw new Error('Unknown sealed secret format');
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(config, purpose), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
