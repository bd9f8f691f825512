import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/connection';
import * as workflowEvents from '../workflows.events';
import type { WorkflowEvent } from '../workflows.events';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../../test/fixtures';
import { ensureApps } from '../../chat/chat.repository';
import { receiveMessage } from '../../chat/chat.incoming';
import { updateContact } from '../../contacts/contacts.service';
import { addSendingDomain, addTemplate } from '../../emailSending/emailSending.fixtures';
import { createProperty } from '../../customProperties/customProperties.service';
import { submit } from '../../webforms/webforms.service';

/**
 * Each area tells the engine of its changes through emitWorkflowEvents, inside the transaction
 * that makes the change. The engine is replaced here by a recorder that writes what it receives
 * into a table through the connection it is given: a call made outside the change's transaction,
 * or one whose transaction rolls back, shows in that table accordingly.
 */
const control = { failNext: false };
/** Writes what the engine is handed through the connection it is handed (see above). */
async function recordEvents(db: Db, events: WorkflowEvent[]): Promise<void> {
  if (!events.length) return;
  await sql`INSERT INTO emitted_events (in_transaction, events) VALUES (${db.isTransaction}, ${JSON.stringify(events)}::jsonb)`.execute(db);
  if (control.failNext) {
    control.failNext = false;
    throw new Error('the engine refused');
  }
}

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  await sql`CREATE TABLE emitted_events (id serial PRIMARY KEY, in_transaction boolean NOT NULL, events jsonb NOT NULL)`.execute(ctx.db);
  // A spy, not vi.mock: test files share their worker's modules (isolate: false), so the areas may
  // have loaded the real module already; the spy replaces the export they call, and goes after.
  vi.spyOn(workflowEvents, 'emitWorkflowEvents').mockImplementation(recordEvents);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await ctx?.close();
});
beforeEach(async () => {
  await sql`TRUNCATE emitted_events`.execute(ctx.db);
});

/** The calls the engine received since the test began, in order. */
async function emitted(): Promise<{ inTransaction: boolean; events: (WorkflowEvent & Record<string, unknown>)[] }[]> {
  const { rows } = await sql<{ inTransaction: boolean; events: (WorkflowEvent & Record<string, unknown>)[] }>`SELECT in_transaction, events FROM emitted_events ORDER BY id`.execute(ctx.db);
  return rows;
}
const events = async () => (await emitted()).flatMap((c) => c.events);

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  call(ctx, method, `/api${url}`, { token: owner.token, ...(body ? { body } : {}) });
const newContact = async (body: Record<string, unknown>) => (await api('POST', '/createContact', { companyId: owner.companyId, ...body })).body._id as string;

