import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { insertComment } from '../comments/comments.repository';
import { ensureApps, insertMessage, pageMessages, upsertConversation } from '../chat/chat.repository';
import { toMessage } from '../chat/chat.presenter';
import { eraseDue } from './erasure';
import { up } from '../comments/migrations/0851_erased_authors_before_0821';
import { createWorkflow } from '../workflows/workflows.fixtures';

const DAY = 86_400_000;

// One app and database for the file: each test makes its own company.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/**
 * When an account is erased, what its person wrote in companies that stay (comments on contacts,
 * chat messages) stays, but no longer carries their name: the author comes back marked erased (a
 * comment's `author.erased`, a message's `sentBy` with no user id), with no name or email, for the
 * app to say "Deleted user" in the reader's language.
 */
describe('comments and chat messages of an erased author', () => {
  it('keep their text, lose the name, and read as written by an erased user; other authors are untouched', async () => {
    const owner = await createTestUser(ctx);
    const ana = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    await ctx.db.updateTable('users').set({ name: 'Ana', surname: 'Borrada' }).where('id', '=', ana.id).execute();
    const contactId = (await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Cliente' } })).body._id as string;
    const write = (token: string, comment: string) => call(ctx, 'POST', '/api/contactComment/createContactComment', { token, body: { companyId: owner.companyId, contactId, comment } });
    const hers = await write(ana.token, 'Llamada hecha');
    expect(hers.body.author).toMatchObject({ _id: ana.id, name: 'Ana', surname: 'Borrada', erased: false });
    const his = await write(owner.token, 'Gracias');
    // A comment no user wrote (a workflow's) has no author id from the start: it keeps its name.
    await insertComment(ctx.db, { companyId: owner.companyId, contactId, authorId: null, authorName: 'Bienvenida', body: 'Inscrito', sourceKey: 'wf:1' });
    // Chat: a message Ana sent, and one an automation sent (no sender).
    const [app] = await ensureApps(ctx.db, owner.companyId, 'sandbox');
    const conversationId = await upsertConversation(ctx.db, { companyId: owner.companyId, appId: app.id, contactId, waId: '34600000001' });
    await insertMessage(ctx.db, { companyId: owner.companyId, conversationId, direction: 'out', type: 'text', text: 'Te llamo luego', status: 'sent', sentBy: ana.id });
    await insertMessage(ctx.db, { companyId: owner.companyId, conversationId, direction: 'out', type: 'text', text: 'Respuesta automática', status: 'sent' });

    expect((await call(ctx, 'POST', '/api/user/deletion', { token: ana.token, body: { password: ana.password } })).status).toBe(200);
    expect(await eraseDue(ctx.deps, new Date(Date.now() + 31 * DAY), () => {})).toMatchObject({ users: 1 });

    const list = await call(ctx, 'GET', `/api/getCommentsByContact/${owner.companyId}/${contactId}`, { token: owner.token });
    expect(list.status).toBe(200);
    const byText = Object.fromEntries(list.body.data.map((c: { comment: string; author: unknown }) => [c.comment, c.author]));
    expect(byText['Llamada hecha']).toEqual({ _id: null, name: '', surname: '', email: null, erased: true });
    expect(byText.Gracias).toMatchObject({ _id: owner.id, erased: false });
    expect(byText.Inscrito).toEqual({ _id: null, name: 'Bienvenida', surname: '', email: null, erased: false });
    expect(JSON.stringify(list.body)).not.toMatch(/Ana|Borrada/);
    const chat = Object.fromEntries((await pageMessages(ctx.db, conversationId, 50, 0)).rows.map(toMessage).map((m) => [m.text, m.sentBy]));
    expect(chat['Te llamo luego']).toEqual({ userId: null, name: '' });
    expect(chat['Respuesta automática']).toBeNull();
    const stored = await ctx.db.selectFrom('contactComments').select(['authorName', 'authorErased']).where('id', '=', hers.body._id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ authorName: '', authorErased: true });

    // Nothing breaks without the author: an admin still edits and deletes it; reading one works.
    expect((await call(ctx, 'GET', `/api/getCommentById/${owner.companyId}/${hers.body._id}`, { token: owner.token })).body.author.erased).toBe(true);
    const edited = await call(ctx, 'PUT', '/api/contactComment/editComment', { token: owner.token, body: { companyId: owner.companyId, commentId: hers.body._id, comment: 'Llamada hecha (revisado)' } });
    expect(edited.status).toBe(200);
    expect(edited.body.author).toMatchObject({ _id: null, erased: true });
    expect(his.status).toBe(201);
  });
});

/**
 * Authors erased before migration 0821 left their name on their comments (author_id NULL, the
 * name kept). Migration 0851 blanks those, and only those: comments no user wrote keep theirs.
 */
describe('comments of authors erased before migration 0821', () => {
  it('lose the name and read as an erased user; a workflow\'s, Calendly\'s and a living author\'s keep theirs', async () => {
    const owner = await createTestUser(ctx);
    const contactId = (await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Cliente' } })).body._id as string;
    await createWorkflow(ctx, owner, { name: 'Bienvenida' });
    const add = (authorName: string, body: string, sourceKey?: string) => insertComment(ctx.db, { companyId: owner.companyId, contactId, authorId: null, authorName, body, sourceKey });
    // As the erasure left them before 0821: no author id, the person's name.
    await add('Ana Borrada', 'Llamada hecha');
    await add('Calendly', 'Reserva', 'calendly:1');
    await add('Bienvenida', 'Inscrito sin clave'); // a workflow's, from before source keys
    await add('Bienvenida', 'Inscrito', 'wf:1');
    await call(ctx, 'POST', '/api/contactComment/createContactComment', { token: owner.token, body: { companyId: owner.companyId, contactId, comment: 'Gracias' } });

    await up(ctx.db);

    const list = await call(ctx, 'GET', `/api/getCommentsByContact/${owner.companyId}/${contactId}`, { token: owner.token });
    const byText = Object.fromEntries(list.body.data.map((c: { comment: string; author: unknown }) => [c.comment, c.author]));
    expect(byText['Llamada hecha']).toEqual({ _id: null, name: '', surname: '', email: null, erased: true });
    expect(byText.Reserva).toMatchObject({ name: 'Calendly', erased: false });
    expect(byText['Inscrito sin clave']).toMatchObject({ name: 'Bienvenida', erased: false });
    expect(byText.Inscrito).toMatchObject({ name: 'Bienvenida', erased: false });
    expect(byText.Gracias).toMatchObject({ _id: owner.id, erased: false });
    expect(JSON.stringify(list.body)).not.toMatch(/Ana|Borrada/);
  });
});
