import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../../../../contract/workflows';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { createTestUser, type TestUser } from '../../../../test/fixtures';
import { ensureApps } from '../../chat/chat.repository';
import { createProperty } from '../../customProperties/customProperties.service';
import { addMembers, insertList } from '../../contactLists/contactLists.repository';
import { addSendingDomain, addTemplate, insertContact, outbox } from '../../emailSending/emailSending.fixtures';
import { insertMessage } from '../../emailSending/emailSending.repository';
import { insertPipeline, insertStage } from '../../pipelines/pipelines.repository';
import { TASK_HANDLERS } from './index';
import { stepOf, taskContext } from './tasks.fixtures';
import { PermanentTaskError, type TaskHandler } from './types';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let stranger: TestUser;
const GONE = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

/** Runs the registered handler of a step for a contact, as the engine would. */
function run<T extends Step['type']>(type: T, contactId: string, fields: Record<string, unknown>, options: { idempotencyKey?: string } = {}) {
  const handler = TASK_HANDLERS[type as keyof typeof TASK_HANDLERS] as TaskHandler | undefined;
  if (!handler) throw new Error(`no handler for ${type}`);
  return handler(taskContext(ctx, owner.companyId, contactId, stepOf(type, fields), options)) as Promise<Record<string, unknown>>;
}
const contact = (values: Parameters<typeof insertContact>[2] & { phone?: string }) =>
  insertContact(ctx, owner.companyId, values).then(async (id) => {
    if (values.phone) await ctx.db.updateTable('contacts').set({ phone: values.phone }).where('id', '=', id).execute();
    return id;
  });
