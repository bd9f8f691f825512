import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/testApp';
import { loadConfig } from '../config';
import { serviceWarnings } from './startup';

describe('start-up lines name only what works', () => {
  let dev: TestContext;
  let production: TestContext;
  beforeAll(async () => {
    [dev, production] = await Promise.all([createTestContext(), createTestContext({ env: { NODE_ENV: 'production' } })]);
  });
  afterAll(() => Promise.all([dev.close(), production.close()]));

  it('outside production: the sandbox outbox, which answers there', async () => {
    expect(serviceWarnings(dev.deps, 'http://localhost:3000')).toEqual(['Sandbox outbox (mail is not sent): http://localhost:3000/api/dev/outbox']);
    expect((await dev.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('in production without SMTP, Stripe or Google: no outbox link, and plain words on what will not work', async () => {
    const lines = serviceWarnings(production.deps, 'http://localhost:3000');
    expect(lines.join('\n')).not.toContain('/api/dev/outbox');
    expect(lines).toEqual([
      'WARNING: SMTP_URL is not set: no mail will be delivered (password-reset codes, invitations). Owners can copy invitation links from the collaborators screen.',
      'Card payments are off: STRIPE_SECRET_KEY is not set.',
      'Sign in with Google is off: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set.',
    ]);
  });

  it('seeds the demo account (a known password) by default except in production', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});
