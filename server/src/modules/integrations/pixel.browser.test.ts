import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../../../tests/e2e/support/browser';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { sandboxPixel } from '../../../test/socialFixtures';
import { createTestContext, type TestContext } from '../../../test/testApp';

/**
 * The placed Meta pixel (sandbox) in real Chromium on a published English landing: nothing fires
 * and nothing is stored before the visitor's choice in the cookie notice; a refusal is remembered
 * and fires nothing; an acceptance fires PageView (again on the next visit, without asking) and
 * Lead once the form is sent — all under the page's own CSP, with no error.
 */

let ctx: TestContext;
let owner: TestUser;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  await sandboxPixel(ctx, owner);
  const landing = (await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: owner.token, body: { companyId: owner.companyId, templateId: 'services', language: 'en' } })).body;
  const subdomain = `pxb-${Date.now().toString(36)}`;
  await call(ctx, 'POST', '/api/updateSubdomain', { token: owner.token, body: { companyId: owner.companyId, landingId: landing._id, subdomain } });
  expect((await call(ctx, 'POST', '/api/publishLanding', { token: owner.token, body: { companyId: owner.companyId, landingId: landing._id } })).status).toBe(200);
  origin = `http://${subdomain}.landings.localhost:${port}`;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await ctx?.close();
});

/** What the sandbox's Meta counted: one event per kind, with how many times it fired (oldest first). */
const fired = async () => (await ctx.db.selectFrom('integrationEvents').select('data').where('companyId', '=', owner.companyId).where('type', '=', 'pixel_fired')
  .orderBy('createdAt').execute()).map((e) => { const d = e.data as { event: string; fires: number }; return `${d.event}×${d.fires}`; });
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  return read();
}

/** A visitor's page, with every refused request, console error and uncaught error kept. */
async function visitor(): Promise<{ page: Page; errors: string[]; sent: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  const sent: string[] = [];
  page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${r.url()}`); });
  page.on('console', (m) => { if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => { if (r.url().endsWith('/_lp/sandbox/tr')) sent.push(new URLSearchParams(r.postData() ?? '').get('ev') ?? ''); });
  return { page, errors, sent };
}
const notice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

it('fires nothing before the choice, nothing after a refusal (remembered on the next visit)', async () => {
  const { page, errors, sent } = await visitor();
  await page.goto(origin);
  await notice(page).waitFor();
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
  expect(await page.evaluate(() => ({ fbq: typeof (window as { fbq?: unknown }).fbq, cookie: document.cookie, choice: localStorage.getItem('_lpc') })))
    .toEqual({ fbq: 'undefined', cookie: '', choice: null });

  await notice(page).getByRole('button', { name: 'Reject' }).click();
  await notice(page).waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => localStorage.getItem('_lpc'))).toBe('denied');
  await page.reload();
  await page.locator('main').waitFor();
  await page.waitForTimeout(300);
  expect(await notice(page).isVisible()).toBe(false);
  expect(sent).toEqual([]);
  expect(await fired()).toEqual([]);
  expect(errors).toEqual([]);
}, 60_000);

it('after Accept fires PageView (and on the next visit without asking), then Lead when the form is sent', async () => {
  const { page, errors, sent } = await visitor();
  await page.goto(origin);
  await notice(page).getByRole('button', { name: 'Accept' }).click();
  await until(fired, (f) => f.includes('PageView×1'));
  await page.reload();
  await until(fired, (f) => f.includes('PageView×2'));
  expect(await notice(page).isVisible()).toBe(false);

  await page.fill('#form-name', 'Nora Pixel');
  await page.fill('#form-email', 'nora@example.com');
  await page.fill('#form-phone', '+34 600 000 222');
  await page.check('#form-consent');
  await page.click('.lp-form button[type=submit]');
  await page.locator('.lp-form-success').waitFor({ state: 'visible' });
  expect(await until(fired, (f) => f.length >= 2)).toEqual(['PageView×2', 'Lead×1']);
  expect(sent).toEqual(['PageView', 'PageView', 'Lead']);
  expect(errors).toEqual([]);
}, 60_000);
