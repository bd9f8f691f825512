import { createCipheriv, createDecipheriv, generateKeyPair, hkdfSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Config } from '../../config';
import { serverSecret } from '../../security/serverSecret';

/**
 * DKIM keys of sending domains. Each domain gets its own 2048-bit RSA pair (Gmail recommends
 * 2048, reference email.md §C). The private half is stored only encrypted: AES-256-GCM with a key
 * derived (HKDF-SHA256) from the server's JWT secret, the one secret every deployment already
 * keeps (JWT_SECRET, or DATA_DIR/secrets.json as start.ts reads it). The row's id is the
 * authenticated data, so a ciphertext copied onto another domain's row does not decrypt.
 * Rotating the JWT secret makes stored keys unreadable: those domains must be added again.
 */

const generate = promisify(generateKeyPair);
const FORMAT = 'v1';
export { serverSecret };
const derivedKeys = new Map<string, Buffer>();

export type DkimKeyPair = { publicKey: string; privateKeyPem: string };

/** A new pair: the public key as the DKIM record's p= (base64 DER SubjectPublicKeyInfo), the private as PKCS#8 PEM. */
export async function generateDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKeyPem: privateKey };
}

function encryptionKey(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>): Buffer {
  const secret = serverSecret(config);
  let key = derivedKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'crm-email-domains', 'dkim-private-key v1', 32));
    derivedKeys.set(secret, key);
  }
  return key;
}

export function encryptPrivateKey(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>, domainId: string, pem: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(config), iv);
  cipher.setAAD(Buffer.from(domainId));
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The PEM back; throws when the secret changed or the value was tampered with (GCM's tag). */
export function decryptPrivateKey(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>, domainId: string, stored: string): string {
  const [format, data] = stored.split(':', 2);
  if (format !== FORMAT || !data) throw new Error('Unknown DKIM key format');
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(config), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(domainId));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
