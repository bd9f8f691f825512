import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { axeClean } from './support/axe';
import { BASE, closeBrowser, login, newPage, registerFreshUser, storageValue } from './support/fixtures';

after(closeBrowser);

/** Where the sandbox delivers the contact form's mail (server/src/config.ts SUPPORT_EMAIL default). */
const SUPPORT_INBOX = 'support@localhost';

let seq = 0;
const uniqueEmail = (tag: string) => `e2e-account-${tag}-${Date.now()}-${seq++}@example.com`;

type OutboxMail = { subject: string; meta: string; text: string };

/**
 * The sandbox outbox (GET /api/dev/outbox, an HTML page on loopback) read as a person reads it:
 * in a tab of the same browser, one <article> per mail, newest first.
 */
async function readOutbox(context: BrowserContext, to: string): Promise<OutboxMail[]> {
  const tab = await context.newPage();
  try {
    await tab.goto(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    await tab.getByRole('heading', { name: 'Sandbox outbox', level: 1 }).waitFor();
    return await tab.locator('article').evaluateAll((articles) =>
      articles.map((a) => ({
        subject: a.querySelector('h2')?.textContent ?? '',
        meta: a.querySelector('p')?.textContent ?? '',
        text: a.querySelector('pre.text')?.textContent ?? '',
      })),
    );
  } finally {
    await tab.close();
  }
}

/** The first mail to `to` that matches, waiting for it a little (the API answers after sending). */
async function waitForMail(context: BrowserContext, to: string, match: (m: OutboxMail) => boolean): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await readOutbox(context, to)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** What the server has for the signed-in user (GET /api/user with the page's token). */
async function serverUser(page: Page): Promise<Record<string, unknown>> {
  const token = await storageValue(page, 'token');
  assert.ok(token, 'signed in');
  const response = await page.request.get(`${BASE}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status(), 200);
  return response.json();
}

/** Creates an account through the API without signing the page in. */
async function createAccount(page: Page, password = 'Start1234!') {
  const user = { email: uniqueEmail('api'), password };
  const response = await page.request.post(`${BASE}/api/register`, {
    data: { name: 'Olvido', surname: 'Contraseña', email: user.email, password, companyName: 'Empresa Olvido', acceptTerms: true },
  });
  assert.equal(response.status(), 200, await response.text());
  return user;
}

async function logOut(page: Page, language: 'es' | 'en' = 'es') {
  // react-admin's app bar slides away while the page is scrolled down: scroll back up to reach it.
  await page.mouse.wheel(0, -10_000);
  await page.getByRole('button', { name: language === 'es' ? 'Perfil' : 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: language === 'es' ? 'Cerrar sesión' : 'Logout' }).click();
  await page.waitForURL(`**/${language}/login`);
  assert.equal(await storageValue(page, 'token'), null);
}

const apiLoginStatus = async (page: Page, email: string, password: string) =>
  (await page.request.post(`${BASE}/api/login`, { data: { email, password } })).status();

type RegisterFields = { name: string; surname: string; email: string; phone: string; password: string; companyName: string };

async function fillRegistration(page: Page, language: 'es' | 'en', v: RegisterFields) {
  const L = language === 'es'
    ? { name: 'Nombre', surname: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono (opcional)', password: 'Contraseña', company: 'Nombre de la empresa', terms: 'Acepto las condiciones del servicio y la política de privacidad', submit: 'Crear cuenta' }
    : { name: 'First name', surname: 'Last name', email: 'Email', phone: 'Phone (optional)', password: 'Password', company: 'Company name', terms: 'I accept the terms of service and the privacy policy', submit: 'Create account' };
  await page.getByRole('textbox', { name: L.name, exact: true }).fill(v.name);
  await page.getByRole('textbox', { name: L.surname, exact: true }).fill(v.surname);
  await page.getByRole('textbox', { name: L.email, exact: true }).fill(v.email);
  await page.getByRole('textbox', { name: L.phone, exact: true }).fill(v.phone);
  await page.getByRole('textbox', { name: L.password, exact: true }).fill(v.password);
  await page.getByRole('textbox', { name: L.company, exact: true }).fill(v.companyName);
  await page.getByRole('checkbox', { name: L.terms }).check();
  await page.getByRole('button', { name: L.submit, exact: true }).click();
}

describe('account journeys', () => {
  it('registers through the form with campaign attribution and lands signed in on mainpage', async () => {
    const { page, context } = await newPage();
    const registerBodies: Record<string, unknown>[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/register') {
        registerBodies.push(JSON.parse(request.postData() ?? '{}'));
      }
    });
    const fields = {
      name: 'Ana', surname: 'Registro Web', email: uniqueEmail('register'), phone: '+34 600 000 001',
      password: 'Registro1234', companyName: 'Ana Newsletter SL',
    };
    await page.goto('/es/register?utm_source=newsletter&gclid=g123');
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await fillRegistration(page, 'es', fields);
    await page.waitForURL('**/es/mainpage');
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
    await page.getByText('Hola Ana, este es el resumen de tu empresa.').waitFor();
    await page.getByRole('article', { name: 'Empresa actual' }).getByText(fields.companyName).waitFor();

    // No API returns a user's attribution (contract/auth.ts `user`), so check what the form sent.
    assert.equal(registerBodies.length, 1, 'one register call');
    const body = registerBodies[0];
    assert.equal(body.utm_source, 'newsletter');
    assert.equal(body.gclid, 'g123');
    assert.equal(body.language, 'es');
    assert.equal(body.acceptTerms, true);
    assert.equal(body.email, fields.email);
    assert.equal(body.phone, fields.phone);
    assert.equal(body.companyName, fields.companyName);

    // Persisted: after a reload still signed in, and the server has every field.
    await page.reload();
    await page.getByText('Hola Ana, este es el resumen de tu empresa.').waitFor();
    await page.getByRole('article', { name: 'Empresa actual' }).getByText(fields.companyName).waitFor();
    const user = await serverUser(page);
    assert.equal(user.name, 'Ana');
    assert.equal(user.surname, 'Registro Web');
    assert.equal(user.email, fields.email);
    assert.equal(user.phone, fields.phone);
    assert.equal(user.language, 'es');
    assert.deepEqual(user.subscription, { subscriptionType: 'freemium' });
    await context.close();
  });

  it('profile: name, phone (with the password), password and language, each kept after a reload', async () => {
    const { page, context } = await newPage();
    const user = await registerFreshUser(page);
    await page.goto('/es/profile');
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();

    // Full name.
    const nameSection = page.getByRole('region', { name: 'Nombre', exact: true });
    await nameSection.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
    await nameSection.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Pérez Gómez');
    await nameSection.getByRole('button', { name: 'Guardar' }).click();
    await nameSection.getByRole('status').filter({ hasText: 'Guardado' }).waitFor();
    // The app bar shows the new name at once, not after a reload.
    await page.getByRole('banner').getByText('Lucía Pérez Gómez').waitFor();

    // Phone, which needs the password.
    const phoneSection = page.getByRole('region', { name: 'Teléfono', exact: true });
    await phoneSection.getByText('Actual: —').waitFor();
    await phoneSection.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('+34 611 222 333');
    await phoneSection.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
    await phoneSection.getByRole('button', { name: 'Guardar' }).click();
    await phoneSection.getByRole('status').filter({ hasText: 'Guardado' }).waitFor();
    await phoneSection.getByText('Actual: +34 611 222 333').waitFor();
    assert.equal(await phoneSection.getByRole('textbox', { name: 'Contraseña', exact: true }).inputValue(), '', 'password cleared');

    await page.reload();
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Nombre', exact: true }).getByRole('textbox', { name: 'Nombre', exact: true }).inputValue(), 'Lucía');
    assert.equal(await page.getByRole('region', { name: 'Nombre', exact: true }).getByRole('textbox', { name: 'Apellidos', exact: true }).inputValue(), 'Pérez Gómez');
    await phoneSection.getByText('Actual: +34 611 222 333').waitFor();
    const saved = await serverUser(page);
    assert.equal(saved.name, 'Lucía');
    assert.equal(saved.surname, 'Pérez Gómez');
    assert.equal(saved.phone, '+34 611 222 333');

    // Password: then sign out and back in with the new one; the old one no longer works.
    const passwordSection = page.getByRole('region', { name: 'Contraseña', exact: true });
    await passwordSection.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(user.password);
    await passwordSection.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Cambiada5678');
    await passwordSection.getByRole('button', { name: 'Guardar' }).click();
    await passwordSection.getByRole('status').filter({ hasText: 'Guardado' }).waitFor();
    await logOut(page);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }).waitFor();
    await login(page, { email: user.email, password: 'Cambiada5678' });
    await page.getByText('Hola Lucía, este es el resumen de tu empresa.').waitFor();

    // Language, from the profile: the URL follows and the choice is saved to the user.
    await page.goto('/es/profile');
    const languageSection = page.getByRole('region', { name: 'Idioma', exact: true });
    await languageSection.getByRole('combobox', { name: /^Idioma/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
    await languageSection.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/en/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    assert.match(page.url(), /\/en\/profile$/);
    await page.getByRole('region', { name: 'Phone', exact: true }).getByText('Current: +34 611 222 333').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await storageValue(page, 'userLanguage'), 'en');
    assert.equal((await serverUser(page)).language, 'en');
    await context.close();
  });

  it('profile: a wrong password for the phone is refused in Spanish, on the alert and under the field', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    await page.goto('/es/profile');
    const phoneSection = page.getByRole('region', { name: 'Teléfono', exact: true });
    await phoneSection.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('+34 622 000 000');
    await phoneSection.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('NoEsLaMia99');
    await phoneSection.getByRole('button', { name: 'Guardar' }).click();
    await phoneSection.getByRole('alert').filter({ hasText: 'La contraseña no es correcta.' }).waitFor();
    // The message under the password input is the user's language too, not the server's English.
    assert.equal(await phoneSection.getByText('Incorrect password').count(), 0, 'no English server text on a Spanish page');
    await page.reload();
    await page.getByRole('region', { name: 'Teléfono', exact: true }).getByText('Actual: —').waitFor();
    assert.equal((await serverUser(page)).phone, null);
    await context.close();
  });

  it('companies: a second company shows in the list and the switcher at once, and becomes the current one', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    await page.goto('/es/companies');
    await page.getByRole('row').filter({ hasText: 'Nueva Empresa' }).waitFor();
    // One company: no switcher yet.
    assert.equal(await page.getByRole('combobox', { name: /^Empresa actual/ }).count(), 0);

    const name = `Segunda ${Date.now()}`;
    await page.goto('/es/companies/create');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Sector' }).fill('Turismo');
    // Country and currency are picked by their names in the user's language; the codes are stored.
    await page.getByRole('combobox', { name: 'País' }).fill('Españ');
    await page.getByRole('option', { name: 'España (ES)' }).click();
    await page.getByRole('combobox', { name: 'Moneda' }).fill('euro');
    await page.getByRole('option', { name: /^euro \(EUR\)$/i }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/es\/companies$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    assert.match(await row.innerText(), /Turismo/);

    // The app bar's switcher shows both companies without a reload.
    const switcher = page.getByRole('combobox', { name: /^Empresa actual/ });
    await switcher.waitFor();
    await switcher.click();
    await page.getByRole('option', { name: 'Nueva Empresa' }).waitFor();
    await page.getByRole('option', { name }).click();
    await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
    await row.getByText('Actual', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Nueva Empresa' })
      .getByRole('button', { name: 'Usar Nueva Empresa como empresa actual' }).waitFor();

    // The start page shows it as the current company, also after a reload.
    await page.getByRole('menuitem', { name: 'Inicio' }).click();
    await page.waitForURL('**/es/mainpage');
    await page.getByRole('article', { name: 'Empresa actual' }).getByText(name).waitFor();
    await page.getByRole('article', { name: 'Tus empresas' }).getByText('2', { exact: true }).waitFor();
    const companyId = await storageValue(page, 'companyId');
    await page.reload();
    await page.getByRole('article', { name: 'Empresa actual' }).getByText(name).waitFor();
    assert.equal(await storageValue(page, 'companyId'), companyId);
    await page.goto('/es/companies');
    await page.getByRole('row').filter({ hasText: name }).getByText('Actual', { exact: true }).waitFor();
    await context.close();
  });

  it('contact us: the message is sent, confirmed, and reaches the support inbox', async () => {
    const { page, context } = await newPage();
    const user = await registerFreshUser(page);
    await page.goto('/es/contactUs');
    await page.getByRole('heading', { name: 'Contacto', level: 1 }).waitFor();
    const form = page.getByRole('region', { name: 'Tu mensaje' });
    const subject = `No veo mis campañas ${Date.now()}`;
    const message = 'Hola, desde ayer no aparecen mis campañas en el panel. ¿Podéis revisarlo?';
    await form.getByRole('combobox', { name: /^Tema/ }).click();
    await page.getByRole('option', { name: 'Problema técnico' }).click();
    await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
    await form.getByRole('textbox', { name: 'Asunto', exact: true }).fill(subject);
    await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(message);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await form.getByRole('status').filter({ hasText: 'Mensaje enviado. Te responderemos pronto por correo.' }).waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Asunto', exact: true }).inputValue(), '');
    assert.equal(await form.getByRole('textbox', { name: 'Mensaje', exact: true }).inputValue(), '');

    const mail = await waitForMail(context, SUPPORT_INBOX, (m) => m.subject.includes(subject));
    assert.equal(mail.subject, `[Support/technical] ${subject}`);
    assert.ok(mail.text.startsWith(message), mail.text);
    assert.match(mail.text, new RegExp(`<${user.email.replace(/[.+]/g, '\\$&')}>`));
    assert.match(mail.text, /Category: technical/);
    assert.match(mail.meta, /tag support/);
    await context.close();
  });

  it('forgotten password: a code from the mail signs in, a new password is set, and it signs in later', async () => {
    const { page, context } = await newPage();
    const user = await createAccount(page);
    await page.goto('/es/login');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await page.waitForURL('**/es/loginforgottenpass');
    await page.getByRole('heading', { name: 'Recupera tu contraseña' }).waitFor();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(user.email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText(`Si ${user.email} tiene cuenta, el código ya está en camino.`).waitFor();

    const mail = await waitForMail(context, user.email, (m) => m.subject === 'Tu código para restablecer la contraseña');
    const code = /Tu código de confirmación es (\d{6})\./.exec(mail.text)?.[1];
    assert.ok(code, mail.text);
    assert.match(mail.text, /\/es\/loginforgottenpass/);

    await page.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(code);
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await page.waitForURL('**/es/forgottenpass');
    await page.getByRole('heading', { name: 'Elige una nueva contraseña', level: 1 }).waitFor();
    await page.getByText(`Has entrado con un código para ${user.email}. Elige ahora tu nueva contraseña.`).waitFor();
    await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Recuperada2468');
    await page.getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true }).fill('Recuperada2468');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL('**/es/mainpage');
    await page.getByText('Hola Olvido, este es el resumen de tu empresa.').waitFor();

    await logOut(page);
    await login(page, { email: user.email, password: 'Recuperada2468' });
    await page.getByText('Hola Olvido, este es el resumen de tu empresa.').waitFor();
    assert.equal(await apiLoginStatus(page, user.email, user.password), 401, 'the old password no longer works');
    await context.close();
  });

  it('English registration with an email that already has an account says so in English', async () => {
    const email = uniqueEmail('taken');
    const fields = { name: 'John', surname: 'Taken', email, phone: '', password: 'First1234', companyName: 'First Ltd' };
    const first = await newPage();
    await first.page.goto('/en/register');
    await first.page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillRegistration(first.page, 'en', fields);
    await first.page.waitForURL('**/en/mainpage');
    await first.page.getByText('Hello John, here is your company at a glance.').waitFor();
    await first.context.close();

    const { page, context } = await newPage();
    await page.goto('/en/register');
    await fillRegistration(page, 'en', { ...fields, name: 'Johnny', password: 'Second1234', companyName: 'Second Ltd' });
    await page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).waitFor();
    assert.match(page.url(), /\/en\/register$/);
    assert.equal(await page.getByText('Ya existe una cuenta con este correo.').count(), 0);
    assert.equal(await storageValue(page, 'token'), null, 'not signed in');
    // Still refused after a reload; the first account kept its own password.
    await page.reload();
    await fillRegistration(page, 'en', { ...fields, name: 'Johnny', password: 'Second1234', companyName: 'Second Ltd' });
    await page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).waitFor();
    assert.equal(await apiLoginStatus(page, email, 'Second1234'), 401);
    assert.equal(await apiLoginStatus(page, email, 'First1234'), 200);
    await context.close();
  });

  for (const language of ['es', 'en'] as const) {
    it(`profile, companies create and contactUs are axe clean (${language})`, async () => {
      const { page, context } = await newPage();
      await registerFreshUser(page);
      const h1 = language === 'es'
        ? { profile: 'Perfil', companies: 'Crear una empresa', contactUs: 'Contacto' }
        : { profile: 'Profile', companies: 'Create a company', contactUs: 'Contact us' };
      for (const path of ['profile', 'companies/create', 'contactUs'] as const) {
        await page.goto(`/${language}/${path}`);
        const key = path === 'companies/create' ? 'companies' : path;
        await page.getByRole('heading', { name: h1[key], level: 1 }).waitFor();
        if (path === 'companies/create') await page.getByRole('button', { name: language === 'es' ? 'Guardar' : 'Save' }).waitFor();
        await axeClean(page, `${language}/${path}`);
      }
      await context.close();
    });
  }
});
