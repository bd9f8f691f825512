import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { describe, it } from 'node:test';
import { axeClean } from './axe';
import { login, newPage, registerFreshUser } from './fixtures';
import { assertSpanishText } from './language';

const PUBLIC = ['login', 'login?sessionExpired=true', 'register', 'registerV2?corporateAccess=Corporations', 'registerV3', 'registerV4', 'register/freetrial', 'register/freetrial2', 'register/freemium', 'loginforgottenpass'];
const LINKED = ['mainpage', 'mainpage/1', 'integrations', 'profile', 'companies', 'companies/create', 'chooseAccount', 'contactUs', 'thankyou', 'forgottenpass', 'no-such-page'];
const UNLINKED = ['check', 'noGoogle'];
const BILLING = ['billing', 'payment/subscription', 'payment/method-payment'];
const CAMPAIGNS = ['mycampaigns', 'createad', 'statistics/:campaign', 'simple-edit/:campaign', 'edit-campaign/:campaign', 'modify-segmentation/:campaign', 'improvements', 'conversions', 'conversions/create'];
const LANDINGS = ['projects', 'landing-editor/:landing', 'webforms', 'webforms/behavior/:lead'];
const EMAIL = ['templates', 'templates/stripo-builder', 'templates/sends', 'templates/domains', 'templates/domains/create', 'templates/suppressions', 'templates/stats'];
// `:workflow`: the demo company's first workflow (the builder and its runs).
const WORKFLOWS = ['crm/workflows', 'crm/workflows/create', 'crm/workflows/edit/:workflow', 'crm/workflow-executions/:workflow'];
const CRM = ['crm/contacts', 'crm/contacts/:first', 'crm/contacts/create', 'crm/board', 'crm/lists', 'crm/lists/create', 'crm/properties', 'crm/properties/create', 'crm/collaborators', 'crm/collaborators/create', 'crm/import', 'crm/chat', 'crm/chat/session', 'crm/chat/templates', 'crm/chat/templates/create', 'crm/chat/tags', 'crm/chat/tags/create', 'crm/chatbots', 'crm/chatbots/create', 'crm/no-such-screen'];

/** Nothing scrolls the whole page sideways: wide content scrolls inside its own box. */
async function assertFitsWidth(page: Page, path: string) {
  // Two frames: the resize's layout and any effect it triggers (drawer closing on phones).
  const { scrollWidth, innerWidth } = await page.evaluate(
    () => new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })))),
  );
  assert.ok(scrollWidth <= innerWidth, `${path}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** `crm/contacts/:first`: the page of the list's first contact (ids differ per database). */
async function resolvePath(page: Page, path: string): Promise<string> {
  if (path.endsWith('/:campaign')) {
    // The demo company's first campaign (ids differ per database).
    const found = await page.evaluate(async () => {
      const token = localStorage.getItem('token');
      const res = await fetch(`/api/campaigns/${localStorage.getItem('companyId')}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { _id: string }[] }).data[0]?._id;
    });
    assert.ok(found, `${path}: the demo company has no campaign`);
    return path.replace(':campaign', found);
  }
  if (path.endsWith('/:workflow')) {
    const found = await page.evaluate(async () => {
      const token = localStorage.getItem('token');
      const res = await fetch(`/api/workflows/${localStorage.getItem('companyId')}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { _id: string }[] }).data[0]?._id;
    });
    assert.ok(found, `${path}: the demo company has no workflow`);
    return path.replace(':workflow', found);
  }
  if (path.endsWith('/:landing') || path.endsWith('/:lead')) {
    // The demo company's first landing, or the contact of its first web-form submission.
    const found = await page.evaluate(async (kind) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
      const company = localStorage.getItem('companyId');
      if (kind === 'landing') return ((await (await fetch(`/api/getLandingsData/${company}`, { headers })).json()) as { data: { _id: string }[] }).data[0]?._id;
      const res = await fetch(`/api/webForms/${company}`, { method: 'POST', headers, body: JSON.stringify({}) });
      return ((await res.json()) as { data: { contactId: string | null }[] }).data.find((s) => s.contactId)?.contactId;
    }, path.endsWith('/:landing') ? 'landing' : 'lead');
    assert.ok(found, `${path}: the demo company has none`);
    return path.replace(/:(landing|lead)$/, found);
  }
  if (!path.endsWith('/:first')) return path;
  const list = path.slice(0, -'/:first'.length);
  await page.goto(list);
  const href = await page.getByRole('table').getByRole('link').first().getAttribute('href');
  assert.ok(href, `${list}: no record to open`);
  return href;
}

async function audit(page: Page, listedPath: string, viewport: Viewport, alsoWidths: number[]) {
  const path = await resolvePath(page, listedPath);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor().catch(() => assert.fail(`${path}: no h1`));
  await axeClean(page, path);
  await assertFitsWidth(page, path);
  // The same screen at the other widths people use (phone, tablet): width only, axe ran above.
  for (const width of alsoWidths) {
    await page.setViewportSize({ width, height: viewport.height });
    await assertFitsWidth(page, `${path} at ${width} px`);
  }
  if (alsoWidths.length) await page.setViewportSize(viewport);
  // The browser tab names the page ("Contactos · Marketing CRM"), not only the product.
  assert.match(await page.title(), /^\S.* · Marketing CRM$/, `${path}: tab title "${await page.title()}"`);
}

/** Each group of pages with how its visitor gets there: signed out, the demo user, a fresh unlinked user. */
export const GROUPS: [string, (page: Page) => Promise<unknown>, string[]][] = [
  ['public pages', (page) => page.goto('/es/login'), PUBLIC],
  ['signed-in pages', login, LINKED],
  ['CRM pages', login, CRM],
  ['billing pages', login, BILLING],
  ['campaign pages', login, CAMPAIGNS],
  ['landing pages', login, LANDINGS],
  ['email pages', login, EMAIL],
  ['workflow pages', login, WORKFLOWS],
  ['account check pages', registerFreshUser, UNLINKED],
];

/**
 * The axe sweep of every screen in one language and theme. Each language is swept once, in a
 * different theme (a11y-es: light, a11y-en: dark) and window (1024 and 1366 px), so every
 * screen is checked in both languages, both themes and two widths without sweeping all the
 * combinations; the two files run in parallel. Each screen's width is also measured at the
 * `alsoWidths` (390 px phones in Spanish, 768 px tablets in English).
 */
type Viewport = { width: number; height: number };

export function axeSweep(language: 'es' | 'en', theme: 'light' | 'dark', viewport: Viewport, alsoWidths: number[] = []): void {
  describe(`axe, ${language}, ${theme}`, () => {
    for (const [name, arrive, paths] of GROUPS) {
      it(name, async () => {
        const { page, context } = await newPage();
        await page.setViewportSize(viewport);
        await arrive(page);
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const path of paths) {
          await audit(page, `/${language}/${path}`, viewport, alsoWidths);
          // The Spanish sweep also reads every screen for raw keys and English left behind.
          if (language === 'es') await assertSpanishText(page, path);
        }
        await context.close();
      });
    }
  });
}