const contactRow = (id: string) => ctx.db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('send_email', () => {
  it('sends the template to the contact once per idempotency key; the output names the message', async () => {
    await addSendingDomain(ctx, owner.companyId, 'mail.example.com');
    const template = await addTemplate(ctx, owner.companyId, { subject: 'Bienvenida {{name}}', html: '<p>Hola</p>' });
    const id = await contact({ name: 'Ana', email: 'ana.tasks@example.com' });
    const fields = { templateId: template.id, fromEmail: 'hola@mail.example.com' };
    const first = await run('send_email', id, fields, { idempotencyKey: 'run1:send' });
    const again = await run('send_email', id, fields, { idempotencyKey: 'run1:send' });
    expect(first).toMatchObject({ status: 'sent', to: 'ana.tasks@example.com', messageId: expect.any(String) });
    expect(again.messageId).toBe(first.messageId);
    expect(await outbox(ctx, 'ana.tasks@example.com')).toHaveLength(1);
    // Another key (another run) is another email.
    await run('send_email', id, fields, { idempotencyKey: 'run2:send' });
    const mails = await outbox(ctx, 'ana.tasks@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('Bienvenida Ana');
    const message = await ctx.db.selectFrom('emailMessages').select(['templateId', 'contactId']).where('id', '=', String(first.messageId)).executeTakeFirstOrThrow();
    expect(message).toEqual({ templateId: template.id, contactId: id });
  });

  it('a send whose outcome is unknown (crash mid-send) is not repeated; a refused one is sent again', async () => {
    const template = await addTemplate(ctx, owner.companyId, { subject: 'Otra vez', html: '<p>Hola</p>' });
    const id = await contact({ name: 'Bruno', email: 'bruno@example.com' });
    const row = (status: 'sending' | 'failed', idempotencyKey: string) => ({
      companyId: owner.companyId, contactId: id, toEmail: 'bruno@example.com', fromEmail: 'hola@mail.example.com', subject: 'Otra vez', status,
      language: 'es' as const, tokenHash: Buffer.from(idempotencyKey), headerMessageId: `<${idempotencyKey}@mail.example.com>`, idempotencyKey,
    });
    const inDoubt = await insertMessage(ctx.db, row('sending', 'crash:send'));
    const refused = await insertMessage(ctx.db, row('failed', 'refused:send'));
    const fields = { templateId: template.id, fromEmail: 'hola@mail.example.com' };
    expect((await run('send_email', id, fields, { idempotencyKey: 'crash:send' })).messageId).toBe(inDoubt);
    expect(await outbox(ctx, 'bruno@example.com')).toHaveLength(0);
    const resent = await run('send_email', id, fields, { idempotencyKey: 'refused:send' });
    expect(resent.messageId).not.toBe(refused);
    expect(await outbox(ctx, 'bruno@example.com')).toHaveLength(1);
  });

  it('fails for good when the template is gone, the contact has no email or the sender is not verified', async () => {
    const template = await addTemplate(ctx, owner.companyId, { subject: 'Hola', html: '<p>Hola</p>' });
    const id = await contact({ name: 'Sin correo' });
    const withEmail = await contact({ name: 'Con correo', email: 'con@example.com' });
    await expect(run('send_email', withEmail, { templateId: GONE, fromEmail: 'hola@mail.example.com' })).rejects.toThrow(/template no longer exists/);
    await expect(run('send_email', id, { templateId: template.id, fromEmail: 'hola@mail.example.com' })).rejects.toThrow(/no email/);
    await expect(run('send_email', withEmail, { templateId: template.id, fromEmail: 'hola@unverified.example.com' })).rejects.toBeInstanceOf(PermanentTaskError);
    expect(await outbox(ctx, 'con@example.com')).toHaveLength(0);
  });
});

describe('send_chat_template', () => {
  it('sends the approved template with its variables once per key; a deleted template fails for good', async () => {
    const [app] = await ensureApps(ctx.db, owner.companyId, ctx.deps.connectors.chat.provider);
    await ctx.db.updateTable('chatApps').set({ status: 'ready', phone: '+34910000000' }).where('id', '=', app.id).execute();
    const template = await ctx.db.insertInto('chatTemplates').values({
      companyId: owner.companyId, name: 'cita', category: 'UTILITY', language: 'es', header: null, message: 'Hola {{1}}, su cita es el {{2}}',
      variables: ['Ana', 'lunes'], status: 'APPROVED',
    }).returning('id').executeTakeFirstOrThrow();
    const id = await contact({ name: 'Luis', phone: '+34 611 222 333' });
    const fields = { templateId: template.id, variables: { 1: 'Luis', 2: 'martes' } };
    const first = await run('send_chat_template', id, fields, { idempotencyKey: 'run1:chat' });
    const again = await run('send_chat_template', id, fields, { idempotencyKey: 'run1:chat' });
    expect(again.chatMessageId).toBe(first.chatMessageId);
    const sent = await ctx.db.selectFrom('chatMessages').select(['text', 'templateId']).where('companyId', '=', owner.companyId).where('direction', '=', 'out').execute();
    expect(sent).toEqual([{ text: 'Hola Luis, su cita es el martes', templateId: template.id }]);
    await expect(run('send_chat_template', id, { templateId: GONE }, { idempotencyKey: 'run2:chat' })).rejects.toThrow(/chat template no longer exists/);
    // Claimed with no message: a crash between the channel and the database; never sent again.
    await ctx.db.insertInto('chatSendClaims').values({ companyId: owner.companyId, key: 'crash:chat' }).execute();
    await expect(run('send_chat_template', id, fields, { idempotencyKey: 'crash:chat' })).rejects.toBeInstanceOf(PermanentTaskError);
    expect(await ctx.db.selectFrom('chatMessages').select('id').where('companyId', '=', owner.companyId).where('direction', '=', 'out').execute()).toHaveLength(1);
    const noPhone = await contact({ name: 'Sin teléfono', email: 'sin.tel@example.com' });
    await expect(run('send_chat_template', noPhone, fields, { idempotencyKey: 'run3:chat' })).rejects.toThrow(/no phone/);
  });
});

describe('contact changes', () => {
  it('set_property: standard fields and custom properties checked like an edit; a deleted property fails for good', async () => {
    await createProperty(ctx.db, owner.companyId, { propertyName: 'nivel', type: 'single_choice', options: ['Oro', 'Plata'] });
    await createProperty(ctx.db, owner.companyId, { propertyName: 'puntos', type: 'number', options: [] });
    const id = await contact({ name: 'Marta', customProperties: { nivel: 'Plata' } });
    expect(await run('set_property', id, { property: 'city', value: 'Granada' })).toEqual({ property: 'city', previous: null, value: 'Granada' });
    expect(await run('set_property', id, { property: 'nivel', value: 'oro' })).toEqual({ property: 'nivel', previous: 'Plata', value: 'Oro' });
    expect(await run('set_property', id, { property: 'puntos', value: '12' })).toMatchObject({ value: 12 });
    const row = await contactRow(id);
    expect(row.city).toBe('Granada');
    expect(row.customProperties).toMatchObject({ nivel: 'Oro', puntos: 12 });
    await expect(run('set_property', id, { property: 'nivel', value: 'Bronce' })).rejects.toBeInstanceOf(PermanentTaskError);
    await expect(run('set_property', id, { property: 'email', value: 'not-an-email' })).rejects.toBeInstanceOf(PermanentTaskError);
    await expect(run('set_property', id, { property: 'borrada', value: 'x' })).rejects.toThrow(/no longer exists/);
    expect((await contactRow(id)).customProperties).toMatchObject({ nivel: 'Oro' });
  });

  it('move_to_stage, add_to_list, remove_from_list', async () => {
    const pipelineId = (await insertPipeline(ctx.db, { companyId: owner.companyId, name: 'Embudo', description: null })).id;
    const qualified = await insertStage(ctx.db, { companyId: owner.companyId, pipelineId, name: 'Qualified', color: null, position: 0 });
    const listId = await insertList(ctx.db, { companyId: owner.companyId, name: 'Interesados', description: null });
    const id = await contact({ name: 'Nico' });
    expect(await run('move_to_stage', id, { pipelineId, stageId: qualified })).toEqual({ pipelineId, stageId: qualified, stageName: 'Qualified' });
    const stage = await ctx.db.selectFrom('contactPipelineStages').select('stageId').where('contactId', '=', id).executeTakeFirst();
    expect(stage?.stageId).toBe(qualified);
    expect(await run('add_to_list', id, { listId })).toMatchObject({ listId, added: true });
    expect(await run('add_to_list', id, { listId })).toMatchObject({ added: false });
    expect(await run('remove_from_list', id, { listId })).toMatchObject({ listId, removed: true });
    const members = await ctx.db.selectFrom('contactListMembers').select('contactId').where('listId', '=', listId).execute();
    expect(members).toEqual([]);
    await expect(run('move_to_stage', id, { pipelineId, stageId: GONE })).rejects.toThrow(/stage no longer exists/);
    await expect(run('add_to_list', id, { listId: GONE })).rejects.toThrow(/list no longer exists/);
    await expect(run('remove_from_list', id, { listId: GONE })).rejects.toBeInstanceOf(PermanentTaskError);
    await addMembers(ctx.db, owner.companyId, listId, [id]);
    await ctx.db.deleteFrom('contacts').where('id', '=', id).execute();
    await expect(run('add_to_list', id, { listId })).rejects.toThrow(/contact no longer exists/);
  });

  it('assign_collaborator: only a member of the company', async () => {
    const id = await contact({ name: 'Olga' });
    expect(await run('assign_collaborator', id, { userId: agent.id })).toEqual({ userId: agent.id, assigned: true });
    const assigned = await ctx.db.selectFrom('contactCollaborators').select('userId').where('contactId', '=', id).execute();
    expect(assigned).toEqual([{ userId: agent.id }]);
    await expect(run('assign_collaborator', id, { userId: stranger.id })).rejects.toThrow(/no longer a member/);
  });

  it('add_comment: signed by the workflow, with no user as author', async () => {
    const id = await contact({ name: 'Pablo' });
    const out = await run('add_comment', id, { text: '  Llamar el lunes ' }, { idempotencyKey: 'run1:comment' });
    const comment = await ctx.db.selectFrom('contactComments').selectAll().where('id', '=', String(out.commentId)).executeTakeFirstOrThrow();
    expect(comment).toMatchObject({ contactId: id, authorId: null, body: 'Llamar el lunes', authorName: out.author });
    expect((await run('add_comment', id, { text: 'Llamar el lunes' }, { idempotencyKey: 'run1:comment' })).commentId).toBe(out.commentId);
    expect(await ctx.db.selectFrom('contactComments').select('id').where('contactId', '=', id).execute()).toHaveLength(1);
    await expect(run('add_comment', id, { text: '  ' })).rejects.toBeInstanceOf(PermanentTaskError);
  });

  it('notify_user: members only, once per key; nobody left fails for good', async () => {
    const id = await contact({ name: 'Quique', surname: 'Ruiz' });
    const out = await run('notify_user', id, { userIds: [agent.id, stranger.id], message: 'Lead caliente' }, { idempotencyKey: 'run1:notify' });
    expect(out).toEqual({ notified: [agent.id], skipped: [stranger.id] });
    await run('notify_user', id, { userIds: [agent.id], message: 'Lead caliente' }, { idempotencyKey: 'run1:notify' });
    const rows = await ctx.db.selectFrom('notifications').select(['userId', 'body', 'link']).where('companyId', '=', owner.companyId).execute();
    expect(rows).toEqual([{ userId: agent.id, body: 'Lead caliente', link: expect.stringMatching(/^\/crm\/workflow-executions\//) }]);
    expect(await ctx.db.selectFrom('notifications').select('id').where('userId', '=', stranger.id).execute()).toEqual([]);
    await expect(run('notify_user', id, { userIds: [stranger.id], message: 'x' })).rejects.toThrow(/None of the users/);
  });
});
