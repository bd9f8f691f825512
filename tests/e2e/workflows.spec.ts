import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { axeClean } from './crmSupport';
import { BASE, closeBrowser, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

/**
 * Issue 15's journey: a new user draws "form submitted → wait 1 minute → send an email → wait
 * 1 minute → if it was opened move to Cualificado, else send a chat template" in the builder,
 * activates it, and three contacts fill the form. The sandbox's clock advance
 * (/api/dev/workflows/advance) stands in for the minutes. Ana opens her email in the outbox and
 * goes down the "yes" path; Marta does not open hers and gets the chat template on the sandbox's
 * test phone (paired as chat.spec.ts does); Luis's run, waiting, is stopped from the runs page.
 * The workflow is paused from the list, and the list and runs read in English too.
 *
 * The wait between the send and the branch is what lets the open arrive before the branch asks
 * about it.
 */

type Api = Awaited<ReturnType<typeof setUp>>;

/** The chat session paired with the sandbox's test phone, as chat.spec.ts does it; answers the phone page's address. */
async function pairChat(page: Page): Promise<string> {
  await page.goto('/es/crm/chat');
  await page.getByRole('link', { name: 'Conectar' }).click();
  await page.getByRole('button', { name: 'Conectar' }).click();
  const pairingUrl = await page.getByRole('link', { name: 'Abrir el teléfono de prueba' }).getAttribute('href');
  assert.ok(pairingUrl?.includes('/api/chat/sandbox/pair/'));
  const phone = await page.context().newPage();
  await phone.goto(pairingUrl!);
  await phone.getByRole('button', { name: 'Vincular' }).click();
  await phone.getByRole('heading', { name: /Teléfono de prueba/ }).waitFor();
  await page.getByText('Conectado', { exact: true }).waitFor();
  const phoneUrl = phone.url();
  // Closed, so the app's tab is in front again (a background tab's animation frames are throttled: each builder step took seconds).
  await phone.close();
  await page.bringToFront();
  return phoneUrl;
}

/** What the builder picks from, made through the API (not this journey's subject), and the form's first submission (a form exists once it has one). */
async function setUp(page: Page, stamp: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const companyId = (await page.evaluate(() => localStorage.getItem('companyId')))!;
  const call = async <T,>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await page.request.fetch(`${BASE}/api${path}`, { method, data, headers: { authorization: `Bearer ${token}`, ...headers } });
    assert.ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const domainName = `flujos-${stamp}.com`;
  const domain = await call<{ _id: string }>('POST', '/mailerSend/domains/addDomain', { companyId, name: domainName });
  await call('PUT', `/mailerSend/domains/sandboxDns/${domain._id}`, { companyId, published: true });
  await call('GET', `/mailerSend/domains/verificationStatus/${domain._id}?companyId=${companyId}`);
  const user = await call<{ _id: string }>('GET', '/user');
  const { token: builderToken } = await call<{ token: string }>('POST', '/stripo/auth', { userId: user._id });
  const html = '<p>Hola {{name}}, gracias por escribirnos.</p>';
  const template = await call<{ name: string }>('POST', '/templates', { companyId, name: `Bienvenida ${stamp}`, subject: 'Gracias por tu interés', message: html, originalHtml: html }, { 'x-stripo-token': builderToken });
  const pipeline = await call<{ _id: string; name: string }>('POST', '/pipeline', { companyId, name: `Ventas ${stamp}`, stages: [{ name: 'Nuevo' }, { name: 'Cualificado' }] });
  const chat = await call<{ name: string }>('POST', '/whatsappTemplate', { companyId, name: `seguimiento_${stamp}`, message: '¿Te ayudamos con algo?' });
  // The sandbox's review approves it on the next sync (the channel sends only approved templates).
  await call('POST', '/whatsappTemplate/sync', { companyId });
  const { siteKey } = await call<{ siteKey: string }>('GET', `/getScriptForTracking/${companyId}`);
  const formKey = `contacto-${stamp}`;
  /** The public submit call a landing's or site's form posts to. */
  const submitForm = async (name: string, email: string, phone?: string) => {
    const res = await page.request.post(`${BASE}/api/webforms/submit/${siteKey}`, { data: { _form: formKey, name, email, ...(phone ? { phone } : {}) }, headers: { accept: 'application/json' } });
    assert.ok(res.ok(), `form: ${res.status()} ${await res.text()}`);
  };
  await submitForm('Primera', `primera-${stamp}@cliente.test`);
  /** The sandbox's clock advance, for this company's waiting runs only. */
  const advance = async (minutes: number) => {
    const res = await page.request.post(`${BASE}/api/dev/workflows/advance`, { data: { minutes, companyId } });
    assert.ok(res.ok(), `advance: ${res.status()} ${await res.text()}`);
  };
  return { companyId, call, domainName, template, pipeline, chat, formKey, submitForm, advance };
}

const panel = (page: Page) => page.getByRole('region', { name: /^Ajustes:/ });

/** Picks an option of a select or autocomplete in the side panel. */
async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).click();
}

