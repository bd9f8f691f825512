import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealedSecrets';

const config = { JWT_SECRET: 'a-test-secret-of-enough-length-0123456789', DATA_DIR: '/nonexistent' };

describe('sealed secrets', () => {
  it('opens what it sealed, and the stored text does not contain the secret', () => {
    const sealed = sealSecret(config, 'integration-token', 'row-1', 'EAAB-token-value');
    expect(sealed).not.toContain('EAAB');
    expect(openSecret(config, 'integration-token', 'row-1', sealed)).toBe('EAAB-token-value');
  });

  it('seals the same value differently each time (random IV)', () => {
    expect(sealSecret(config, 'p', 'r', 'same')).not.toBe(sealSecret(config, 'p', 'r', 'same'));
  });

  it('refuses a value moved to another row, another purpose, another server secret or tampered with', () => {
    const sealed = sealSecret(config, 'integration-token', 'row-1', 'value');
    expect(() => openSecret(config, 'integration-token', 'row-2', sealed)).toThrow();
    expect(() => openSecret(config, 'other-purpose', 'row-1', sealed)).toThrow();
    expect(() => openSecret({ ...config, JWT_SECRET: 'another-secret-of-enough-length-987654321' }, 'integration-token', 'row-1', sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => openSecret(config, 'integration-token', 'row-1', `v1:${raw.toString('base64')}`)).toThrow();
  });
});
