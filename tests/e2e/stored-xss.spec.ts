import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { renderHtml } from '../../server/src/modules/landings/landings.render';
import { trialUserWithAdAccount } from './support/ads';
import { BASE, closeBrowser, getBrowser } from './support/fixtures';
import { injectedMarkup, nextPayload, payloadsMade, RAW_MARKUP, watchForXss } from './support/xssPayloads';
import { apiOf, seedFromOpenApi, type Api } from './support/xssSeed';

after(closeBrowser);

/** Keys of a landing's content that are not texts a visitor reads (kinds, links, colours, icons). */
const NOT_TEXT = new Set(['kind', 'language', 'field', 'type', 'icon', 'href', 'src', 'layout', 'theme', 'id', 'currency', 'required']);

function landingTexts(value: unknown, key = ''): unknown {
  if (NOT_TEXT.has(key)) return value;
  if (typeof value === 'string') return value.trim() ? nextPayload() : value;
  if (Array.isArray(value)) return value.map((v) => landingTexts(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, landingTexts(v, k)]));
  return value;
}

const ok = (what: string, res: { status: number; body: unknown }) => {
  assert.ok(res.status < 300, `${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** Records whose shape the generic pass cannot guess: a custom property's value, a workflow graph, a landing's content. */
async function seedShapes(api: Api, known: Map<string, string>) {
  const C = api.companyId;
  ok('custom property', await api.send('POST', '/api/createCustomProperty', { companyId: C, propertyName: 'xss_note', label: nextPayload(), type: 'text' }));
  ok('custom property value', await api.send('PUT', '/api/updateContactCustomProperty', { companyId: C, contactId: known.get('contactId'), propertyName: 'xss_note', value: nextPayload() }));
  const workflow = ok('workflow', await api.send('POST', '/api/workflow', {
    companyId: C, name: nextPayload(), description: nextPayload(), triggerType: 'manual',
    tasks: { start: 'a', steps: [{ id: 'a', type: 'add_comment', text: nextPayload(), label: nextPayload().slice(0, 60), next: null }] },
  }));
  known.set('workflowId', workflow._id);
  ok('workflow test run', await api.send('POST', '/api/workflow/execute', { companyId: C, workflowId: workflow._id, target: { type: 'contact', contactId: known.get('contactId') }, test: true }));

  // A search campaign needs its ad's shape (3+ headlines of 30 characters, 2+ descriptions): the ad texts.
  const short = (max: number) => nextPayload(max);
  const campaign = await api.send('POST', '/api/googleAds/createSearchCampaign', {
    companyId: C, name: nextPayload(), goal: 'leads', businessName: short(25), finalUrl: 'https://example.com/', dailyBudget: 10, bidding: 'maximize_clicks',
    keywords: [{ text: 'reformas' }], ad: { headlines: [short(30), short(30), short(30)], descriptions: [short(90), short(90)], path1: short(15) },
  });
  if (campaign.status === 400) console.log(`search campaign refused: ${JSON.stringify(campaign.body).slice(0, 300)}`);
  known.set('campaignId', ok('search campaign', campaign)._id ?? ok('search campaign', campaign).data?._id);

  const templates = ok('landing templates', await api.send('GET', '/api/getAllBrizyTemplates'));
  const templateId = (templates.data ?? templates)[0].id ?? (templates.data ?? templates)[0]._id;
  const landing = ok('landing', await api.send('POST', '/api/createLandingWithoutIA', { companyId: C, templateId, language: 'es', name: nextPayload() }));
  const full = ok('landing read', await api.send('GET', `/api/getOneLandingData/${landing._id}?companyId=${C}`));
  const content = landingTexts(full.content) as Parameters<typeof renderHtml>[0];
  // The page body the builder would produce from that content (the server's own renderer).
  // A text with a tighter limit than the payload gets a shorter payload (the 400 names it and its limit).
  let saved = await api.send('PUT', `/api/updateLandingData/${landing._id}`, { companyId: C, newData: { content, html: renderHtml(content) } });
  for (let retry = 0; retry < 10 && saved.status === 400; retry += 1) {
    for (const d of saved.body.details as { path: string; params?: { maximum?: number } }[]) {
      const keys = d.path.replace(/^body\.newData\.content\./, '').split('.');
      const parent = keys.slice(0, -1).reduce<any>((o, k) => o[k], content); // eslint-disable-line @typescript-eslint/no-explicit-any
      parent[keys.at(-1)!] = nextPayload(d.params?.maximum);
    }
    saved = await api.send('PUT', `/api/updateLandingData/${landing._id}`, { companyId: C, newData: { content, html: renderHtml(content) } });
  }
  ok('landing content', saved);
  // The builder's own project, as it saves it: what the editor draws in its same-origin canvas.
  const n = () => nextPayload();
  const project = { pages: [{ frames: [{ component: { type: 'wrapper', components: [
    { tagName: 'h1', components: [{ type: 'textnode', content: n() }] },
    { type: 'image', attributes: { src: 'x', onerror: `__xss('project-img')` } },
    { tagName: 'div', attributes: { tabindex: '0', autofocus: '', onfocus: `__xss('project-focus')` }, components: [{ type: 'textnode', content: n() }] },
    { tagName: 'script', components: [{ type: 'textnode', content: `__xss('project-script')` }] },
    { tagName: 'a', attributes: { href: `javascript:__xss('project-link')` }, components: [{ type: 'textnode', content: n() }] },
    { tagName: 'div', content: n() },
  ] } }] }] };
  ok('landing project', await api.send('PUT', `/api/updateLandingData/${landing._id}`, { companyId: C, newData: { project } }));
  ok('subdomain', await api.send('POST', '/api/updateSubdomain', { companyId: C, landingId: landing._id, subdomain: `xss-${Date.now().toString(36)}` }));
  const published = ok('publish', await api.send('POST', '/api/publishLanding', { companyId: C, landingId: landing._id }));
  known.set('landingId', landing._id);
  return { landingUrl: published.url as string };
}

/** The chat: the sandbox phone paired, a contact with a payload for a profile name writes a payload, the agent answers one. */
async function seedChat(page: Page) {
  await page.goto('/es/crm/chat');
  await page.getByRole('link', { name: 'Conectar' }).click();
  await page.getByRole('button', { name: 'Conectar' }).click();
  const pairingUrl = await page.getByRole('link', { name: 'Abrir el teléfono de prueba' }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(pairingUrl!);
  await phone.getByRole('button', { name: 'Vincular' }).click();
  await phone.getByRole('heading', { name: /Teléfono de prueba/ }).waitFor();
  await phone.getByLabel('Número del contacto').fill('+34 655 100 201');
  await phone.getByLabel('Nombre del perfil').fill(nextPayload());
  await phone.getByLabel('Texto o pie de foto').fill(nextPayload());
  await phone.getByRole('button', { name: 'Enviar a la empresa' }).click();
  await page.goto('/es/crm/chat');
  await page.getByRole('button', { name: /XSS\d+/ }).first().click();
  const box = page.getByRole('textbox', { name: 'Escribe un mensaje' });
  await box.fill(nextPayload());
  await box.press('Enter');
  await page.locator('[data-status]').first().waitFor();
  await phone.close();
}

/** A screen, whether it must show a payload as text, and what to open on it (a preview dialog). */
type Screen = { path: string; shows: boolean; open?: (page: Page) => Promise<void> };

/** A preview dialog opened by its button, with its sandboxed frame loaded. */
const preview = (button: RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog').locator('iframe[sandbox]').first().waitFor();
};

/** A visitor of the published landing sends its form with payloads: the submission is shown in the app (web forms, the contact). */
const submitForm = async (page: Page) => {
  const form = page.locator('form').filter({ has: page.locator('input[type="email"]') }).first();
  // Not the honeypot (`_hp`, hidden from people): a form that fills it is dropped as a bot's.
  for (const input of await form.locator('input[type="text"]:not([name^="_"]), textarea').all()) await input.fill(nextPayload(60));
  await form.locator('input[type="email"]').fill(`visitor-${Date.now().toString(36)}@example.com`);
  for (const tel of await form.locator('input[type="tel"]').all()) await tel.fill('+34 600 123 456');
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.locator('button[type="submit"], button:not([type])').first().click();
  await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();
};

describe('stored XSS', () => {
  it('payloads in every text a user authors, stored through the API, run nowhere they are shown', async () => {
    const context = await (await getBrowser()).newContext({ baseURL: BASE, locale: 'es-ES', bypassCSP: true });
    // The app's CSP would stop inline handlers anyway: bypassed, so this tests the rendering itself.
    const watch = await watchForXss(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // On the trial with the sandbox ad account linked: campaigns and conversions can be stored too.
    await trialUserWithAdAccount(page);
    const api = await apiOf(page);
    const known = new Map<string, string>();

    const calls = await seedFromOpenApi(api, known);
    const { landingUrl } = await seedShapes(api, known);
    await seedChat(page);
    const accepted = calls.filter((c) => c.status < 300);
    console.log(`seeded through ${accepted.length} of ${calls.length} create/update calls of the OpenAPI document: ${accepted.map((c) => c.op).join(', ')}`);
    console.log(`refused or not reachable: ${calls.filter((c) => c.status >= 300).map((c) => `${c.op} ${c.status} (${c.refusal})`).join(', ')}`);
    for (const needed of ['createContact', 'createContactList', 'createPipeline', 'createPipelineStage', 'createContactComment', 'createConversationTag', 'createTemplate', 'createChatbot', 'createEmailTemplate', 'updateCompany']) {
      assert.ok(accepted.some((c) => c.op === needed), `${needed} stored no payload`);
    }

    const screens: Screen[] = [
      { path: '/es/crm/contacts', shows: true },
      { path: `/es/crm/contacts/${known.get('contactId')}`, shows: true },
      { path: '/es/crm/board', shows: true },
      { path: '/es/crm/lists', shows: true },
      { path: '/es/crm/properties', shows: true },
      { path: '/es/crm/chat', shows: true },
      { path: '/es/crm/chat/templates', shows: false }, // names only, and a template's name has a pattern
      { path: `/es/crm/chat/templates/${known.get('templateId')}`, shows: true },
      { path: '/es/crm/chat/tags', shows: true },
      { path: '/es/crm/chatbots', shows: true },
      { path: `/es/crm/chatbots/${known.get('chatbotId')}`, shows: false },
      { path: '/es/crm/workflows', shows: true },
      { path: `/es/crm/workflows/edit/${known.get('workflowId')}`, shows: true },
      { path: `/es/crm/workflow-executions/${known.get('workflowId')}`, shows: false },
      { path: '/es/projects', shows: true },
      { path: `/es/landing-editor/${known.get('landingId')}`, shows: false }, // its text is inside the canvas frame

      { path: '/es/templates', shows: true, open: preview(/^Vista previa de «/) },
      // The builder's canvas (its own HTML editor, which drops event attributes and scripts).
      { path: `/es/templates/stripo-builder/${known.get('emailTemplateId')}`, shows: false },
      { path: '/es/conversions', shows: false }, // needs a linked ad account: nothing stored
      { path: '/es/mycampaigns', shows: true },
      { path: `/es/simple-edit/${known.get('campaignId')}`, shows: true },
      { path: `/es/statistics/${known.get('campaignId')}`, shows: false },
      { path: '/es/mainpage', shows: false },
      { path: '/es/crm/collaborators', shows: false },
      { path: '/es/companies', shows: true },
      { path: '/es/profile', shows: false },
      { path: landingUrl, shows: true, open: submitForm },
      { path: '/es/webforms', shows: true },
    ];
    const findings: string[] = [];
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.locator('h1, h2').first().waitFor().catch(() => findings.push(`${screen.path}: nothing rendered`));
      if (screen.shows) {
        // Rendered as text: the token and the markup after it, so the test would see an injection.
        // (in the page's text or in a form field's value: an edit form shows it there).
        const shown = await page.waitForFunction((source) => {
          const values = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'), (el) => el.value);
          return new RegExp(source).test([document.body.innerText, ...values].join('\n'));
        }, RAW_MARKUP.source, { timeout: 15_000 }).then(() => true, () => false);
        if (!shown) findings.push(`${screen.path}: no payload shown as text`);
      } else {
        await page.waitForTimeout(1500);
      }
      if (screen.open) await screen.open(page).catch((e: Error) => findings.push(`${screen.path}: could not open ${e.message.split('\n')[0]}`));
      for (const markup of await injectedMarkup(page)) findings.push(`${screen.path}: live markup ${markup}`);
    }
    // A last moment for anything deferred (a lazy frame, a timer) to run.
    await page.waitForTimeout(1000);
    await context.close();

    const generic = accepted.reduce((n, c) => n + c.payloads, 0);
    console.log(`stored XSS: ${payloadsMade()} payloads made (${generic} stored through ${accepted.length} calls derived from the OpenAPI document, the rest through a search campaign's ad, the landing's content and builder project, a workflow, a custom property, the chat and the landing's form) × ${screens.length} screens opened; executions: ${watch.fired.length}, dialogs: ${watch.dialogs.length}, live markup or missing text: ${findings.length}`);
    assert.deepEqual(watch.fired, [], 'a payload ran');
    assert.deepEqual(watch.dialogs, [], 'a dialog opened');
    assert.deepEqual(findings, []);
  });

  // A published landing is the company's own web page: its HTML is served as the builder saved it
  // (custom code included), on the landing's own origin, where the app's session does not exist.
  // What keeps its visitors safe from script someone put in it is the page's policy (LANDING_CSP:
  // scripts of the landing's origin only, no inline script or handler, no frames). This opens such
  // a page as a visitor's browser does, the policy enforced.
  it("a published landing's own HTML, scripts and handlers included, runs none of them in a visitor's browser", async () => {
    const context = await (await getBrowser()).newContext({ baseURL: BASE, locale: 'es-ES' });
    const watch = await watchForXss(context);
    const page = await context.newPage();
    await trialUserWithAdAccount(page);
    const api = await apiOf(page);
    const C = api.companyId;
    const templates = ok('landing templates', await api.send('GET', '/api/getAllBrizyTemplates'));
    const landing = ok('landing', await api.send('POST', '/api/createLandingWithoutIA', { companyId: C, templateId: (templates.data ?? templates)[0].id, language: 'es' }));
    const payloads = Array.from({ length: 9 }, () => nextPayload());
    const html = `<main><h1>Página con código propio</h1>${payloads.map((p) => `<section>${p}</section>`).join('')}</main>`;
    ok('raw html', await api.send('PUT', `/api/updateLandingData/${landing._id}`, { companyId: C, newData: { html } }));
    ok('subdomain', await api.send('POST', '/api/updateSubdomain', { companyId: C, landingId: landing._id, subdomain: `raw-${Date.now().toString(36)}` }));
    const published = ok('publish', await api.send('POST', '/api/publishLanding', { companyId: C, landingId: landing._id }));
    const blocked: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/.test(m.text())) blocked.push(m.text()); });
    await page.goto(published.url as string);
    await page.getByRole('heading', { name: 'Página con código propio' }).waitFor();
    // Served as authored: the payloads' markup is in the page, not escaped into text.
    assert.equal(await page.locator('main script, main img[onerror], main svg[onload], main details[ontoggle]').count() >= 4, true, 'the authored markup is on the page');
    await page.waitForTimeout(1500);
    await context.close();
    assert.deepEqual(watch.fired, [], 'a script in the landing ran');
    assert.deepEqual(watch.dialogs, [], 'a dialog opened');
    assert.ok(blocked.length > 0, 'the browser reported the page policy refusing the inline code');
  });
});
