import type { CallDef } from '../../../../contract/define';
import type { Contact, ContactFilter } from '../../../../contract/contacts';
import type { ContactErasure } from '../../../../contract/dataProtection';
import { asBlob } from '../../../test/createHandlerApi';
import type { ApiClient, CallArgs } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { AGENT_ID, COMPANY_ID, OWNER_ID, type CrmData } from './crmFixtures';
import { fakeContactJobs } from './fakeContactJobs';

type Body = Record<string, unknown>;
type Handler = (args: CallArgs, body: Body) => unknown;
export type RecordedCall = { key: string; args: CallArgs };

const page = <T,>(rows: T[], query: CallArgs['query'] = {}) => {
  const p = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 100);
  return { data: rows.slice((p - 1) * limit, p * limit), total: rows.length, page: p, limit };
};
const notFound = () => new ApiError('Not found', 404, { error_code: 'not_found', message: 'Not found' });
let sequence = 0;
const newId = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;

function matches(c: Contact, f: ContactFilter): boolean {
  const v = String(f.filterValue).toLowerCase();
  if (f.filterField === 'contactListId') return c.contactListIds.includes(String(f.filterValue));
  if (f.filterField === 'pipelineStageId') return c.pipelineStages.some((s) => s.pipelineStageId === f.filterValue);
  if (f.filterField === 'pipelineId') return c.pipelineStages.some((s) => s.pipelineId === f.filterValue);
  const own = (c as Record<string, unknown>)[f.filterField] ?? c.customProperties[f.filterField];
  return own != null && String(own).toLowerCase().includes(v);
}

/**
 * An in-memory CRM server behind the app's ApiClient interface, for stories and component tests:
 * it answers the contract calls the CRM screens make, keeps what they change, and records every
 * call so a test can assert what was sent. Unknown calls fail loudly.
 */
