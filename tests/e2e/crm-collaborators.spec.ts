import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { closeBrowser, newPage, registerFreshUser } from './support/fixtures';
import { apiAs, axeClean, lastMailTo } from './crmSupport';

after(closeBrowser);

describe('CRM collaborators journey', () => {
  it('invites an agent who joins, logs in and sees only what the role allows', async () => {
    const owner = await newPage();
    await registerFreshUser(owner.page);
    const api = await apiAs(owner.page);
    await api.post('/createContact', { companyId: api.companyId, name: 'Cliente', surname: 'Uno', email: 'cliente1@example.com' });
    await api.post('/contact-list', { companyId: api.companyId, name: 'Boletín' });

    await owner.page.goto('/es/crm/collaborators');
    await owner.page.getByText('Propietario').waitFor();
    await axeClean(owner.page, 'collaborators');
    await owner.page.getByRole('link', { name: 'Invitar' }).click();
    const agentEmail = `agente-${Date.now()}@example.com`;
    await owner.page.getByRole('textbox', { name: /Correo electrónico/ }).fill(agentEmail);
    await owner.page.getByRole('combobox', { name: /Rol/ }).click();
    await owner.page.getByRole('option', { name: /^Agente/ }).click();
    // Axe after the menu has closed: mid-fade its options read as low contrast.
    await owner.page.locator('li[data-value="admin"]').waitFor({ state: 'detached' });
    await axeClean(owner.page, 'invite');
    await owner.page.getByRole('button', { name: 'Guardar' }).click();
    await owner.page.getByText(`Invitación enviada a ${agentEmail}`).waitFor();
    await owner.page.getByRole('row').filter({ hasText: agentEmail }).getByText('Invitado').waitFor();

    // The invitee opens the mailed link in their own browser.
    const mail = await lastMailTo(owner.page, agentEmail);
    const token = /invitation\?token=([\w-]+)/.exec(mail)?.[1];
    assert.ok(token, 'the invitation mail carries a link');
    const agent = await newPage();
    await agent.page.goto(`/es/invitation?token=${token}`);
    await agent.page.getByText(/te invita a trabajar en .* como Agente\./).waitFor();
    await axeClean(agent.page, 'invitation');
    await agent.page.getByRole('textbox', { name: 'Nombre' }).fill('Ágata');
    await agent.page.getByLabel('Elige una contraseña').fill('Agente1234!');
    await agent.page.getByRole('button', { name: /^Unirme a / }).click();
    await agent.page.waitForURL('**/es/crm/contacts');

    // Logged out and in again with the password just chosen.
    await agent.page.evaluate(() => localStorage.clear());
    await agent.page.goto('/es/login');
    await agent.page.getByRole('textbox', { name: 'Correo electrónico' }).fill(agentEmail);
    await agent.page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Agente1234!');
    await agent.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await agent.page.waitForURL('**/es/mainpage');

    // What an agent may do: work contacts; not delete, import, export, manage lists or people.
    await agent.page.goto('/es/crm/contacts');
    const row = agent.page.getByRole('row').filter({ hasText: 'Cliente Uno' });
    await row.getByRole('checkbox').check();
    await agent.page.getByRole('button', { name: 'Asignar' }).waitFor();
    // The contact itself cannot be deleted by an agent; their own comment can (author's right).
    // The agent may not delete the contact (exact name: other buttons say "Eliminar …").
    assert.equal(await agent.page.getByRole('button', { name: 'Eliminar', exact: true }).count(), 0);
    assert.equal(await agent.page.getByRole('button', { name: 'Exportar' }).count(), 0);
    assert.equal(await agent.page.getByRole('button', { name: 'Añadir a lista' }).count(), 0);
    assert.equal(await agent.page.getByRole('link', { name: 'Importar', exact: true }).count(), 0);
    assert.equal(await agent.page.getByRole('tab', { name: 'Importar', exact: true }).count(), 0);
    await axeClean(agent.page, 'contacts as agent');

    await agent.page.goto('/es/crm/import');
    await agent.page.getByText(/Tu rol no permite importar contactos/).waitFor();
    await agent.page.goto('/es/crm/lists');
    await agent.page.getByRole('link', { name: 'Boletín' }).waitFor();
    assert.equal(await agent.page.getByRole('link', { name: 'Crear' }).count(), 0);
    await agent.page.goto('/es/crm/collaborators');
    await agent.page.getByText(agentEmail).waitFor();
    assert.equal(await agent.page.getByRole('link', { name: 'Invitar' }).count(), 0);
    assert.equal(await agent.page.getByRole('combobox').count(), 0);

    // The agent may comment on a contact.
    await agent.page.goto('/es/crm/contacts');
    await agent.page.getByRole('link', { name: 'Cliente Uno' }).click();
    await agent.page.getByRole('textbox', { name: 'Escribe un comentario' }).fill('Hablado por teléfono');
    await agent.page.getByRole('button', { name: 'Añadir comentario' }).click();
    await agent.page.getByText('Hablado por teléfono').waitFor();
    // The contact itself cannot be deleted by an agent; their own comment can (author's right).
    // The agent may not delete the contact (exact name: other buttons say "Eliminar …").
    assert.equal(await agent.page.getByRole('button', { name: 'Eliminar', exact: true }).count(), 0);
    await owner.context.close();
    await agent.context.close();
  });
});
