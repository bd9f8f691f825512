import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/testApp';
import { call } from '../../test/fixtures';
import { redactUrl } from '../app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('HTTP conventions', () => {
  it('answers health with a database round trip', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with 404 in the error shape', async () => {
    const res = await call(ctx, 'GET', '/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error_code: 'not_found', message: 'Route GET /api/no-such-call not found' });
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('error_code');
  });

  it('sends security headers', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await call(ctx, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/health');
  });

  it('authenticates before reading the body: an anonymous caller with a bad body gets 401', async () => {
    const res = await call(ctx, 'POST', '/api/createCompany', { body: { name: 42 } });
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('unauthorized');
  });

  it('keeps credentials carried in URLs out of the request log', () => {
    expect(redactUrl('/es/login?token=abc.def&x=1')).toBe('/es/login?token=[redacted]&x=1');
    expect(redactUrl('/api/invitation?code=123456')).toBe('/api/invitation?code=[redacted]');
    expect(redactUrl('/api/email/u/abc_DEF-123')).toBe('/api/email/u/[redacted]');
    expect(redactUrl('/api/email/c/abc.2?x=1')).toBe('/api/email/c/[redacted]?x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
