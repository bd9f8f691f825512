import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../../../tests/e2e/support/browser';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

/**
 * The tracker in real Chromium on a published landing: the test app listens on a random port,
 * a landing is published, and Chromium opens it at `{subdomain}.landings.localhost:{port}`
 * (browsers resolve *.localhost to this machine) with utm and gclid in the URL.
 */

let ctx: TestContext;
let owner: TestUser;
let browser: Browser;
let origin: string;
let apiOrigin: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const landing = (await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: owner.token, body: { companyId: owner.companyId, templateId: 'services', language: 'en' } })).body;
  const subdomain = `br-${Date.now().toString(36)}`;
  await call(ctx, 'POST', '/api/updateSubdomain', { token: owner.token, body: { companyId: owner.companyId, landingId: landing._id, subdomain } });
  expect((await call(ctx, 'POST', '/api/publishLanding', { token: owner.token, body: { companyId: owner.companyId, landingId: landing._id } })).status).toBe(200);
  origin = `http://${subdomain}.landings.localhost:${port}`;
  apiOrigin = `http://localhost:${port}`;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await ctx?.close();
});

const events = () => ctx.db.selectFrom('trackingEvents').select(['type', 'visitorId', 'analyticsConsent', 'touch', 'label']).orderBy('createdAt').execute();
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  return read();
}

it('records the visit, the click and the submission with their source, shows the success message and links the visit to the contact', async () => {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  // The browser's own favicon request is the landing's 404; anything else refused is a failure.
  page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${r.url()}`); });
  page.on('console', (m) => { if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin}/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQ_test`);
  const [view] = await until(events, (e) => e.length >= 1);
  expect(view).toMatchObject({ type: 'page_view', analyticsConsent: true, touch: { utm_source: 'google', utm_campaign: 'spring', gclid: 'Cj0KCQ_test' } });
  expect(view!.visitorId).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('_lpv'))).toMatch(/^[\w-]{22}$/);

  await page.locator('header .lp-btn').click();
  await until(events, (e) => e.some((x) => x.type === 'cta_click'));

  await page.fill('#form-name', 'Carla Ruiz');
  await page.fill('#form-email', 'carla@example.com');
  await page.fill('#form-phone', '+34 600 000 111');
  await page.check('#form-consent');
  await page.click('.lp-form button[type=submit]');
  await page.locator('.lp-form-success').waitFor({ state: 'visible' });
  // Sent by fetch: the page stayed (the call to action only moved to its anchor).
  expect(page.url()).toBe(`${origin}/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQ_test#form`);

  const [sub] = (await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: owner.token, body: {} })).body.data;
  expect(sub).toMatchObject({ email: 'carla@example.com', source: 'google / cpc', consent: { given: true }, attribution: { firstTouch: { gclid: 'Cj0KCQ_test', utm_campaign: 'spring' } } });
  const behavior = (await call(ctx, 'GET', `/api/getOneBehavior/${owner.companyId}/${sub.contactId}`, { token: owner.token })).body;
  expect(behavior.events.map((e: { type: string }) => e.type)).toEqual(['form_submit', 'cta_click', 'page_view']);
  expect(errors).toEqual([]);
}, 60_000);

it('stores nothing on the device before consent (Consent Mode v2 default denied), sends cookieless pings, and tracks once granted', async () => {
  await ctx.db.deleteFrom('trackingEvents').execute();
  const context = await browser.newContext();
  // What a consent banner does before any tag: gtag's consent default, all denied.
  await context.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...a: unknown[]) => void };
    w.dataLayer = [];
    w.gtag = function gtag() { w.dataLayer.push(arguments); }; // eslint-disable-line prefer-rest-params
    w.gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/?utm_source=newsletter`);
  const [view] = await until(events, (e) => e.length >= 1);
  expect(view).toMatchObject({ type: 'page_view', visitorId: null, analyticsConsent: false, touch: { utm_source: 'newsletter' } });
  expect(await page.evaluate(() => ({ keys: Object.keys(localStorage), session: Object.keys(sessionStorage), cookie: document.cookie }))).toEqual({ keys: [], session: [], cookie: '' });

  await page.evaluate(() => (window as unknown as { gtag: (...a: unknown[]) => void }).gtag('consent', 'update', { analytics_storage: 'granted' }));
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['_lpt', '_lpv']);
  // Click ids stay off the device without ad_storage.
  expect(await page.evaluate(() => localStorage.getItem('_lpt'))).not.toContain('gclid');
  await page.locator('header .lp-btn').click();
  const after = await until(events, (e) => e.some((x) => x.type === 'cta_click'));
  expect(after.find((x) => x.type === 'cta_click')).toMatchObject({ analyticsConsent: true });
  expect(after.find((x) => x.type === 'cta_click')!.visitorId).not.toBeNull();
  expect(await page.context().cookies()).toEqual([]);
}, 60_000);

it('without JavaScript the form still posts on the landing origin and gets a thank-you page', async () => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(`${origin}/`);
  await page.fill('#form-name', 'Sin Script');
  await page.fill('#form-email', 'nojs@example.com');
  await page.fill('#form-phone', '+34 600 000 222');
  await page.check('#form-consent');
  await Promise.all([page.waitForURL(`${origin}/_lp/submit`), page.click('.lp-form button[type=submit]')]);
  expect(await page.locator('h1').textContent()).toBe('Thank you');
  const { data } = (await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: owner.token, body: { searchTerm: 'nojs@example.com' } })).body;
  expect(data).toEqual([expect.objectContaining({ email: 'nojs@example.com', consent: expect.objectContaining({ given: true }) })]);
}, 60_000);

it('works on another site: the snippet loads cross-origin, events arrive and a data-lp-form submission becomes a contact', async () => {
  const { siteKey } = (await call(ctx, 'GET', `/api/getScriptForTracking/${owner.companyId}`, { token: owner.token })).body;
  const html = `<!doctype html><html lang="en"><head><title>Shop</title><script src="${apiOrigin}/api/webforms/t.js" data-site="${siteKey}" defer></script></head>
<body><a class="cta" href="#buy">Buy</a><form data-lp-form="newsletter"><label for="e">Email</label><input id="e" name="email">
<input id="c" name="consent" type="checkbox"><label for="c">Send me news</label><button type="submit">Go</button><p class="lp-form-success" hidden>Thanks</p></form></body></html>`;
  const site: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/?utm_source=partner`);
    await until(() => ctx.db.selectFrom('trackingEvents').select('id').where('url', 'like', 'http://127.0.0.1:%').execute(), (e) => e.length >= 1);
    await page.fill('#e', 'site@example.com');
    await page.check('#c');
    await page.click('button[type=submit]');
    await page.locator('.lp-form-success').waitFor({ state: 'visible' });
    const { data } = (await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: owner.token, body: { searchTerm: 'site@example.com' } })).body;
    expect(data).toEqual([expect.objectContaining({ formName: 'newsletter', source: 'partner', landingId: null, consent: expect.objectContaining({ given: true, text: 'Send me news' }) })]);
  } finally {
    await new Promise((r) => site.close(r));
  }
}, 60_000);
