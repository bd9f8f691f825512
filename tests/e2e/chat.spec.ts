import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, registerFreshUser } from './support/fixtures';
import { axeClean } from './crmSupport';

after(closeBrowser);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Desktop notifications the page shows, recorded (the browser's own would need a desktop). */
async function recordNotifications(page: Page) {
  // A string, not a function: the test runner's compiler would add helpers the page lacks.
  await page.addInitScript(`
    window.shownNotifications = [];
    window.Notification = class {
      static permission = 'granted';
      static requestPermission() { return Promise.resolve('granted'); }
      constructor(title, options) { window.shownNotifications.push({ title, body: options.body }); this.onclick = null; }
      close() {}
    };
  `);
}

describe('chat journey', () => {
  it('pairs the test phone by its QR page, holds a conversation both ways live, with a template, an image, tags and assignment, in Spanish then in English', async () => {
    const { page, context } = await newPage();
    await recordNotifications(page);
    page.on('console', (m) => m.text().startsWith('DBG') && console.log(m.text()));
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    await registerFreshUser(page);
    await page.goto('/es/crm/chat');
    await page.getByRole('heading', { name: 'Aún no hay conversaciones' }).waitFor();
    await axeClean(page, 'chat inbox empty');

    // Pair: the session screen shows a QR code and, in the sandbox, the test phone's page.
    await page.getByRole('link', { name: 'Conectar' }).click();
    await page.getByRole('heading', { name: 'Sesión de chat', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Conectar' }).click();
    await page.getByRole('img', { name: 'Código QR para vincular el teléfono' }).waitFor();
    await axeClean(page, 'chat session waiting');
    const pairingUrl = await page.getByRole('link', { name: 'Abrir el teléfono de prueba' }).getAttribute('href');
    assert.ok(pairingUrl?.includes('/api/chat/sandbox/pair/'));
    const phone = await context.newPage();
    await phone.goto(pairingUrl!);
    await phone.getByRole('button', { name: 'Vincular' }).click();
    await phone.getByRole('heading', { name: /Teléfono de prueba/ }).waitFor();
    await page.getByText('Conectado', { exact: true }).waitFor();

    // A new number writes: the conversation appears live, with a notification.
    await page.goto('/es/crm/chat');
    await page.getByText('En directo', { exact: true }).waitFor();
    await phone.getByLabel('Número del contacto').fill('+34 655 100 200');
    await phone.getByLabel('Nombre del perfil').fill('Lucía Pérez');
    await phone.getByLabel('Texto o pie de foto').fill('Hola, ¿tenéis cita el lunes?');
    await phone.getByRole('button', { name: 'Enviar a la empresa' }).click();
    const row = page.getByRole('button', { name: /Lucía Pérez/ });
    await row.waitFor();
    await row.getByLabel('1 mensaje sin leer').waitFor();
    await page.waitForFunction(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications.length > 0);
    const shown = await page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications);
    assert.deepEqual(shown[0], { title: 'Lucía Pérez', body: 'Hola, ¿tenéis cita el lunes?' });

    // Open it by keyboard and reply with text.
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Lucía Pérez', level: 2 }).waitFor();
    await page.getByText('Hola, ¿tenéis cita el lunes?').last().waitFor();
    await axeClean(page, 'chat thread');
    const box = page.getByRole('textbox', { name: 'Escribe un mensaje' });
    await box.fill('¡Hola Lucía! Sí, a las 10.');
    await box.press('Enter');
    // In the thread (the list): until the send's answer clears it, the composer holds the same text.
    await page.locator('ol').getByText('¡Hola Lucía! Sí, a las 10.', { exact: true }).waitFor();
    await page.locator('[data-status="delivered"]').first().waitFor();

    // The phone sees it and reads it: the blue ticks arrive live.
    await phone.reload();
    await phone.getByText('¡Hola Lucía! Sí, a las 10.').waitFor();
    await phone.getByRole('button', { name: 'Marcar como leídos' }).first().click();
    await page.locator('[data-status="read"]').first().waitFor();

    // A template, written on its screen, approved by the sandbox's review, then sent with its variable.
    const conversationUrl = page.url();
    await page.getByRole('tab', { name: 'Plantillas' }).click();
    await page.getByRole('heading', { name: 'Todavía no hay plantillas' }).waitFor();
    await page.getByRole('link', { name: 'Crear una plantilla' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('recordatorio');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Te esperamos el {{1}}.');
    await page.getByRole('combobox', { name: 'Ejemplos de las variables, en orden' }).fill('lunes');
    await page.getByRole('option', { name: /lunes/ }).click();
    await axeClean(page, 'chat template form');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('En revisión').waitFor();
    await page.getByRole('button', { name: 'Actualizar revisión' }).click();
    await page.getByText('Aprobada', { exact: true }).waitFor();
    await axeClean(page, 'chat templates');
    await page.goto(conversationUrl);
    await page.getByRole('button', { name: 'Plantillas' }).click();
    await page.getByRole('combobox', { name: 'Plantilla' }).click();
    await page.getByRole('option', { name: 'recordatorio' }).click();
    await page.getByRole('textbox', { name: 'Variable 1' }).fill('lunes 3');
    await page.getByTestId('template-preview').getByText('Te esperamos el lunes 3.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    // The dialog closes (its preview holds the same text while it fades), and the thread shows the message.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByText('Te esperamos el lunes 3.', { exact: true }).waitFor();

    // An image with its caption.
    await page.getByTestId('chat-file').setInputFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: 'Pie de foto o comentario' }).fill('Cómo llegar');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Cómo llegar', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'mapa.png' }).waitFor();

    // Tag (a new one, created from the field) and assign to oneself.
    await page.getByRole('combobox', { name: 'Etiquetas' }).fill('Cita');
    await page.getByRole('option', { name: 'Nueva etiqueta: Cita' }).click();
    await page.getByRole('button', { name: 'Cita' }).waitFor();
    await page.getByRole('combobox', { name: 'Asignada a' }).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('combobox', { name: 'Mostrar' }).click();
    await page.getByRole('option', { name: 'Asignadas a mí' }).click();
    await page.getByRole('button', { name: /Lucía Pérez/ }).waitFor();

    // The CRM has the contact the number became.
    await page.getByRole('link', { name: 'Abrir ficha del contacto' }).click();
    await page.getByRole('heading', { name: 'Lucía Pérez', level: 1 }).waitFor();
    // …and its page leads back to the conversation.
    await page.getByRole('link', { name: 'Abrir el chat' }).waitFor();

    // A chatbot answers a keyword from a new number on its own.
    await page.goto('/es/crm/chatbots');
    await page.getByRole('heading', { name: 'Todavía no hay chatbots' }).waitFor();
    await page.getByRole('link', { name: 'Crear un chatbot' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Recepción');
    await page.getByRole('textbox', { name: 'Palabras clave' }).first().fill('horario, abrís');
    await page.getByRole('textbox', { name: 'Respuesta' }).first().fill('Abrimos de lunes a viernes, de 9 a 18.');
    await axeClean(page, 'chatbot form');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('link', { name: 'Recepción' }).waitFor();
    await axeClean(page, 'chatbots');
    await phone.getByLabel('Número del contacto').fill('+34 655 100 300');
    await phone.getByLabel('Nombre del perfil').fill('Pablo Ruiz');
    await phone.getByLabel('Texto o pie de foto').fill('¿Qué HORARIO tenéis?');
    await phone.getByRole('button', { name: 'Enviar a la empresa' }).click();
    await phone.getByText('Abrimos de lunes a viernes, de 9 a 18.').waitFor();
    await page.goto('/es/crm/chat');
    await page.getByRole('button', { name: /Pablo Ruiz/ }).click();
    await page.getByText('Abrimos de lunes a viernes, de 9 a 18.', { exact: true }).waitFor();

    // The same in English, with the session already paired: the language switched from the app
    // bar, and a new number writing from the test phone (the sandbox's page, in the browser's Spanish).
    await page.getByRole('button', { name: 'Idioma: Español. Cambiar idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL(/\/en\/crm\/chat\//);
    await page.getByRole('heading', { name: 'Pablo Ruiz', level: 2 }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    await phone.getByLabel('Número del contacto').fill('+44 7700 900 123');
    await phone.getByLabel('Nombre del perfil').fill('Emma Clarke');
    await phone.getByLabel('Texto o pie de foto').fill('Hello, are you open on Saturday?');
    await phone.getByRole('button', { name: 'Enviar a la empresa' }).click();
    const emma = page.getByRole('button', { name: /Emma Clarke/ });
    await emma.waitFor();
    await emma.getByLabel('1 unread message').waitFor();
    await page.waitForFunction(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications.some((n) => n.title === 'Emma Clarke'));
    const shownEn = await page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications);
    assert.deepEqual(shownEn.at(-1), { title: 'Emma Clarke', body: 'Hello, are you open on Saturday?' });

    await emma.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Emma Clarke', level: 2 }).waitFor();
    await page.getByText(/^You can reply until /).waitFor();
    const boxEn = page.getByRole('textbox', { name: 'Write a message' });
    await boxEn.fill('Hi Emma! Yes, from 10 to 2.');
    await boxEn.press('Enter');
    await page.locator('ol').getByText('Hi Emma! Yes, from 10 to 2.', { exact: true }).waitFor();
    const threadEn = page.getByRole('region', { name: 'Open conversation' });
    await threadEn.getByTitle('Delivered').first().waitFor();

    // The phone reads it: the read tick, named in English.
    await phone.reload();
    await phone.locator('article', { hasText: 'Emma Clarke' }).getByRole('button', { name: 'Marcar como leídos' }).first().click();
    await threadEn.getByTitle('Read').first().waitFor();

    // The approved template, with its variable.
    await page.getByRole('button', { name: 'Templates' }).click();
    const dialogEn = page.getByRole('dialog', { name: 'Send a template' });
    await dialogEn.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'recordatorio' }).click();
    await dialogEn.getByRole('textbox', { name: 'Variable 1' }).fill('Saturday');
    await dialogEn.getByTestId('template-preview').getByText('Te esperamos el Saturday.').waitFor();
    await dialogEn.getByRole('button', { name: 'Send' }).click();
    await dialogEn.waitFor({ state: 'hidden' });
    await page.getByText('Te esperamos el Saturday.', { exact: true }).waitFor();

    // An image with its caption.
    await page.getByTestId('chat-file').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: 'Caption or comment' }).fill('How to find us');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('How to find us', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'map.png' }).waitFor();

    // Tagged with a new tag, assigned to oneself, found under "Assigned to me".
    await page.getByRole('combobox', { name: 'Tags' }).fill('Weekend');
    await page.getByRole('option', { name: 'New tag: Weekend' }).click();
    await page.getByRole('button', { name: 'Weekend' }).waitFor();
    await page.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Assigned to me' }).click();
    await page.getByRole('button', { name: /Emma Clarke/ }).waitFor();
    await axeClean(page, 'chat inbox (en)');

    // The session screen in English: connected, with the month's messages.
    await page.getByRole('tab', { name: 'Session' }).click();
    await page.getByRole('heading', { name: 'Chat session', level: 1 }).waitFor();
    await page.getByText('Connected', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Messages in the last 30 days' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await axeClean(page, 'chat session (en)');
    await context.close();
  });
});
