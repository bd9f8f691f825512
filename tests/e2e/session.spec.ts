import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { closeBrowser, login, newPage, storageValue } from './support/fixtures';

after(closeBrowser);

const fakeJwt = (claims: Record<string, unknown>) => {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.sig`;
};

describe('session (SPEC §4)', () => {
  it('logs in, stores the token and company, and logs out to the site root', async () => {
    const { page, context } = await newPage();
    await login(page);
    assert.ok(await storageValue(page, 'token'));
    assert.ok(await storageValue(page, 'companyId'));
    const data = JSON.parse((await storageValue(page, 'userCompanyData')) ?? '{}');
    assert.equal(data.userObject.subscription.subscriptionType, 'standard');
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/es/login');
    assert.equal(await storageValue(page, 'token'), null);
    assert.equal(await storageValue(page, 'companyId'), null);
    await context.close();
  });

  it('shows the failure message on wrong credentials', async () => {
    const { page, context } = await newPage();
    await page.goto('/es/login');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('wrong-password1');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }).waitFor();
    await context.close();
  });

  it('expires the session at the 60-second check after the token expires', async () => {
    const { page, context } = await newPage();
    await page.clock.install();
    await login(page);
    // The server's tokens last 12 h: jump past that; the next 60-s tick finds the token expired.
    await page.clock.fastForward('12:01:00');
    await page.waitForURL('**/es/login?sessionExpired=true');
    await page.getByRole('alert').filter({ hasText: 'Tu sesión ha caducado' }).waitFor();
    assert.equal(await storageValue(page, 'token'), null);
    assert.equal(await storageValue(page, 'userCompanyData'), null);
    assert.equal(await storageValue(page, 'companyId'), null);
    await context.close();
  });

  it('treats an undecodable token as expired at the check', async () => {
    const { page, context } = await newPage();
    await page.clock.install();
    await login(page);
    await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
    await page.clock.fastForward(61_000);
    await page.waitForURL('**/es/login?sessionExpired=true');
    await context.close();
  });

  it('does a full logout to the site root for an expired token at start', async () => {
    const { page, context } = await newPage();
    await page.goto('/es/login');
    await page.evaluate((t) => localStorage.setItem('token', t), fakeJwt({ sub: 'x', exp: 1 }));
    await page.goto('/es/mainpage');
    await page.waitForURL('**/es/login');
    assert.equal(await storageValue(page, 'token'), null);
    await context.close();
  });

  it('takes the expiry path on a 401 from the API', async () => {
    const { page, context } = await newPage();
    await login(page);
    // Decodable and unexpired, but not signed by the server: the API answers 401.
    await page.evaluate((t) => localStorage.setItem('token', t), fakeJwt({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 3600 }));
    await page.goto('/es/companies');
    await page.waitForURL('**/es/login?sessionExpired=true');
    assert.equal(await storageValue(page, 'token'), null);
    await context.close();
  });

  it('sends credentials, X-Container-Index and the bearer token; no token on login', async () => {
    const { page, context } = await newPage();
    const loginRequest = page.waitForRequest((r) => r.url().endsWith('/api/login'));
    await login(page);
    const loginHeaders = (await loginRequest).headers();
    assert.equal(loginHeaders.authorization, undefined);
    assert.equal(loginHeaders['x-container-index'], '1');
    assert.match(loginHeaders['content-type'], /application\/json; charset=utf-8/);

    await page.evaluate(() => localStorage.setItem('assignedContainer', '3'));
    const listRequest = page.waitForRequest((r) => r.url().includes('/api/companies'));
    await page.goto('/es/companies');
    const headers = (await listRequest).headers();
    assert.match(headers.authorization ?? '', /^Bearer /);
    assert.equal(headers['x-container-index'], '3');
    await context.close();
  });

  it('a write page opened directly waits for the role in the company instead of refusing it', async () => {
    const { page, context } = await newPage();
    await login(page);
    // A slow companies list: the page is on screen before the role is known.
    await page.route('**/api/companies', async (route) => {
      await new Promise((r) => setTimeout(r, 2_000));
      await route.continue();
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goto('/es/companies/create');
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    assert.match(page.url(), /\/es\/companies\/create$/);
    assert.ok(!visited.some((p) => p.includes('access-denied')), `went through ${visited.join(' → ')}`);
    await context.close();
  });
});
