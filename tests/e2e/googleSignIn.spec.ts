import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { closeBrowser, newPage, storageValue } from './support/fixtures';

after(closeBrowser);

const fakeJwt = (claims: Record<string, unknown>) => {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.sig`;
};

describe('sign-in with Google (sandbox consent page)', () => {
  it('"Entrar con Google" → consent page → back in the app signed in, token kept as a login keeps it', async () => {
    const { page, context } = await newPage();
    const email = `google-${Date.now()}@example.com`;
    await page.goto('/es/login');
    await page.getByRole('button', { name: 'Entrar con Google' }).click();
    await page.waitForURL('**/api/authWithGoogle?**');
    await page.getByRole('heading', { name: 'Iniciar sesión con Google (sandbox)' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Nombre').fill('Gina');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL('**/es/mainpage');
    assert.doesNotMatch(page.url(), /token=/);
    const token = await storageValue(page, 'token');
    assert.match(token ?? '', /^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(JSON.parse((await storageValue(page, 'userCompanyData')) ?? '{}').userObject?.email, email);
    assert.ok(await storageValue(page, 'companyId'), 'the new account’s company is selected');
    // The stored token is the session: a reload stays signed in.
    await page.reload();
    await page.waitForURL('**/es/mainpage');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });

  it('a token the server refuses shows the usual login with the error in the user’s language', async () => {
    const { page, context } = await newPage();
    const forged = fakeJwt({ sub: '00000000-0000-0000-0000-000000000000', exp: Math.floor(Date.now() / 1000) + 3600 });
    await page.goto(`/en/login?token=${forged}`);
    await page.getByRole('alert').filter({ hasText: 'Google sign-in could not be completed' }).waitFor();
    assert.doesNotMatch(page.url(), /token=/);
    assert.match(page.url(), /\/en\/login$/);
    assert.equal(await storageValue(page, 'token'), null);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    await page.goto('/es/login?token=garbage');
    await page.getByRole('alert').filter({ hasText: 'No se pudo completar el inicio de sesión con Google' }).waitFor();
    assert.equal(await storageValue(page, 'token'), null);
    await context.close();
  });
});