describe('contacts', () => {
  it('created (with its lists and stages) in the creating transaction', async () => {
    const listId = (await api('POST', '/contact-list', { companyId: owner.companyId, name: 'Nuevos' })).body._id;
    const pipeline = (await api('POST', '/pipeline', { companyId: owner.companyId, name: 'Ventas' })).body;
    const stageId = (await api('POST', '/pipelineStage', { companyId: owner.companyId, pipelineId: pipeline._id, name: 'Lead' })).body._id;
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    const contactId = await newContact({ name: 'Ana', contactListIds: [listId], pipelineStageIds: [stageId] });
    const calls = await emitted();
    expect(calls).toHaveLength(1);
    expect(calls[0].inTransaction).toBe(true);
    expect(calls[0].events).toEqual([
      { type: 'contact_created', companyId: owner.companyId, contactId },
      { type: 'list_added', companyId: owner.companyId, contactId, listId },
      { type: 'stage_entered', companyId: owner.companyId, contactId, pipelineId: pipeline._id, stageId },
    ]);
  });

  it('property changes: only real ones, with previous and new value; a rolled-back edit emits nothing', async () => {
    await createProperty(ctx.db, owner.companyId, { propertyName: 'plan', type: 'text', options: [] });
    const contactId = await newContact({ name: 'Bea', city: 'Madrid', customProperties: { plan: 'free' } });
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('PUT', `/contact/${contactId}`, { companyId: owner.companyId, city: 'Madrid', customProperties: { plan: 'free' } });
    expect(await events()).toEqual([]);
    await api('PUT', `/contact/${contactId}`, { companyId: owner.companyId, city: 'Bilbao', email: 'bea@example.com', customProperties: { plan: 'pro' } });
    const calls = await emitted();
    expect(calls).toHaveLength(1);
    expect(calls[0].inTransaction).toBe(true);
    const base = { type: 'property_changed', companyId: owner.companyId, contactId };
    expect(calls[0].events).toEqual(expect.arrayContaining([
      { ...base, property: 'city', previous: 'Madrid', value: 'Bilbao' },
      { ...base, property: 'email', previous: null, value: 'bea@example.com' },
      { ...base, property: 'plan', previous: 'free', value: 'pro' },
    ]));
    expect(calls[0].events).toHaveLength(3);
    // Clearing a custom property is a change to null.
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('PUT', `/contact/${contactId}`, { companyId: owner.companyId, customProperties: { plan: null } });
    expect(await events()).toEqual([{ ...base, property: 'plan', previous: 'pro', value: null }]);

    // The one-value call of the contact page is an edit too.
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('PUT', '/updateContactCustomProperty', { companyId: owner.companyId, contactId, propertyName: 'plan', value: 'gold' });
    await api('PUT', '/updateContactCustomProperty', { companyId: owner.companyId, contactId, propertyName: 'plan', value: 'gold' });
    expect(await emitted()).toEqual([{ inTransaction: true, events: [{ ...base, property: 'plan', previous: null, value: 'gold' }] }]);

    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    control.failNext = true;
    await expect(updateContact(ctx.db, owner.companyId, contactId, { city: 'Sevilla' })).rejects.toThrow('the engine refused');
    expect(await events()).toEqual([]);
    expect((await api('GET', `/contact/${owner.companyId}/${contactId}`)).body.city).toBe('Bilbao');
  });

  it('deleted, one by one and in bulk (one call)', async () => {
    const a = await newContact({ name: 'Carla' });
    const b = await newContact({ name: 'Dani' });
    const c = await newContact({ name: 'Eva' });
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('DELETE', `/contact/${a}`, { companyId: owner.companyId });
    await api('POST', '/bulkDeleteContacts', { companyId: owner.companyId, contactIds: [b, c] });
    const calls = await emitted();
    expect(calls.map((x) => x.events.map((e) => [e.type, e.contactId]))).toEqual([
      [['contact_deleted', a]],
      [['contact_deleted', b], ['contact_deleted', c]],
    ]);
    expect(calls.every((x) => x.inTransaction)).toBe(true);
  });

  it('an import creates contacts with one call for the batch', async () => {
    const res = await api('POST', '/bulkImportContacts', { companyId: owner.companyId, contacts: [{ name: 'Imp 1' }, { name: 'Imp 2' }, { name: 'Imp 3' }] });
    expect(res.body.created).toBe(3);
    const calls = await emitted();
    expect(calls).toHaveLength(1);
    expect(calls[0].inTransaction).toBe(true);
    expect(calls[0].events.map((e) => e.type)).toEqual(['contact_created', 'contact_created', 'contact_created']);
  });

  it('an import that updates existing contacts: each value it really changed, in the same one call', async () => {
    const contactId = await newContact({ name: 'Julia', email: 'julia@example.com', city: 'Vigo' });
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('POST', '/bulkImportContacts', { companyId: owner.companyId, duplicates: 'update', contacts: [
      { email: 'julia@example.com', city: 'Lugo', name: 'Julia' },
      { name: 'Nueva', email: 'nueva@example.com' },
    ] });
    const calls = await emitted();
    expect(calls).toHaveLength(1);
    expect(calls[0].inTransaction).toBe(true);
    expect(calls[0].events).toEqual([
      { type: 'contact_created', companyId: owner.companyId, contactId: expect.any(String) },
      { type: 'property_changed', companyId: owner.companyId, contactId, property: 'city', previous: 'Vigo', value: 'Lugo' },
    ]);
  });
});

