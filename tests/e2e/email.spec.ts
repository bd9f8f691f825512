import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiAs, axeClean } from './crmSupport';
import { BASE, closeBrowser, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

type Lang = 'es' | 'en';
const WORDS = {
  es: {
    addDomain: 'Añadir un dominio de envío', domain: 'Dominio', save: 'Guardar', sandboxSwitch: 'Publicar los registros en el DNS de pruebas',
    checkNow: 'Comprobar ahora', verified: 'Dominio verificado: ya puedes enviar desde él.',
    galleryTemplate: 'Usar la plantilla «Bienvenida', subject: 'Asunto', variables: 'Variables', insertName: 'Insertar Nombre', saveTemplate: 'Guardar (Ctrl+S)',
    previewButton: 'Vista previa con un contacto', previewDialog: 'Vista previa con los datos de un contacto', contact: 'Contacto', close: 'Cerrar',
    sendButton: 'Enviar…', sendDialog: 'Enviar una plantilla', oneList: 'Una lista', list: 'Lista', chosenContacts: 'Contactos concretos', contacts: 'Contactos',
    fromLocal: 'Remitente (antes de la @)', tags: 'Etiquetas', sendTo: (n: number) => `Enviar a ${n} contacto${n === 1 ? '' : 's'}`, completed: 'Terminado', sentOf: (sent: number, total: number) => `${sent} de ${total}`, oneContact: '1 contacto',
    suppressed: '1 dado de baja o rebotado', unsubscribe: 'Darme de baja', unsubscribed: 'Baja confirmada',
    stats: 'Estadísticas de email', opens: 'Aperturas', clicks: 'Clics', unsubscribes: 'Bajas',
  },
  en: {
    addDomain: 'Add a sending domain', domain: 'Domain', save: 'Save', sandboxSwitch: 'Publish the records in the sandbox DNS',
    checkNow: 'Check now', verified: 'Domain verified: you can send from it now.',
    galleryTemplate: 'Use the template “Welcome', subject: 'Subject', variables: 'Variables', insertName: 'Insert First name', saveTemplate: 'Save (Ctrl+S)',
    previewButton: 'Preview with a contact', previewDialog: "Preview with a contact's data", contact: 'Contact', close: 'Close',
    sendButton: 'Send…', sendDialog: 'Send a template', oneList: 'A list', list: 'List', chosenContacts: 'Chosen contacts', contacts: 'Contacts',
    fromLocal: 'Sender (before the @)', tags: 'Tags', sendTo: (n: number) => `Send to ${n} contact${n === 1 ? '' : 's'}`, completed: 'Completed', sentOf: (sent: number, total: number) => `${sent} of ${total}`, oneContact: '1 contact',
    suppressed: '1 unsubscribed or bounced', unsubscribe: 'Unsubscribe', unsubscribed: 'You are unsubscribed',
    stats: 'Email statistics', opens: 'Opens', clicks: 'Clicks', unsubscribes: 'Unsubscribes',
  },
} as const;

/** The newest outbox message to an address: its id (the outbox page links each message alone). */
async function newestMessageTo(page: Page, to: string): Promise<string> {
  const html = await (await page.request.get(`${BASE}/api/dev/outbox?to=${encodeURIComponent(to)}`)).text();
  const id = /\/api\/dev\/outbox\/([0-9a-f-]{36})/.exec(html)?.[1];
  assert.ok(id, `no message to ${to} in the outbox`);
  return id;
}

async function verifySendingDomain(page: Page, lang: Lang, domain: string) {
  const w = WORDS[lang];
  await page.goto(`/${lang}/templates/domains/create`);
  await page.getByRole('textbox', { name: w.domain }).fill(domain);
  await page.getByRole('button', { name: w.save }).click();
  await page.waitForURL(`**/${lang}/templates/domains/*/show`);
  await page.getByText(domain, { exact: true }).first().waitFor();
  await axeClean(page, 'sending domain and its records');
  // The switch follows the server: it turns on once the records are published.
  await page.getByRole('switch', { name: w.sandboxSwitch }).click();
  await page.getByRole('switch', { name: w.sandboxSwitch, checked: true }).waitFor();
  await page.getByRole('button', { name: w.checkNow }).click();
  await page.getByText(w.verified).waitFor();
}

/** A template from the gallery with the contact's name in its subject, a link of its own, saved; answers its id. */
async function buildTemplate(page: Page, lang: Lang, link: string): Promise<string> {
  const w = WORDS[lang];
  await page.goto(`/${lang}/templates`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await axeClean(page, 'email templates');
  await page.getByRole('link', { name: new RegExp(`^${w.galleryTemplate}`) }).first().click();
  await page.waitForURL(`**/${lang}/templates/stripo-builder?**`);
  const subject = page.getByRole('textbox', { name: w.subject });
  await subject.waitFor();
  // The contact's name at the start of the subject, from the variables panel.
  await subject.fill(' ' + (await subject.inputValue()));
  await subject.focus();
  await subject.press('Home');
  await page.getByRole('button', { name: w.variables, exact: true }).click();
  await page.getByRole('button', { name: w.insertName, exact: true }).click();
  assert.match(await subject.inputValue(), /^\{\{name(\|[^}]*)?\}\} /);
  // The first button of the design gets a real link (the gallery's point at "#").
  const canvas = page.frameLocator('iframe.gjs-frame');
  await canvas.locator('a').first().click();
  // GrapesJS's settings panel (component traits): its button and the link's input.
  await page.locator('.gjs-pn-btn.fa-cog').click();
  const href = page.locator('.gjs-trt-trait__wrp-href input');
  await href.fill(link);
  await href.press('Enter');
  await page.getByRole('button', { name: w.saveTemplate }).click();
  await page.waitForURL(new RegExp(`/${lang}/templates/stripo-builder/[0-9a-f-]{36}$`));
  return /stripo-builder\/([0-9a-f-]{36})$/.exec(page.url())![1];
}

/** Opens the send dialog on a template, lets `choose` pick the recipients, sends with a tag and waits for the job to finish; answers the send's id. */
async function sendTemplate(page: Page, lang: Lang, templateId: string, choose: (dialog: Locator) => Promise<void>, expected: number, tag: string): Promise<string> {
  const w = WORDS[lang];
  await page.goto(`/${lang}/templates?send=${templateId}`);
  const dialog = page.getByRole('dialog', { name: w.sendDialog });
  await choose(dialog);
  await dialog.getByRole('textbox', { name: w.fromLocal }).fill('hola');
  await dialog.getByRole('combobox', { name: w.tags }).fill(tag);
  await dialog.getByRole('combobox', { name: w.tags }).press('Enter');
  await axeClean(page, 'send dialog');
  await dialog.getByRole('button', { name: w.sendTo(expected) }).click();
  await page.waitForURL(`**/${lang}/templates/sends/*`);
  await page.getByText(w.completed, { exact: true }).first().waitFor({ timeout: 30_000 });
  return /templates\/sends\/([0-9a-f-]{36})/.exec(page.url())![1];
}

const sendToList = (page: Page, lang: Lang, templateId: string, listName: string, expected: number, tag: string, extra?: string) =>
  sendTemplate(page, lang, templateId, async (dialog) => {
    await dialog.getByRole('radio', { name: WORDS[lang].oneList }).check();
    await dialog.getByRole('combobox', { name: WORDS[lang].list }).click();
    await page.getByRole('option', { name: listName }).click();
    if (extra) await dialog.getByText(extra).waitFor();
  }, expected, tag);

/** A send to one contact, picked in the dialog by typing its name and choosing it among the matches. */
const sendToContact = (page: Page, lang: Lang, templateId: string, name: string, option: string, tag: string) =>
  sendTemplate(page, lang, templateId, async (dialog) => {
    await dialog.getByRole('radio', { name: WORDS[lang].chosenContacts }).check();
    await dialog.getByRole('combobox', { name: WORDS[lang].contacts, exact: true }).fill(name);
    await page.getByRole('option', { name: option, exact: true }).click();
  }, 1, tag);

/** The outbox's messages (raw page, so no pixel loads and no open is recorded) that carry a tag: their recipients. */
async function outboxRecipientsTagged(page: Page, tag: string): Promise<string[]> {
  const html = await (await page.request.get(`${BASE}/api/dev/outbox`)).text();
  return html.split('<article>').slice(1)
    .filter((article) => new RegExp(`X-Tags: (?:[^\\n]*, )?${tag}(?:,|\\n|<)`).test(article))
    .map((article) => /To <strong>([^<]+)<\/strong>/.exec(article)?.[1] ?? '?');
}

function journey(lang: Lang) {
  it(`${lang}: a sending domain verified in the sandbox, a gallery template with a variable previewed for a contact, sent to a list; opened and clicked from the outbox; sent again to one chosen contact only; one-click unsubscribe; a second send skips that contact; the statistics show it`, async () => {
    const w = WORDS[lang];
    const { page, context } = await newPage();
    await registerFreshUser(page);
    const stamp = Date.now().toString(36);
    await verifySendingDomain(page, lang, `envios-${stamp}.com`);

    const api = await apiAs(page);
    if (lang === 'en') {
      // The owner's language is the company's: an English speaker's recipients get English pages.
      const res = await page.request.put(`${BASE}/api/user`, { data: { language: 'en' }, headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } });
      assert.ok(res.ok(), `language: ${res.status()}`);
    }
    const list = await api.post<{ _id: string; name: string }>('/contact-list', { companyId: api.companyId, name: `Clientes ${stamp}` });
    const ana = `ana-${stamp}@cliente.test`;
    const luis = `luis-${stamp}@cliente.test`;
    await api.post('/createContact', { companyId: api.companyId, name: 'Ana', surname: 'Prieto', email: ana, contactListIds: [list._id] });
    await api.post('/createContact', { companyId: api.companyId, name: 'Luis', surname: 'Gómez', email: luis, contactListIds: [list._id] });

    const templateId = await buildTemplate(page, lang, `${BASE}/${lang}/login?from=email`);

    // Preview with Ana's data: her name in the subject, only inside the sandboxed frame.
    await page.getByRole('button', { name: w.previewButton }).click();
    const preview = page.getByRole('dialog', { name: w.previewDialog });
    await preview.getByRole('combobox', { name: w.contact }).fill('Ana');
    await page.getByRole('option', { name: /Ana Prieto/ }).click();
    await preview.getByText(/Ana/).first().waitFor();
    assert.equal(await preview.locator('iframe[sandbox]').count(), 1);
    await axeClean(page, 'builder preview');
    await preview.getByRole('button', { name: w.close }).first().click();

    const tag = `bienvenida-${stamp}`;
    await sendToList(page, lang, templateId, list.name, 2, tag);

    // Ana reads it in the outbox: the pixel loads (an open) and her click goes through the tracked link.
    const messageId = await newestMessageTo(page, ana);
    await page.goto(`${BASE}/api/dev/outbox/${messageId}`);
    const mail = page.frameLocator('iframe').first();
    await mail.getByText(/Ana/).first().waitFor();
    const link = mail.locator('a[href*="/api/email/c/"]').first();
    const [clicked] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await clicked.waitForURL(`**/${lang}/login?from=email`);
    await clicked.close();

    // The template to Ana alone, chosen in the dialog by her name: only she gets it, with her name merged in.
    const chosenTag = `elegida-${stamp}`;
    const chosenSend = await sendToContact(page, lang, templateId, 'Ana', `Ana Prieto <${ana}>`, chosenTag);
    assert.deepEqual(await outboxRecipientsTagged(page, chosenTag), [ana], 'the chosen send reached Ana and no one else');
    const chosenMessage = await newestMessageTo(page, ana);
    assert.notEqual(chosenMessage, messageId, 'Ana got a new message');
    await page.goto(`${BASE}/api/dev/outbox/${chosenMessage}`);
    await page.getByRole('heading', { level: 2, name: /^Ana / }).waitFor();
    await page.frameLocator('iframe').first().getByText(/Ana/).first().waitFor();
    await page.goto(`/${lang}/templates/sends`);
    const row = page.getByRole('row').filter({ has: page.locator(`a[href$="/templates/sends/${chosenSend}"]`) });
    await row.getByText(w.completed, { exact: true }).waitFor();
    await row.getByRole('cell', { name: w.oneContact, exact: true }).waitFor();
    await row.getByText(w.sentOf(1, 1), { exact: true }).waitFor();
    await axeClean(page, 'email sends');

    // Luis unsubscribes from his message's link: a confirmation page first (a GET changes nothing), then the button.
    const luisMessage = await newestMessageTo(page, luis);
    const raw = await (await page.request.get(`${BASE}/api/dev/outbox/${luisMessage}`)).text();
    const unsubscribe = /https?:\/\/[^"'<>\s]*\/api\/email\/u\/[A-Za-z0-9._~-]+/.exec(raw)?.[0];
    assert.ok(unsubscribe, 'the message has an unsubscribe link');
    await page.goto(unsubscribe.replace(/^https?:\/\/[^/]+/, BASE));
    await page.getByRole('button', { name: w.unsubscribe }).click();
    await page.getByRole('heading', { name: w.unsubscribed }).waitFor();

    // A second send to the list skips Luis.
    await sendToList(page, lang, templateId, list.name, 1, `${tag}-2`, w.suppressed);
    assert.equal(await newestMessageTo(page, luis), luisMessage, 'Luis got nothing new');

    // The statistics of the first send's tag: 2 sent, an open, a click and an unsubscribe.
    await page.goto(`/${lang}/templates/stats?tag=${encodeURIComponent(tag)}`);
    await page.getByRole('heading', { level: 1, name: w.stats }).waitFor();
    const figure = (name: string) => page.getByRole('region', { name, exact: true });
    for (const [name, value] of [[w.opens, '1'], [w.clicks, '1'], [w.unsubscribes, '1']] as const) {
      await figure(name).getByText(value, { exact: true }).waitFor();
    }
    await axeClean(page, 'email statistics');
    await context.close();
  });
}

describe('email journey', () => {
  journey('es');
  journey('en');
});
