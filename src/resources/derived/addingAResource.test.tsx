import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../../contract/define';
import { defineResource, multiline, number, select, text } from '../../dataProvider/defineResource';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createHandlerApi, type RecordedCall } from '../../test/createHandlerApi';
import { ResourceRoutes } from './ResourceRoutes';

/*
 * What README's "Adding a resource" promises: a resource that exists nowhere else in the app —
 * its contract calls, its declaration and its translations, nothing more — gets a working list,
 * create and edit forms, delete, validation in the user's language and permissions.
 */

// 1. The contract's calls (in contract/<area>.ts, shared with the server).
const tag = z.object({ _id: z.string(), name: z.string(), colour: z.string(), description: z.string().nullable(), uses: z.number() });
const tagBody = { name: z.string().trim().min(1).max(40), colour: z.enum(['green', 'amber', 'red']), description: z.string().max(200).nullish() };
const tagCalls = {
  list: defineCall({ method: 'GET', path: '/chat-tags/:companyId', summary: 'Tags', company: { in: 'params', key: 'companyId' }, permission: 'chat:read', response: z.object({ data: z.array(tag), total: z.number() }) }),
  get: defineCall({ method: 'GET', path: '/chat-tags/:companyId/:id', summary: 'A tag', company: { in: 'params', key: 'companyId' }, permission: 'chat:read' }),
  create: defineCall({ method: 'POST', path: '/chat-tag', summary: 'New tag', company: { in: 'body', key: 'companyId' }, permission: 'chat:write', body: z.object({ companyId: z.string(), ...tagBody }) }),
  update: defineCall({ method: 'PUT', path: '/chat-tag/:companyId/:id', summary: 'Edit tag', company: { in: 'params', key: 'companyId' }, permission: 'chat:write', body: z.object(tagBody) }),
  remove: defineCall({ method: 'DELETE', path: '/chat-tag/:companyId/:id', summary: 'Delete tag', company: { in: 'params', key: 'companyId' }, permission: 'chat:delete' }),
};

// 2. The declaration (src/resources/chatTags/chatTagsResource.ts).
const chatTagsResource = defineResource({
  name: 'chatTags',
  path: 'chat/tags',
  menu: { group: 'chat', order: 2 },
  recordRepresentation: 'name',
  endpoints: { list: tagCalls.list, get: tagCalls.get, create: tagCalls.create, update: tagCalls.update, delete: tagCalls.remove },
  fields: {
    name: text({ required: true }),
    colour: select(['green', 'amber', 'red'], { required: true }),
    description: multiline({ list: false }),
    uses: number({ readOnly: true }),
  },
  list: { search: true, sort: { field: 'name', order: 'ASC' } },
});

// 3. Its translations (locales/es/chat.json).
const messages = {
  resources: {
    chatTags: {
      name_one: 'Etiqueta', name_other: 'Etiquetas', create: 'Crear una etiqueta',
      empty: { title: 'Todavía no hay etiquetas', body: 'Las etiquetas ordenan las conversaciones.' },
      fields: { name: 'Nombre', colour: 'Color', description: 'Descripción', uses: 'Usos' },
      choices: { colour: { green: 'Verde', amber: 'Ámbar', red: 'Rojo' } },
    },
  },
};

/** An in-memory server for those calls, recording what it was sent. */
function fakeTagServer() {
  const tags: z.infer<typeof tag>[] = [];
  const calls: RecordedCall[] = [];
  const find = (id: unknown) => tags.find((t) => t._id === id)!;
  const api = createHandlerApi({
    'GET /chat-tags/:companyId': () => ({ data: tags, total: tags.length }),
    'GET /chat-tags/:companyId/:id': ({ params }: { params: { id: string } }) => find(params.id),
    'POST /chat-tag': ({ body }: { body: Omit<z.infer<typeof tag>, '_id' | 'uses'> }) => {
      const created = { _id: `t${tags.length + 1}`, uses: 0, ...body, description: body.description ?? null };
      tags.push(created);
      return created;
    },
    'PUT /chat-tag/:companyId/:id': ({ params, body }: { params: { id: string }; body: Partial<z.infer<typeof tag>> }) => Object.assign(find(params.id), body),
    'DELETE /chat-tag/:companyId/:id': ({ params }: { params: { id: string } }) => {
      tags.splice(tags.indexOf(find(params.id)), 1);
      return { ok: true };
    },
  }, calls);
  return { api, tags, calls };
}

function renderTags(server: ReturnType<typeof fakeTagServer>, role: 'owner' | 'viewer' = 'owner') {
  render(
    <CrmStoryWrapper path="chat/tags" route="chat/tags/*" role={role} resources={[chatTagsResource]} api={server.api} messages={messages}>
      <ResourceRoutes resource={chatTagsResource} />
    </CrmStoryWrapper>,
  );
}

describe('adding a resource by declaring it', () => {
  it('drives list → create → edit → delete through the derived views', async () => {
    const server = fakeTagServer();
    const user = userEvent.setup({ delay: null });
    renderTags(server);

    // Empty list: the first one is offered.
    await user.click(await screen.findByRole('link', { name: 'Crear una etiqueta' }));

    // Create: the contract's schema refuses a blank name in Spanish before anything is sent.
    await user.type(await screen.findByRole('textbox', { name: /Nombre/ }), '  ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Obligatorio.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.call === 'POST /chat-tag')).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: /Nombre/ }));
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Urgente');
    await user.click(screen.getByRole('combobox', { name: /Color/ }));
    await user.click(await screen.findByRole('option', { name: 'Rojo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.tags).toMatchObject([{ name: 'Urgente', colour: 'red' }]));
    expect(server.calls.find((c) => c.call === 'POST /chat-tag')?.body).toMatchObject({ companyId: expect.any(String), name: 'Urgente', colour: 'red' });

    // Back on the list: the new tag, its colour's label, its uses.
    const row = (await screen.findByRole('link', { name: 'Urgente' })).closest('tr')!;
    expect(within(row).getByText('Rojo')).toBeInTheDocument();
    expect(within(row).getByText('0')).toBeInTheDocument();

    // Edit through the row's link.
    await user.click(within(row).getByRole('link', { name: 'Urgente' }));
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    await waitFor(() => expect(name).toHaveValue('Urgente'));
    await user.clear(name);
    await user.type(name, 'Muy urgente');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.tags[0].name).toBe('Muy urgente'));

    // Delete from the list.
    const edited = (await screen.findByRole('link', { name: 'Muy urgente' })).closest('tr')!;
    await user.click(within(edited).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(server.tags).toEqual([]));
    expect(await screen.findByText('Todavía no hay etiquetas')).toBeInTheDocument();
  });

  it("takes a role's permissions from the contract calls: a viewer reads and nothing more", async () => {
    const server = fakeTagServer();
    server.tags.push({ _id: 't1', name: 'Spam', colour: 'amber', description: null, uses: 3 });
    renderTags(server, 'viewer');
    await screen.findByRole('link', { name: 'Spam' });
    expect(screen.queryByRole('link', { name: 'Crear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});
