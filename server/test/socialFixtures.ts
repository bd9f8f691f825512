import { expect } from 'vitest';
import type { TestContext } from './testApp';
import { call, type TestUser } from './fixtures';

/** The browser's part of connecting the sandbox social network: connect, open the consent page, press Allow (or Cancel), follow to the callback. */
export async function sandboxConsent(ctx: TestContext, user: TestUser, decision: 'allow' | 'cancel', lang: 'es' | 'en' = 'en') {
  const started = await call(ctx, 'POST', '/api/integrations/facebook/connect', { token: user.token, body: { companyId: user.companyId, lang } });
  expect(started.status).toBe(200);
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const { token, url } = started.body as { token: string; url: string };
  const page = await ctx.app.inject({ method: 'GET', url });
  const posted = await ctx.app.inject({
    method: 'POST', url: '/api/integrations/facebook/sandbox/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: token, decision }).toString(),
  });
  expect(posted.statusCode).toBe(303);
  const callbackUrl = String(posted.headers.location);
  const callback = await ctx.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie } });
  return { token, url, page, callbackUrl, callback, cookie };
}

/** Connects the sandbox social network and adds its first pixel to the company; the pixel's id. */
export async function sandboxPixel(ctx: TestContext, user: TestUser): Promise<string> {
  await sandboxConsent(ctx, user, 'allow');
  const pixels = await call(ctx, 'GET', `/api/integrations/facebook/pixels/${user.companyId}`, { token: user.token });
  const pixel = (pixels.body.data as { _id: string; connectionId: string; name: string }[])[0]!;
  const added = await call(ctx, 'POST', '/api/integrations/facebook/pixels/add', { token: user.token, body: { companyId: user.companyId, connectionId: pixel.connectionId, pixelId: pixel._id, pixelName: pixel.name } });
  expect(added.status).toBeLessThan(300);
  return pixel._id;
}