export function createFakeCrmApi(data: CrmData, overrides: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const erasures: ContactErasure[] = [];
  const contact = (id: unknown) => data.contacts.find((c) => c._id === id) ?? (() => { throw notFound(); })();

  const handlers: Record<string, Handler> = {
    'POST /contactsByFilter': ({ query }, body) => {
      const search = String(body.searchTerm ?? '').toLowerCase();
      let rows = data.contacts.filter((c) => !search || [c.name, c.surname, c.email, c.phone].some((x) => x?.toLowerCase().includes(search)));
      for (const f of (body.filters as ContactFilter[] | null) ?? []) rows = rows.filter((c) => matches(c, f));
      const collaborators = (body.filterByCollaborators as string[] | null) ?? [];
      if (collaborators.length) rows = rows.filter((c) => collaborators.some((id) => (id === 'unassigned' ? !c.collaborators.length : c.collaborators.some((x) => x._id === id))));
      const field = query?.sortField as keyof Contact | undefined;
      if (field) {
        const dir = query?.sortOrder === 'desc' ? -1 : 1;
        rows = [...rows].sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * dir);
      }
      return page(rows, query);
    },
    'POST /contactsByPipelineStage': ({ query }, body) => page(data.contacts.filter((c) => c.pipelineStages.some((s) => s.pipelineStageId === body.pipelineStageId)), query),
    'GET /contact/:companyId/:contactId': ({ params }) => contact(params?.contactId),
    'POST /createContact': (_, body) => {
      const now = new Date().toISOString();
      const created: Contact = {
        _id: newId(), companyId: COMPANY_ID, name: '', surname: '', email: null, phone: null, organization: null, jobTitle: null, source: null, city: null, country: null,
        customProperties: {}, collaborators: [], pipelineStages: [], contactListIds: [], createdAt: now, updatedAt: now, ...(body as Partial<Contact>),
      };
      data.contacts.unshift(created);
      return created;
    },
    'PUT /contact/:id': ({ params }, body) => {
      const c = contact(params?.id);
      // As the server refuses it: a coded field issue, for the app to say in the user's language.
      if (typeof body.email === 'string' && body.email && !body.email.includes('@')) {
        throw new ApiError('Invalid request', 400, { error_code: 'validation_error', message: 'Invalid request', details: [{ path: 'body.email', message: 'Invalid email address', code: 'invalid_email' }] });
      }
      const { customProperties, ...fields } = body as Partial<Contact>;
      Object.assign(c, fields, { customProperties: { ...c.customProperties, ...customProperties } });
      return c;
    },
    'DELETE /contact/:id': ({ params }) => {
      data.contacts = data.contacts.filter((c) => c._id !== params?.id);
      return { ok: true };
    },
    // Data protection (contract/dataProtection.ts): the file is the contact and its comments here.
    'GET /contactPersonalData/:companyId/:contactId': ({ params }) => JSON.stringify({
      format: 'marketing-crm/contact-personal-data', version: 1, contactId: params?.contactId,
      areas: { contact: contact(params?.contactId), comments: data.comments.filter((c) => c.contactId === params?.contactId) },
    }),
    'DELETE /contactPersonalData/:companyId/:contactId': ({ params }) => {
      const erased = contact(params?.contactId);
      const comments = data.comments.filter((c) => c.contactId === erased._id).length;
      data.contacts = data.contacts.filter((c) => c !== erased);
      data.comments = data.comments.filter((c) => c.contactId !== erased._id);
      const counts = { contact: 1, comments };
      const entry = { _id: newId(), companyId: COMPANY_ID, contactId: erased._id, requestedBy: { _id: OWNER_ID, name: 'Olga Dueña' }, counts, rows: 1 + comments, files: 0, createdAt: new Date().toISOString() };
      erasures.unshift(entry);
      return entry;
    },
    'GET /contactErasures/:companyId': ({ query }) => page(erasures, query),
    'POST /bulkDeleteContacts': (_, body) => {
      const ids = body.contactIds as string[];
      data.contacts = data.contacts.filter((c) => !ids.includes(c._id));
      return { deleted: ids.length };
    },
    'POST /assignCollaboratorsToContact': (_, body) => {
      for (const id of body.contactIds as string[]) {
        const c = contact(id);
        for (const userId of body.collaboratorIds as string[]) {
          const m = data.collaborators.find((x) => x._id === userId);
          if (m && !c.collaborators.some((x) => x._id === userId)) c.collaborators.push({ _id: m._id, name: m.name, surname: m.surname, email: m.email });
        }
      }
      return { assigned: (body.contactIds as string[]).length };
    },
    'POST /unassignCollaboratorsToContact': (_, body) => {
      for (const id of (body.contactIds as string[]) ?? [body.contactId]) {
        const c = contact(id);
        c.collaborators = c.collaborators.filter((x) => !(body.collaboratorIds as string[]).includes(x._id));
      }
      return { unassigned: 1 };
    },
    'POST /contact-lists/add-bulk-contacts': (_, body) => {
      const ids = (body.contactIds as string[] | null) ?? data.contacts.map((c) => c._id);
      ids.forEach((id) => { const c = contact(id); if (!c.contactListIds.includes(String(body.contactListId))) c.contactListIds.push(String(body.contactListId)); });
      return { affected: ids.length };
    },
    'DELETE /contact-lists/remove-bulk-contacts': (_, body) => {
      const ids = (body.contactIds as string[] | null) ?? data.contacts.map((c) => c._id);
      ids.forEach((id) => { const c = contact(id); c.contactListIds = c.contactListIds.filter((l) => l !== body.contactListId); });
      return { affected: ids.length };
    },
    'GET /contact-lists/:companyId': ({ query }) => page(data.lists.filter((l) => !query?.search || l.name.toLowerCase().includes(String(query.search).toLowerCase())), query),
    'GET /contact-list/:companyId/:contactListId': ({ params }) => data.lists.find((l) => l._id === params?.contactListId) ?? (() => { throw notFound(); })(),
    'POST /contact-list': (_, body) => {
      const now = new Date().toISOString();
      const list = { _id: newId(), companyId: COMPANY_ID, name: String(body.name), description: (body.description as string) ?? null, contactCount: 0, createdAt: now, updatedAt: now };
      data.lists.push(list);
      return list;
    },
    'PUT /contact-list/:companyId/:contactListId': ({ params }, body) => Object.assign(data.lists.find((l) => l._id === params?.contactListId)!, body),
    'DELETE /contact-list/:companyId/:contactListId': ({ params }) => { data.lists = data.lists.filter((l) => l._id !== params?.contactListId); return { ok: true }; },
    'GET /pipelines/:companyId': () => page(data.pipelines),
    'POST /pipeline': (_, body) => {
      const now = new Date().toISOString();
      const pipeline = { _id: newId(), companyId: COMPANY_ID, name: String(body.name), description: null, position: data.pipelines.length, stages: [], createdAt: now, updatedAt: now };
      data.pipelines.push(pipeline);
      return pipeline;
    },
    'PUT /pipeline/:companyId/:pipelineId': ({ params }, body) => Object.assign(data.pipelines.find((p) => p._id === params?.pipelineId)!, body),
    'DELETE /pipeline/:companyId/:pipelineId': ({ params }) => { data.pipelines = data.pipelines.filter((p) => p._id !== params?.pipelineId); return { ok: true, releasedContacts: 0 }; },
    'POST /pipelineStage': (_, body) => {
      const pipeline = data.pipelines.find((p) => p._id === body.pipelineId)!;
      const stage = { _id: newId(), companyId: COMPANY_ID, pipelineId: pipeline._id, name: String(body.name), color: null, position: pipeline.stages.length, contactCount: 0, createdAt: new Date().toISOString() };
      pipeline.stages.push(stage);
      return stage;
    },
    'PUT /pipelineStage/:companyId/:pipelineStageId': ({ params }, body) => Object.assign(data.pipelines.flatMap((p) => p.stages).find((s) => s._id === params?.pipelineStageId)!, body),
    'DELETE /pipelineStage/:companyId/:pipelineStageId': ({ params }) => {
      for (const p of data.pipelines) p.stages = p.stages.filter((s) => s._id !== params?.pipelineStageId);
      return { ok: true, movedContacts: 0, releasedContacts: 0 };
    },
    'PUT /pipelineStagePositions': (_, body) => {
      const pipeline = data.pipelines.find((p) => p._id === body.pipelineId)!;
      const ids = body.pipelineStageIds as string[];
      pipeline.stages = ids.map((id, position) => ({ ...pipeline.stages.find((s) => s._id === id)!, position }));
      return page(pipeline.stages);
    },
    'POST /addPipelineStageToContact': (_, body) => moveTo(String(body.contactId), String(body.pipelineStageId)),
    'PUT /editPipelineStageOfContact': (_, body) => moveTo(String(body.contactId), String(body.newPipelineStageId)),
    'POST /removePipelineStageFromContact': (_, body) => {
      const c = contact(body.contactId);
      c.pipelineStages = c.pipelineStages.filter((s) => s.pipelineStageId !== body.pipelineStageId);
      recount();
      return { ok: true };
    },
    'GET /getCustomProperties/:companyId': () => page(data.properties),
    'POST /createCustomProperty': (_, body) => {
      const property = { _id: newId(), companyId: COMPANY_ID, propertyName: String(body.propertyName), label: String(body.label ?? body.propertyName), type: body.type as never, options: (body.options as string[]) ?? [], position: data.properties.length, createdAt: new Date().toISOString() };
      data.properties.push(property);
      return property;
    },
    'PUT /editCustomProperty': (_, body) => {
      const property = data.properties.find((p) => p.propertyName === body.propertyName) ?? (() => { throw notFound(); })();
      if (body.options !== undefined) {
        // As the server: options still held by contacts go only with clearRemovedOptions (409 options_in_use otherwise).
        const kept = body.options as string[];
        const held = new Map<string, number>();
        for (const c of data.contacts) {
          const v = c.customProperties[property.propertyName];
          for (const option of Array.isArray(v) ? v : v === undefined ? [] : [v]) if (!kept.includes(String(option))) held.set(String(option), (held.get(String(option)) ?? 0) + 1);
        }
        if (held.size && !body.clearRemovedOptions) {
          throw new ApiError('Contacts still hold options that would be removed', 409, { error_code: 'options_in_use', message: 'Contacts still hold options that would be removed', details: [...held].map(([option, contacts]) => ({ option, contacts })) });
        }
        for (const c of data.contacts) if (held.size && c.customProperties[property.propertyName] !== undefined && !Array.isArray(c.customProperties[property.propertyName]) && !kept.includes(String(c.customProperties[property.propertyName]))) delete c.customProperties[property.propertyName];
        property.options = kept;
      }
      if (body.label !== undefined) property.label = String(body.label);
      if (body.newPropertyName) property.propertyName = String(body.newPropertyName);
      return property;
    },
    'DELETE /deleteCustomProperty': (_, body) => { data.properties = data.properties.filter((p) => p.propertyName !== body.propertyName); return { ok: true }; },
    'GET /collaborators/:companyId': () => page(data.collaborators),
    'POST /addCollaborator': (_, body) => {
      const invited = { _id: newId(), userId: null, name: String(body.name ?? ''), surname: String(body.surname ?? ''), email: String(body.collaboratorEmail), role: body.role as never, waAppId: null, status: 'invited' as const, invitedAt: new Date().toISOString(), joinedAt: null };
      data.collaborators.push(invited);
      return invited;
    },
    'POST /collaborator/invitationLink': (_, body) => ({ link: `http://localhost:3000/${body.language}/invitation?token=fresh-${String(body.collaboratorId)}`, expiresAt: '2030-01-15T10:00:00.000Z' }),
    'PUT /editCollaborator': (_, body) => Object.assign(data.collaborators.find((c) => c._id === body.collaboratorId)!, body.newRole ? { role: body.newRole } : {}),
    'DELETE /removeCollaborator': (_, body) => { data.collaborators = data.collaborators.filter((c) => c._id !== body.collaboratorId); return { ok: true, releasedContacts: 0 }; },
    'GET /getCommentsByContact/:companyId/:contactId': ({ params }) => page(data.comments.filter((c) => c.contactId === params?.contactId)),
    'POST /contactComment/createContactComment': (_, body) => {
      const now = new Date().toISOString();
      const comment = { _id: newId(), companyId: COMPANY_ID, contactId: String(body.contactId), comment: String(body.comment), author: { _id: OWNER_ID, name: 'Olga', surname: 'Dueña', email: 'owner@example.com', erased: false }, createdAt: now, updatedAt: now, edited: false };
      data.comments.unshift(comment);
      return comment;
    },
    'PUT /contactComment/editComment': (_, body) => Object.assign(data.comments.find((c) => c._id === body.commentId)!, { comment: body.comment, edited: true }),
    'DELETE /deleteComment': (_, body) => { data.comments = data.comments.filter((c) => c._id !== body.commentId); return { ok: true }; },
    'GET /companies/:id/column-preferences': ({ query }) => {
      const columns = data.columnPreferences[String(query?.tableType)];
      if (!columns) throw notFound();
      return { companyId: COMPANY_ID, tableType: query?.tableType, columns };
    },
    'POST /companies/:id/column-preferences': (_, body) => {
      data.columnPreferences[String(body.tableType)] = body.columns as never;
      return body;
    },
    ...fakeContactJobs(() => data.contacts.length, newId, notFound),
    'GET /invitation/:token': ({ params }) => {
      if (params?.token !== 'valid-invitation-token-0001') throw notFound();
      return { companyName: 'Demo Company', email: 'new@example.com', role: 'agent', invitedBy: 'Olga Dueña', needsPassword: true, expiresAt: '2030-01-01T00:00:00.000Z' };
    },
    'POST /acceptInvitation': () => ({ token: 'session-token', companyId: COMPANY_ID, user: { _id: AGENT_ID, email: 'new@example.com', name: 'Nuevo', surname: '' } }),
    // The contact page's workflows card (src/custom/workflows/stories/workflowFake.ts answers it with runs).
    'GET /workflow/contactExecutions/:contactId': () => ({ data: [] }),
    ...overrides,
  };

  function recount() {
    for (const s of data.pipelines.flatMap((p) => p.stages)) s.contactCount = data.contacts.filter((c) => c.pipelineStages.some((x) => x.pipelineStageId === s._id)).length;
  }
  function moveTo(contactId: string, stageId: string) {
    const c = contact(contactId);
    const pipeline = data.pipelines.find((p) => p.stages.some((s) => s._id === stageId))!;
    const stage = pipeline.stages.find((s) => s._id === stageId)!;
    c.pipelineStages = [
      ...c.pipelineStages.filter((s) => s.pipelineId !== pipeline._id),
      { pipelineId: pipeline._id, pipelineName: pipeline.name, pipelineStageId: stage._id, stageName: stage.name, assignedAt: new Date().toISOString() },
    ];
    recount();
    return { ok: true };
  }
  async function call<T>(def: CallDef, args: CallArgs = {}): Promise<T> {
    const key = `${def.method} ${def.path}`;
    calls.push({ key, args });
    const handler = handlers[key];
    if (!handler) throw new Error(`fake CRM API: no handler for ${key}`);
    const body = (args.body && !(args.body instanceof FormData) ? args.body : {}) as Body;
    // A copy, as a real response would be: views must not share objects with the "server".
    return structuredClone(await handler(args, body)) as T;
  }

  const blob = async (def: CallDef, args: CallArgs = {}) => asBlob(await call<unknown>(def, args));

  return { api: { call, blob, baseUrl: '/api' } as ApiClient, calls, data };
}

export type FakeCrmApi = ReturnType<typeof createFakeCrmApi>;
