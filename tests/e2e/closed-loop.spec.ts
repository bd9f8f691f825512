import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { axeClean } from './support/axe';
import { trialUserWithAdAccount } from './support/ads';
import { apiOf } from './support/api';
import { closeBrowser, getBrowser, newPage } from './support/fixtures';

after(closeBrowser);

type Offline = { _id: string; status: string; platform: string };
type Metrics = { conversions: number };

/**
 * Issue 16 §5–6, the whole loop: a visitor clicks the campaign's ad (the sandbox ad platform's
 * click, with its gclid), fills the published landing's form and writes on the chat; the team
 * answers in the inbox and drags the contact to the stage the company mapped to a conversion on
 * the conversions screen; the conversion is uploaded to the ad platform once, shows on the contact
 * and in the action's uploads, the campaign's statistics count it and so does the dashboard.
 */
describe('the closed loop: from an ad click to an offline conversion', () => {
  it('follows one click to a conversion reported once and counted by the campaign and the dashboard', async () => {
    const { page, context } = await newPage();
    await trialUserWithAdAccount(page);
    const api = await apiOf(page);
    const { companyId } = api;
    const suffix = Date.now().toString(36);

    // What other journeys build by hand: a published landing with a form, a campaign leading to it, an "upload clicks" action, a pipeline.
    const templates = (await api.call<{ data: { id: string; name: { es: string } }[] }>('GET', '/getAllBrizyTemplates')).data;
    const template = templates.find((t) => t.name.es === 'Servicios profesionales')!;
    const landing = await api.call<{ _id: string }>('POST', '/createLandingWithoutIA', { companyId, templateId: template.id, language: 'es' });
    await api.call('POST', '/updateSubdomain', { companyId, landingId: landing._id, subdomain: `loop-${suffix}` });
    const { url: landingUrl } = await api.call<{ url: string }>('POST', '/publishLanding', { companyId, landingId: landing._id });
    const campaign = await api.call<{ _id: string; name: string }>('POST', '/googleAds/createSearchCampaign', {
      companyId, name: 'Reformas Bilbao', goal: 'leads', businessName: 'Reformas Alba', finalUrl: landingUrl, dailyBudget: 20, landingId: landing._id,
      keywords: [{ text: 'reformas bilbao', matchType: 'PHRASE' }], negativeKeywords: [],
      ad: { headlines: ['Reformas en Bilbao', 'Presupuesto cerrado', 'Sin sorpresas'], descriptions: ['Reformas integrales con precio cerrado.', 'Pide tu presupuesto hoy.'], path1: 'reformas', path2: 'bilbao' },
      criteria: { locations: [{ locationId: 'ES-MD' }], languages: ['es'], devices: [], schedule: [], proximity: [] },
      assets: { highlightedText: [], siteLink: [] },
    });
    const action = await api.call<{ _id: string }>('POST', '/saveCompanyConversion', { companyId, name: 'Obra contratada', type: 'UPLOAD_CLICKS', category: 'PURCHASE', defaultValue: 0, alwaysUseDefaultValue: false });
    await api.call('POST', '/pipeline', { companyId, name: 'Ventas', stages: [{ name: 'Nuevo' }, { name: 'Visita' }, { name: 'Contratado' }] });

    // The conversions screen: the stage "Contratado" is the action "Obra contratada", worth 300.
    await page.goto('/es/conversions');
    await page.getByRole('heading', { name: 'Etapas que cuentan como conversión' }).waitFor();
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    const ruleDialog = page.getByRole('dialog', { name: 'Añadir una etapa que cuenta como conversión' });
    await ruleDialog.getByLabel('Etapa').selectOption({ label: 'Contratado' });
    await ruleDialog.getByRole('combobox', { name: 'Acción de conversión de Google' }).click();
    await page.getByRole('option', { name: 'Obra contratada' }).click();
    await ruleDialog.getByRole('spinbutton', { name: 'Valor de la conversión (€)' }).fill('300');
    await axeClean(page, 'conversion rule dialog');
    await ruleDialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('row').filter({ hasText: 'Contratado' }).filter({ hasText: 'Obra contratada' }).waitFor();
    await axeClean(page, 'conversions with a stage rule');

    // The ad: a click made yesterday (Google takes a click's conversion 6 hours after it), from the campaign's statistics.
    await page.goto(`/es/statistics/${campaign._id}`);
    await page.getByRole('button', { name: 'Simular un clic en el anuncio' }).click();
    const clickDialog = page.getByRole('dialog');
    await clickDialog.getByRole('button', { name: 'Simular el clic' }).click();
    const adLink = clickDialog.getByRole('link', { name: /gclid=/ });
    const clickUrl = (await adLink.getAttribute('href'))!;
    assert.ok(clickUrl.startsWith(landingUrl) && clickUrl.includes('gclid='), clickUrl);
    const before = (await api.call<{ data: { _id: string; metrics: Metrics }[] }>('GET', `/campaigns/${companyId}`)).data.find((c) => c._id === campaign._id)!.metrics;

    // The visitor lands from the ad and fills the form.
    const visitor = await (await getBrowser()).newContext({ locale: 'es-ES' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(clickUrl);
    await visitorPage.getByRole('textbox', { name: /^Nombre/ }).fill('Iker Loop');
    await visitorPage.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`iker-${suffix}@example.com`);
    await visitorPage.getByRole('textbox', { name: /^Teléfono/ }).fill('+34 655 300 400');
    await visitorPage.getByRole('checkbox').check();
    await visitorPage.getByRole('button', { name: 'Quiero mi presupuesto' }).click();
    await visitorPage.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    await visitor.close();

    // The chat: pair the test phone; the visitor writes from the number they gave; the team answers in the inbox.
    await page.goto('/es/crm/chat/session');
    await page.getByRole('button', { name: 'Conectar' }).click();
    const pairingUrl = await page.getByRole('link', { name: 'Abrir el teléfono de prueba' }).getAttribute('href');
    const phone = await context.newPage();
    await phone.goto(pairingUrl!);
    await phone.getByRole('button', { name: 'Vincular' }).click();
    await page.getByText('Conectado', { exact: true }).waitFor();
    await page.goto('/es/crm/chat');
    await page.getByText('En directo', { exact: true }).waitFor();
    await phone.getByLabel('Número del contacto').fill('+34 655 300 400');
    await phone.getByLabel('Nombre del perfil').fill('Iker');
    await phone.getByLabel('Texto o pie de foto').fill('¿Cuándo podéis venir a ver la obra?');
    await phone.getByRole('button', { name: 'Enviar a la empresa' }).click();
    await page.getByRole('button', { name: /Iker/ }).first().click();
    const box = page.getByRole('textbox', { name: 'Escribe un mensaje' });
    await box.fill('Mañana a las 10, Iker.');
    await box.press('Enter');
    // In the thread (the list): until the send's answer clears it, the composer holds the same text.
    await page.locator('ol').getByText('Mañana a las 10, Iker.', { exact: true }).waitFor();

    // The board: the contact goes to "Nuevo", then is dragged to "Contratado".
    const contact = (await api.call<{ data: { _id: string; name: string }[] }>('POST', '/contactsByFilter', { companyId, searchTerm: `iker-${suffix}` })).data[0]!;
    assert.ok(contact, 'the form made a contact');
    const pipelines = (await api.call<{ data: { stages: { _id: string; name: string }[] }[] }>('GET', `/pipelines/${companyId}`)).data;
    const stage = (name: string) => pipelines.flatMap((p) => p.stages).find((s) => s.name === name)!._id;
    await api.call('POST', '/addPipelineStageToContact', { companyId, contactId: contact._id, pipelineStageId: stage('Nuevo') });
    await page.goto('/es/crm/board');
    await page.getByRole('region', { name: 'Nuevo', exact: true }).getByRole('link', { name: 'Iker Loop' }).waitFor();
    const handle = page.getByRole('button', { name: 'Mover Iker Loop' });
    const from = (await handle.boundingBox())!;
    const to = (await page.getByRole('region', { name: 'Contratado', exact: true }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await page.mouse.up();
    await page.getByRole('region', { name: 'Contratado', exact: true }).getByRole('link', { name: /Iker/ }).waitFor();

    // The contact page shows the conversion reported to Google Ads (the job sends it within seconds).
    await page.goto(`/es/crm/contacts/${contact._id}`);
    const card = page.getByRole('region', { name: 'Conversiones en plataformas de anuncios' });
    await card.getByText('Enviada', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByText('Obra contratada').waitFor();
    await axeClean(page, 'contact with a reported conversion');

    // Back to "Visita" and again to "Contratado": nothing more is reported.
    await api.call('POST', '/addPipelineStageToContact', { companyId, contactId: contact._id, pipelineStageId: stage('Visita') });
    await api.call('POST', '/addPipelineStageToContact', { companyId, contactId: contact._id, pipelineStageId: stage('Contratado') });
    const reported = (await api.call<{ data: Offline[] }>('GET', `/offlineConversions/${companyId}?contactId=${contact._id}`)).data;
    assert.deepEqual(reported.map((r) => [r.platform, r.status]), [['google', 'sent']]);

    // The conversions screen's list of what the closed loop reported names the contact once.
    await page.goto('/es/conversions');
    const reportedRows = page.getByRole('row').filter({ hasText: 'Iker Loop' });
    await reportedRows.first().waitFor();
    assert.equal(await reportedRows.count(), 1);
    // The action's own page: its offline uploads hold one, linked to this contact. (Opened by its
    // address: "Obra contratada" is also a cell of the rules and reported tables on the screen.)
    await page.goto(`/es/conversions/${action._id}/show`);
    await page.getByRole('heading', { name: 'Conversiones offline' }).waitFor();
    const uploads = page.getByRole('row').filter({ has: page.locator(`a[href$="/crm/contacts/${contact._id}"]`) });
    await uploads.first().waitFor();
    assert.equal(await uploads.count(), 1);
    await axeClean(page, 'conversion action with its upload');

    // The campaign counts it (on yesterday's click), and so does the dashboard.
    const after = (await api.call<{ data: { _id: string; metrics: Metrics }[] }>('GET', `/campaigns/${companyId}`)).data.find((c) => c._id === campaign._id)!.metrics;
    assert.equal(Math.round((after.conversions - before.conversions) * 100) / 100, 1);
    await page.goto('/es/mainpage');
    const campaignRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Reformas Bilbao' }) });
    await campaignRow.waitFor();
    const headers = await campaignRow.locator('xpath=ancestor::table').getByRole('columnheader').allInnerTexts();
    const cells = await campaignRow.getByRole('cell').allInnerTexts();
    const column = headers.filter((h) => h !== 'Campaña').indexOf('Enviadas desde el CRM');
    assert.equal(cells[column]?.trim(), '1');
    await context.close();
  });

  it('in English: a stage mapped to a Meta pixel sends the Conversions API event when a contact reaches it from its page', async () => {
    const { page, context } = await newPage();
    await trialUserWithAdAccount(page, 'en');
    const api = await apiOf(page);
    const { companyId } = api;

    // The social network connected in the sandbox, with a pixel added.
    await page.goto('/en/integrations');
    await page.getByRole('button', { name: 'Connect Social network (Meta)' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL('**/en/integrations');
    const pixels = page.getByRole('region', { name: 'Pixels' });
    const add = pixels.getByRole('button', { name: /^Add the pixel / }).first();
    const pixelName = ((await add.getAttribute('aria-label')) ?? '').replace('Add the pixel ', '');
    await add.click();
    await page.getByText(`Pixel “${pixelName}” added.`).waitFor();

    // The stage "Booked" is Meta's Schedule event on that pixel, worth 40.
    await api.call('POST', '/pipeline', { companyId, name: 'Appointments', stages: [{ name: 'New' }, { name: 'Booked' }] });
    await page.goto('/en/conversions');
    await page.getByRole('heading', { name: 'Stages that count as conversions' }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const ruleDialog = page.getByRole('dialog', { name: 'Add a stage that counts as a conversion' });
    await ruleDialog.getByLabel('Stage').selectOption({ label: 'Booked' });
    await ruleDialog.getByRole('combobox', { name: 'Meta pixel' }).click();
    await page.getByRole('option', { name: pixelName }).click();
    await ruleDialog.getByRole('combobox', { name: 'Meta event' }).click();
    await page.getByRole('option', { name: /^Schedule/ }).click();
    await ruleDialog.getByRole('spinbutton', { name: 'Conversion value (€)' }).fill('40');
    await axeClean(page, 'conversion rule dialog (en)');
    await ruleDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Booked' }).filter({ hasText: pixelName }).waitFor();
    await axeClean(page, 'conversions with a Meta rule (en)');

    // A contact reaches "Booked" from its page; Meta gets the event (hashed email and phone) and the card says so.
    const pipelines = (await api.call<{ data: { name: string; stages: { _id: string; name: string }[] }[] }>('GET', `/pipelines/${companyId}`)).data;
    const first = pipelines.find((p) => p.name === 'Appointments')!.stages[0]!._id;
    const contact = await api.call<{ _id: string }>('POST', '/createContact', { companyId, name: 'Emma', surname: 'Stone', email: `emma-${Date.now()}@example.com`, phone: '+44 7700 900123', pipelineStageIds: [first] });
    await page.goto(`/en/crm/contacts/${contact._id}`);
    await page.getByRole('heading', { name: 'Emma Stone', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Appointments' }).click();
    await page.getByRole('option', { name: 'Booked' }).click();
    const card = page.getByRole('region', { name: 'Ad platform conversions' });
    await card.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByText(pixelName).first().waitFor();
    await axeClean(page, 'contact with a Meta conversion (en)');
    const reported = (await api.call<{ data: Offline[] }>('GET', `/offlineConversions/${companyId}?contactId=${contact._id}`)).data;
    assert.deepEqual(reported.map((r) => [r.platform, r.status]), [['meta', 'sent']]);

    // An "upload clicks" action's page in the dark theme, used by keyboard: a typed gclid Google has
    // never seen is refused, and the reason reads in English with Google's code.
    const action = await api.call<{ _id: string }>('POST', '/saveCompanyConversion', { companyId, name: 'Booked call', type: 'UPLOAD_CLICKS', category: 'BOOK_APPOINTMENT', defaultValue: 40, alwaysUseDefaultValue: false });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`/en/conversions/${action._id}/show`);
    const form = page.getByRole('form', { name: 'Upload an offline conversion' });
    await form.waitFor();
    await page.getByText('You have not uploaded offline conversions yet.').waitFor();
    await axeClean(page, 'upload clicks action, dark (en)');
    await form.getByRole('textbox', { name: /^gclid/ }).focus();
    await page.keyboard.type('TeSt_gclid_never_clicked_0123456789');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type), 'datetime-local', 'Tab from the gclid goes to the date');
    await form.getByLabel(/^Conversion date and time/).fill('2026-11-20T10:30');
    await form.getByRole('spinbutton', { name: /^Value/ }).focus();
    await page.keyboard.type('25');
    // Enter in a field sends the form.
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Google finds no click with that gclid in this account. (CLICK_NOT_FOUND)' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'TeSt_gclid_never_clicked_0123456789' }).filter({ hasText: 'Rejected' }).waitFor();
    await axeClean(page, 'upload clicks action with a refused upload, dark (en)');
    await context.close();
  });
});
