import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowWebhookSecret } from './webhookSecret';

const config = { JWT_SECRET: 'a-server-secret-a-server-secret-0123456789', DATA_DIR: '/nowhere' };
const workflow = '7b0f8f2e-2f4c-4a51-9a57-2f3f0f3c1a01';

describe('workflowWebhookSecret', () => {
  it('is a whsec_ string, the same on every call for the same server and workflow', () => {
    const secret = workflowWebhookSecret(config, workflow);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(workflowWebhookSecret(config, workflow)).toBe(secret);
  });

  it('differs per workflow and per server secret, and does not contain the server secret', () => {
    const secret = workflowWebhookSecret(config, workflow);
    expect(workflowWebhookSecret(config, '7b0f8f2e-2f4c-4a51-9a57-2f3f0f3c1a02')).not.toBe(secret);
    expect(workflowWebhookSecret({ ...config, JWT_SECRET: `${config.JWT_SECRET}x` }, workflow)).not.toBe(secret);
    expect(secret).not.toContain(config.JWT_SECRET.slice(0, 12));
  });

  it('without JWT_SECRET, derives from the secret generated in DATA_DIR (stable across calls)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'whsec-'));
    const secret = workflowWebhookSecret({ JWT_SECRET: undefined, DATA_DIR: dataDir }, workflow);
    expect(secret).toMatch(/^whsec_/);
    expect(workflowWebhookSecret({ JWT_SECRET: undefined, DATA_DIR: dataDir }, workflow)).toBe(secret);
    expect(secret).not.toBe(workflowWebhookSecret(config, workflow));
  });
});
