import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';

export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

let browser: Browser | null = null;

export async function getBrowser(): Promise<Browser> {
  browser ??= await launchBrowser();
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/** A fresh context (own storage) and page; AxeBuilder needs a page from browser.newContext(). */
export async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await getBrowser()).newContext({ baseURL: BASE, locale: 'es-ES' });
  const page = await context.newPage();
  // npm test runs the journeys beside the unit tests on two cores: a server render (an email
  // preview through MJML) can take well over 15 s there. A step that never happens still fails.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

export async function login(page: Page, user = DEMO): Promise<void> {
  await page.goto('/es/login');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/es/mainpage');
}

let counter = 0;

/** Registers a brand-new user (no ad account linked) through the API and signs the page in with it. */
export async function registerFreshUser(page: Page): Promise<{ email: string; password: string }> {
  const user = { email: `e2e-${Date.now()}-${counter++}@example.com`, password: 'Fresh1234!' };
  const response = await page.request.post(`${BASE}/api/register`, {
    data: { name: 'Nuevo', surname: 'Usuario', email: user.email, password: user.password, companyName: 'Nueva Empresa', acceptTerms: true },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  await login(page, user);
  return user;
}

export const storageValue = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