/** A step from the palette of the "+" on an exit ("Disparador", "Enviar email", "Si / si no → Sí"…); its side panel opens. */
async function addStep(page: Page, after: string, step: string) {
  // The whole diagram in view first: a "+" below the canvas's edge cannot be scrolled to (the canvas pans, it does not scroll).
  const palette = page.getByRole('menu', { name: 'Añadir un paso' });
  // The fit, and a node re-measured after its text changed, move the canvas a frame or more after
  // the click that caused it; on a loaded host a press can land on the "+" and its release on the
  // moved canvas, and no menu opens (CI, stop 33). So the palette is asked for again, and said so.
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Ajustar a la pantalla' }).click();
    await page.getByRole('button', { name: `Añadir un paso aquí (${after})` }).click();
    try {
      await palette.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`# the palette on «${after}» did not open on click ${attempt}; clicking again`);
    }
  }
  await palette.getByRole('menuitem', { name: step, exact: true }).click();
  await page.getByRole('heading', { name: `Ajustes: ${step}` }).waitFor();
}

async function waitOneMinute(page: Page) {
  await choose(page, panel(page).getByRole('combobox', { name: /^Unidad/ }), 'Minutos');
  await panel(page).getByRole('spinbutton', { name: 'Cantidad' }).fill('1');
}

async function drawWorkflow(page: Page, api: Api, name: string) {
  await page.goto('/es/crm/workflows/create');
  await page.getByRole('heading', { level: 1, name: 'Nueva automatización' }).waitFor();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);

  await page.getByRole('group', { name: /^Disparador:/ }).click();
  await choose(page, panel(page).getByRole('combobox', { name: /^Tipo de disparador/ }), 'Formulario enviado');
  await choose(page, panel(page).getByRole('combobox', { name: 'Formulario (opcional)' }), api.formKey);
  await page.getByRole('group', { name: `Disparador: Cuando se envía el formulario «${api.formKey}»` }).waitFor();

  await addStep(page, 'Disparador', 'Esperar un tiempo');
  await waitOneMinute(page);
  await addStep(page, 'Esperar un tiempo', 'Enviar email');
  await choose(page, panel(page).getByRole('combobox', { name: 'Plantilla' }), api.template.name);
  await panel(page).getByRole('textbox', { name: 'Remitente (email)' }).fill(`hola@${api.domainName}`);

  await addStep(page, 'Enviar email', 'Si / si no');
  const condition = panel(page).getByRole('group', { name: 'Condición 1' });
  await choose(page, condition.getByRole('combobox', { name: /^Tipo de condición/ }), 'Email de un paso anterior');
  await choose(page, condition.getByRole('combobox', { name: /^Paso de email/ }), /Enviar email/);
  await choose(page, condition.getByRole('combobox', { name: /^Qué hizo/ }), 'Lo abrió');
  // The wait goes in between the send and the branch, by the "+" on the send's exit.
  await addStep(page, 'Enviar email', 'Esperar un tiempo');
  await waitOneMinute(page);

  await addStep(page, 'Si / si no → Sí', 'Mover a una etapa');
  await choose(page, panel(page).getByRole('combobox', { name: /^Embudo/ }), api.pipeline.name);
  await choose(page, panel(page).getByRole('combobox', { name: /^Etapa/ }), 'Cualificado');
  await addStep(page, 'Si / si no → No', 'Enviar plantilla de chat');
  await choose(page, panel(page).getByRole('combobox', { name: 'Plantilla' }), api.chat.name);

  const canvas = page.getByRole('region', { name: 'Diagrama de la automatización' });
  for (const edge of ['«Disparador» a «Esperar un tiempo»', '«Esperar un tiempo» a «Enviar email»', '«Enviar email» a «Esperar un tiempo»', '«Esperar un tiempo» a «Si / si no»', '«Si / si no» a «Mover a una etapa»', '«Si / si no» a «Enviar plantilla de chat»']) {
    // Edges are SVG paths Playwright counts as hidden; their accessible names are what is read.
    await canvas.getByRole('img', { name: `Conexión de ${edge}` }).waitFor({ state: 'attached' });
  }
  await axeClean(page, 'workflow builder');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForURL(/\/es\/crm\/workflows\/edit\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Activar' }).click();
  await page.getByText('Activa', { exact: true }).first().waitFor();
  return /edit\/([0-9a-f-]{36})/.exec(page.url())![1];
}

