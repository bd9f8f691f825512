import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { LANDING_CSP } from '../landings/landings.host';
import { TRACKING_SCRIPT } from './webforms.script';

let ctx: TestContext;
let owner: TestUser;
let host: string;
let landingId: string;
let consentText: string;
let successText: string;
let ipSeq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  owner = await createTestUser(ctx, { subscriptionType: 'standard_corp' });
  const landing = (await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: owner.token, body: { companyId: owner.companyId, templateId: 'services', language: 'en' } })).body;
  landingId = landing._id;
  const form = landing.content.sections.find((s: { kind: string }) => s.kind === 'form');
  consentText = form.consent;
  successText = form.success;
  const subdomain = `wf-${Date.now().toString(36)}`;
  await call(ctx, 'POST', '/api/updateSubdomain', { token: owner.token, body: { companyId: owner.companyId, landingId, subdomain } });
  expect((await call(ctx, 'POST', '/api/publishLanding', { token: owner.token, body: { companyId: owner.companyId, landingId } })).status).toBe(200);
  host = `${subdomain}.landings.localhost:3000`;
});
afterAll(async () => ctx?.close());

const onLanding = (url: string, options: { method?: 'GET' | 'POST'; payload?: string; headers?: Record<string, string> } = {}) => ctx.app.inject({
  method: options.method ?? 'GET', url, remoteAddress: `10.7.0.${++ipSeq}`,
  headers: { host, ...(options.payload !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...options.headers },
  ...(options.payload !== undefined ? { payload: options.payload } : {}),
});
const submissions = async () => Number((await ctx.db.selectFrom('webformSubmissions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('a published landing', () => {
  it('loads the tracker from its own origin, and its forms post there with their key and the honeypot', async () => {
    const page = await onLanding('/');
    expect(page.headers['content-security-policy']).toBe(LANDING_CSP);
    expect(page.body).toContain('<script src="/_lp/t.js" defer></script>');
    expect(page.body).toMatch(/<form action="\/_lp\/submit" class="lp-form" method="post" data-landing-form="form"><input type="hidden" name="_form" value="form">/);
    expect(page.body).toContain('name="_hp" tabindex="-1"');
    const script = await onLanding('/_lp/t.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(TRACKING_SCRIPT.body);
    expect(script.headers['cache-control']).toBe('public, max-age=3600');
    expect((await onLanding('/_lp/other')).statusCode).toBe(404);
  });

  it('takes a submission posted without JavaScript: the thank-you page in its language, the consent text its page shows', async () => {
    const res = await onLanding('/_lp/submit', { method: 'POST', payload: new URLSearchParams({ _form: 'form', name: 'Eva', email: 'eva@example.com', consent: 'on', _hp: '' }).toString(), headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(LANDING_CSP);
    expect(res.body).toContain('lang="en"');
    expect(res.body).toContain(successText.replace(/'/g, '&#39;'));
    const list = (await call(ctx, 'POST', `/api/webForms/${owner.companyId}`, { token: owner.token, body: { filters: { landingId } } })).body;
    expect(list.data[0]).toMatchObject({ email: 'eva@example.com', landingId, consent: { given: true, text: consentText } });
  });

  it('refuses a submission without consent, and a honeypot answers like a success; neither stores anything', async () => {
    const before = await submissions();
    const noConsent = await onLanding('/_lp/submit', { method: 'POST', payload: 'email=x%40example.com&_form=form', headers: { accept: 'application/json' } });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ error_code: 'consent_required' });
    const bot = await onLanding('/_lp/submit', { method: 'POST', payload: 'email=bot%40example.com&_form=form&consent=on&_hp=spam', headers: { accept: 'application/json' } });
    expect(bot.json()).toEqual({ ok: true, submissionId: null });
    const big = await onLanding('/_lp/submit', { method: 'POST', payload: `email=a%40b.co&consent=on&message=${'x'.repeat(40_000)}` });
    expect(big.statusCode).toBe(413);
    expect(await submissions()).toBe(before);
  });

  it("counts its visits and submissions in the projects' stats (conversion rate)", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await onLanding('/_lp/collect', { method: 'POST', payload: new URLSearchParams({ type: 'page_view', url: `http://${host}/`, an: 'granted', vid: `visitor-${i}-aaaaaaaaaaaaaa` }).toString() })).statusCode).toBe(204);
    }
    expect((await onLanding('/_lp/collect', { method: 'GET' })).statusCode).toBe(405);
    const stats = (await call(ctx, 'GET', `/api/landingStats/${owner.companyId}`, { token: owner.token })).body.data;
    expect(stats).toEqual([{ landingId, visits: 3, visitors: 3, submissions: 1, conversionRate: 0.3333 }]);
  });
});