describe('lists and stages', () => {
  it('added to a list: only contacts that were not in it; by filter in one call', async () => {
    const listId = (await api('POST', '/contact-list', { companyId: owner.companyId, name: 'Boletín' })).body._id;
    const a = await newContact({ name: 'Filtro Uno', city: 'Cádiz' });
    const b = await newContact({ name: 'Filtro Dos', city: 'Cádiz' });
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('POST', '/contact-lists/add-contact', { companyId: owner.companyId, contactListId: listId, contactIds: [a] });
    await api('POST', '/contact-lists/add-contact', { companyId: owner.companyId, contactListId: listId, contactIds: [a] });
    expect(await events()).toEqual([{ type: 'list_added', companyId: owner.companyId, contactId: a, listId }]);
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('POST', '/contact-lists/add-bulk-contacts', { companyId: owner.companyId, contactListId: listId, filters: [{ filterField: 'city', filterValue: 'Cádiz' }] });
    const calls = await emitted();
    expect(calls).toHaveLength(1);
    expect(calls[0].inTransaction).toBe(true);
    expect(calls[0].events).toEqual([{ type: 'list_added', companyId: owner.companyId, contactId: b, listId }]);
  });

  it('entered a stage: once per real move', async () => {
    const pipeline = (await api('POST', '/pipeline', { companyId: owner.companyId, name: 'Soporte' })).body;
    const open = (await api('POST', '/pipelineStage', { companyId: owner.companyId, pipelineId: pipeline._id, name: 'Abierto' })).body._id;
    const closed = (await api('POST', '/pipelineStage', { companyId: owner.companyId, pipelineId: pipeline._id, name: 'Cerrado' })).body._id;
    const contactId = await newContact({ name: 'Fede' });
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await api('POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId, pipelineStageId: open });
    await api('POST', '/addPipelineStageToContact', { companyId: owner.companyId, contactId, pipelineStageId: open });
    await api('PUT', '/editPipelineStageOfContact', { companyId: owner.companyId, contactId, newPipelineStageId: closed });
    const calls = await emitted();
    expect(calls.every((c) => c.inTransaction)).toBe(true);
    expect(calls.flatMap((c) => c.events)).toEqual([
      { type: 'stage_entered', companyId: owner.companyId, contactId, pipelineId: pipeline._id, stageId: open },
      { type: 'stage_entered', companyId: owner.companyId, contactId, pipelineId: pipeline._id, stageId: closed },
    ]);
    // Its stage deleted with "move them to Abierto": the contact enters Abierto.
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    expect((await api('DELETE', `/pipelineStage/${owner.companyId}/${closed}?moveToPipelineStageId=${open}`)).body).toMatchObject({ movedContacts: 1 });
    const moved = await emitted();
    expect(moved).toEqual([{ inTransaction: true, events: [{ type: 'stage_entered', companyId: owner.companyId, contactId, pipelineId: pipeline._id, stageId: open }] }]);
  });
});

describe('web forms, chat and email engagement', () => {
  it('a submission: the contact it made, then the form submitted with that contact', async () => {
    const result = await submit(ctx.db, { companyId: owner.companyId, landingId: null, site: 'example.com' }, {
      formKey: 'contacto', fields: { name: 'Gema', email: 'gema@example.com' }, honeypotFilled: false, consent: true, consentText: null,
      visitorKey: null, pageUrl: null, firstTouch: null, lastTouch: null,
    }, { formName: 'Contacto', consentText: null, userAgent: null });
    const calls = await emitted();
    expect(calls.every((c) => c.inTransaction)).toBe(true);
    const all = calls.flatMap((c) => c.events);
    expect(all.map((e) => e.type)).toEqual(['contact_created', 'form_submitted']);
    expect(all[1]).toEqual({ type: 'form_submitted', companyId: owner.companyId, contactId: result.contactId, formId: expect.any(String) });
  });

  it('a message from a contact: a new number is a new contact; the message carries its text', async () => {
    const [app] = await ensureApps(ctx.db, owner.companyId, 'sandbox');
    await receiveMessage(ctx.deps, app, { from: '+34 600 111 222', profileName: 'Hugo', type: 'text', text: 'Quiero precios' });
    await receiveMessage(ctx.deps, app, { from: '+34 600 111 222', type: 'text', text: 'Hola otra vez' });
    const calls = await emitted();
    expect(calls.every((c) => c.inTransaction)).toBe(true);
    const all = calls.flatMap((c) => c.events);
    expect(all.map((e) => e.type)).toEqual(['contact_created', 'chat_message_received', 'chat_message_received']);
    expect(all.slice(1).map((e) => e.text)).toEqual(['Quiero precios', 'Hola otra vez']);
    expect(new Set(all.map((e) => e.contactId)).size).toBe(1);
  });

  it('email opened and link clicked: the first of each per message, with the template', async () => {
    await addSendingDomain(ctx, owner.companyId, 'news.example.com');
    const template = await addTemplate(ctx, owner.companyId, { name: 'Bienvenida', subject: 'Hola', html: '<p>Hola <a href="https://example.com/a">a</a></p>' });
    const contactId = await newContact({ name: 'Inés', email: 'ines@example.com' });
    const sent = await api('POST', '/mailerSend/sendEmail', { companyId: owner.companyId, from: { email: 'hola@news.example.com' }, to: { contactId }, templateId: template.id });
    expect(sent.status).toBe(200);
    const [mail] = await ctx.deps.connectors.mail.outbox('ines@example.com');
    const html = String(mail.html);
    const open = /\/api\/email\/o\/[A-Za-z0-9_-]+/.exec(html)![0];
    const click = /\/api\/email\/c\/[A-Za-z0-9_-]+\.\d+/.exec(html)![0];
    await sql`TRUNCATE emitted_events`.execute(ctx.db);
    await ctx.app.inject({ method: 'GET', url: open });
    await ctx.app.inject({ method: 'GET', url: open });
    await ctx.app.inject({ method: 'GET', url: click });
    await ctx.app.inject({ method: 'GET', url: click });
    const calls = await emitted();
    expect(calls.every((c) => c.inTransaction)).toBe(true);
    const base = { companyId: owner.companyId, contactId, messageId: sent.body.messageId, templateId: template.id };
    expect(calls.flatMap((c) => c.events)).toEqual([
      { type: 'email_opened', ...base },
      { type: 'email_clicked', ...base, url: 'https://example.com/a' },
    ]);
  });
});