/** The runs page's row of a contact. */
const runRow = (page: Page, contact: string) => page.getByRole('row').filter({ hasText: contact });

async function waitForRunStatus(page: Page, contact: string, status: string) {
  // The page reads itself again every few seconds while runs are in flight.
  await runRow(page, contact).getByText(status, { exact: true }).waitFor({ timeout: 30_000 });
}

describe('workflows journey', () => {
  it('es: a form → wait → email → wait → if opened to Cualificado else chat workflow drawn and activated; with the clock advanced Ana opens her email and takes the yes path, Marta the no path (chat template on the test phone), every step in the log; Luis\'s waiting run is stopped; the workflow is paused; en: the list and runs read in English', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    const stamp = Date.now().toString(36);
    const api = await setUp(page, stamp);
    const phoneUrl = await pairChat(page);
    const name = `Seguimiento de formulario ${stamp}`;
    const workflowId = await drawWorkflow(page, api, name);

    const ana = `ana-${stamp}@cliente.test`;
    const luis = `luis-${stamp}@cliente.test`;
    await api.submitForm('Ana', ana);
    await api.submitForm('Luis', luis);
    await api.submitForm('Marta', `marta-${stamp}@cliente.test`, '+34 655 300 400');

    await page.goto(`/es/crm/workflow-executions/${workflowId}`);
    await page.getByRole('heading', { level: 1, name: `Ejecuciones de «${name}»` }).waitFor();
    await waitForRunStatus(page, 'Ana', 'Esperando');
    await waitForRunStatus(page, 'Luis', 'Esperando');
    await waitForRunStatus(page, 'Marta', 'Esperando');
    await axeClean(page, 'workflow runs');

    // A minute later both got the email and wait again before the branch.
    await api.advance(1);
    const outbox = async (to: string) => (await page.request.get(`${BASE}/api/dev/outbox?to=${encodeURIComponent(to)}`)).text();
    for (const to of [ana, luis]) {
      await expectEventually(async () => /\/api\/dev\/outbox\/[0-9a-f-]{36}/.test(await outbox(to)), `the email to ${to}`);
    }

    // Luis's run, waiting, is stopped after confirming.
    await page.reload();
    await waitForRunStatus(page, 'Luis', 'Esperando');
    await runRow(page, 'Luis').getByRole('button', { name: /^Detener: Luis/ }).click();
    const confirm = page.getByRole('dialog', { name: '¿Detener la ejecución de Luis?' });
    await axeClean(page, 'terminate dialog');
    await confirm.getByRole('button', { name: 'Detener' }).click();
    await waitForRunStatus(page, 'Luis', 'Detenida');

    // Ana reads hers in the outbox: the open pixel loads in the message's frame.
    const messageId = /\/api\/dev\/outbox\/([0-9a-f-]{36})/.exec(await outbox(ana))![1];
    const mailPage = await context.newPage();
    await mailPage.goto(`${BASE}/api/dev/outbox/${messageId}`);
    const mail = mailPage.frameLocator('iframe').first();
    await mail.getByText(/Hola Ana/).waitFor();
    // The server records the open before it answers the pixel, so a finished image request means a
    // recorded open. (`complete`, not a response event: the sandboxed frame's requests do not reach
    // Playwright's events; and not naturalWidth: the pixel's Cross-Origin-Resource-Policy:
    // same-origin keeps the frame's opaque origin from drawing it, though it was served.)
    const pixel = mail.locator('img[src*="/api/email/o/"]');
    await expectEventually(() => pixel.evaluate((img: HTMLImageElement) => img.complete), 'the open pixel to load');
    await mailPage.close();
    await page.bringToFront();

    // The next minute: the branch finds Ana's open and she moves to Cualificado; Marta, who did
    // not open hers, gets the chat template on the test phone.
    await api.advance(1);
    await waitForRunStatus(page, 'Marta', 'Completada');
    await runRow(page, 'Marta').getByRole('button', { name: 'Ver el registro de Marta' }).click();
    const martaLog = page.getByRole('dialog', { name: 'Registro de Marta' });
    await martaLog.getByText('Enviar plantilla de chat').first().waitFor();
    assert.equal(await martaLog.getByText('Mover a una etapa').count(), 0, 'the "yes" path was not taken');
    assert.equal(await martaLog.getByText('Hecho', { exact: true }).count(), 5, 'five steps done');
    await martaLog.getByRole('button', { name: 'Cerrar el registro' }).click();
    const phone = await context.newPage();
    await phone.goto(phoneUrl);
    await phone.getByText('¿Te ayudamos con algo?').first().waitFor();
    await phone.close();
    await page.bringToFront();
    await waitForRunStatus(page, 'Ana', 'Completada');
    await runRow(page, 'Ana').getByRole('button', { name: 'Ver el registro de Ana' }).click();
    const log = page.getByRole('dialog', { name: 'Registro de Ana' });
    for (const step of ['Esperar un tiempo', 'Enviar email', 'Si / si no', 'Mover a una etapa']) await log.getByText(step).first().waitFor();
    assert.equal(await log.getByText('Enviar plantilla de chat').count(), 0, 'the "no" path was not taken');
    assert.equal(await log.getByText('Hecho', { exact: true }).count(), 5, 'five steps done');
    await axeClean(page, 'run log');
    await log.getByRole('button', { name: 'Cerrar el registro' }).click();

    // The move was real: Ana (and not Marta) is in Cualificado.
    const { stages } = await api.call<{ stages: { name: string; contactCount: number }[] }>('GET', `/pipeline/${api.companyId}/${api.pipeline._id}`);
    assert.deepEqual(stages.map((st) => [st.name, st.contactCount]), [['Nuevo', 0], ['Cualificado', 1]]);

    // Paused from the list.
    await page.goto('/es/crm/workflows');
    await page.getByRole('switch', { name: `Activa: ${name}` }).click();
    await page.getByText(`«${name}» está en pausa`).waitFor();
    await axeClean(page, 'workflow list');

    // English: the list and the runs.
    await page.goto('/en/crm/workflows');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Paused', { exact: true }).first().waitFor();
    await row.getByText('2 completed').waitFor();
    await axeClean(page, 'workflow list (en)');
    await page.goto(`/en/crm/workflow-executions/${workflowId}`);
    await waitForRunStatus(page, 'Ana', 'Completed');
    await waitForRunStatus(page, 'Luis', 'Stopped');
    await runRow(page, 'Ana').getByRole('button', { name: 'See the log of Ana' }).click();
    await page.getByRole('dialog', { name: 'Log of Ana' }).getByText('Done', { exact: true }).first().waitFor();
    await axeClean(page, 'workflow runs (en)');
    await context.close();
  });
});

async function expectEventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < until, `timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
