import type { Contact, ContactFields, ContactListQuery } from '../../../../contract/contacts';
import type { Db } from '../../db/connection';
import { conflict, invalidField, notFound } from '../../http/errors';
import { checkValues, loadPropertyDefs, throwIfIssues } from '../customProperties/customProperties.service';
import * as lists from '../contactLists/contactLists.repository';
import * as pipelines from '../pipelines/pipelines.repository';
import { contactOrder, contactWhere, isUnfiltered, type ContactScope } from './contacts.filters';
import * as repo from './contacts.repository';
import { emitWorkflowEvents } from '../workflows/workflows.events';
import { propertyChanges } from './contacts.events';
import { decodeSegment } from '../analytics/segments';

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

/** Standard fields as stored: '' and null clear, undefined leaves unchanged. */
function standardFields(input: ContactFields): repo.StandardPatch {
  const email = blankToNull(input.email);
  const fields: repo.StandardPatch = {
    name: input.name?.trim(),
    surname: input.surname?.trim(),
    email: email ? email.toLowerCase() : email,
    phone: blankToNull(input.phone),
    organization: blankToNull(input.organization),
    jobTitle: blankToNull(input.jobTitle),
    source: blankToNull(input.source),
    city: blankToNull(input.city),
    country: blankToNull(input.country),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as repo.StandardPatch;
}

export async function requireContact(db: Db | repo.Conn, companyId: string, contactId: string) {
  const row = await repo.findContact(db, companyId, contactId);
  if (!row) throw notFound('Contact');
  return row;
}

export async function getContact(db: Db, companyId: string, contactId: string): Promise<Contact> {
  const row = await requireContact(db, companyId, contactId);
  const [contact] = await repo.hydrate(db, [row]);
  return contact;
}

async function checkCustom(db: Db, companyId: string, values: Record<string, unknown> | undefined) {
  if (!values) return undefined;
  const { values: checked, issues } = checkValues(await loadPropertyDefs(db, companyId), values);
  throwIfIssues(issues);
  return checked;
}

export async function createContact(
  db: Db,
  companyId: string,
  input: ContactFields & { collaboratorIds?: string[]; pipelineStageIds?: string[]; contactListIds?: string[] },
): Promise<Contact> {
  const fields = standardFields(input);
  const custom = await checkCustom(db, companyId, input.customProperties);
  if (fields.email && (await repo.findByEmail(db, companyId, fields.email))) {
    throw conflict(`A contact with the email ${fields.email} already exists`, 'duplicate_email');
  }
  const collaboratorIds = [...new Set(input.collaboratorIds ?? [])];
  const members = await repo.memberIds(db, companyId, collaboratorIds);
  const stranger = collaboratorIds.find((id) => !members.includes(id));
  if (stranger) throw invalidField('body.collaboratorIds', `${stranger} is not a collaborator of this company`);
  const stages: { id: string; pipelineId: string }[] = [];
  for (const stageId of new Set(input.pipelineStageIds ?? [])) {
    const stage = await pipelines.findStage(db, companyId, stageId);
    if (!stage) throw invalidField('body.pipelineStageIds', `Unknown pipeline stage ${stageId}`);
    if (stages.some((s) => s.pipelineId === stage.pipelineId)) throw invalidField('body.pipelineStageIds', 'A contact is in one stage per pipeline');
    stages.push(stage);
  }
  for (const listId of new Set(input.contactListIds ?? [])) {
    if (!(await lists.findList(db, companyId, listId))) throw invalidField('body.contactListIds', `Unknown contact list ${listId}`);
  }
  const row = await db.transaction().execute(async (trx) => {
    const created = await repo.insertContact(trx, {
      ...fields,
      companyId,
      customProperties: JSON.stringify(Object.fromEntries(Object.entries(custom ?? {}).filter(([, v]) => v !== null))),
      source: fields.source ?? 'manual',
    });
    if (collaboratorIds.length) await repo.assignCollaborators(trx, companyId, [created.id], collaboratorIds);
    for (const stage of stages) await pipelines.setContactStage(trx, companyId, created.id, { id: stage.id, pipelineId: stage.pipelineId });
    for (const listId of new Set(input.contactListIds ?? [])) await lists.addMembers(trx, companyId, listId, [created.id]);
    const contactId = created.id;
    await emitWorkflowEvents(trx, [
      { type: 'contact_created', companyId, contactId },
      ...[...new Set(input.contactListIds ?? [])].map((listId) => ({ type: 'list_added' as const, companyId, contactId, listId })),
      ...stages.map((s) => ({ type: 'stage_entered' as const, companyId, contactId, pipelineId: s.pipelineId, stageId: s.id })),
    ]);
    return created;
  });
  const [contact] = await repo.hydrate(db, [row]);
  return contact;
}

export async function updateContact(db: Db, companyId: string, contactId: string, input: ContactFields): Promise<Contact> {
  const existing = await requireContact(db, companyId, contactId);
  const fields = standardFields(input);
  const custom = await checkCustom(db, companyId, input.customProperties);
  if (fields.email && (await repo.findByEmail(db, companyId, fields.email, contactId))) {
    throw conflict(`A contact with the email ${fields.email} already exists`, 'duplicate_email');
  }
  const after = { name: fields.name ?? existing.name, email: fields.email === undefined ? existing.email : fields.email, phone: fields.phone === undefined ? existing.phone : fields.phone };
  if (!after.name && !after.email && !after.phone) throw invalidField('body.name', 'A contact needs at least a name, an email or a phone');
  // Workflows hear of each value that really changed, in the transaction that changes it.
  const row = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateContact(trx, companyId, contactId, fields, custom);
    if (updated) await emitWorkflowEvents(trx, propertyChanges(existing, updated, Object.keys(fields), Object.keys(custom ?? {})));
    return updated;
  });
  if (!row) throw notFound('Contact');
  const [contact] = await repo.hydrate(db, [row]);
  return contact;
}

/** Deletes and tells workflows in the same transaction (their runs of these contacts end: unenrolled). */
async function deleteAndTell(db: Db, companyId: string, contactIds: string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = await repo.existingContactIds(trx, companyId, contactIds);
    if (!ids.length) return 0;
    // Told first: the engine ends the contact's runs before the rows they point at go.
    await emitWorkflowEvents(trx, ids.map((contactId) => ({ type: 'contact_deleted' as const, companyId, contactId })));
    return repo.deleteContacts(trx, companyId, ids);
  });
}

export async function deleteContact(db: Db, companyId: string, contactId: string): Promise<void> {
  const deleted = await deleteAndTell(db, companyId, [contactId]);
  if (!deleted) throw notFound('Contact');
}

export async function bulkDelete(db: Db, companyId: string, contactIds: string[]): Promise<{ deleted: number }> {
  return { deleted: await deleteAndTell(db, companyId, [...new Set(contactIds)]) };
}

/** One page of contacts in a scope, with the paging and ordering rules of contract/contacts.ts. */
export async function pageContacts(db: Db, given: ContactScope, query: ContactListQuery) {
  const scope: ContactScope = query.segment ? { ...given, segment: decodeSegment(query.segment) } : given;
  const defs = await loadPropertyDefs(db, scope.companyId);
  const where = contactWhere(scope, defs);
  const order = contactOrder(scope, query, defs);
  const offset = (query.page - 1) * query.limit;
  if (isUnfiltered(scope)) {
    // Newest first (or a requested sort) over everything: the page walks an index and stops
    // after `limit` rows, so the count is a separate query; for the whole company, a counter.
    const whole = !scope.contactListId && !scope.pipelineId && !scope.pipelineStageId && !scope.contactIds && !scope.segment;
    const [rows, total] = await Promise.all([
      repo.pageContacts(db, where, order, query.limit, offset),
      whole ? repo.companyContactCount(db, scope.companyId) : repo.countContacts(db, where),
    ]);
    return { data: await repo.hydrate(db, rows), total, page: query.page, limit: query.limit };
  }
  // Search, filters or collaborators: every match must be read to sort and count; do it once.
  const page = await repo.pageWithTotal(db, where, order, query.limit, offset);
  const total = page.total ?? (await repo.countContacts(db, where));
  return { data: await repo.hydrate(db, page.rows), total, page: query.page, limit: query.limit };
}

export async function requireList(db: Db, companyId: string, listId: string) {
  const list = await lists.findList(db, companyId, listId);
  if (!list) throw notFound('Contact list');
  return list;
}

export async function requirePipeline(db: Db, companyId: string, pipelineId: string) {
  const pipeline = await pipelines.findPipeline(db, companyId, pipelineId);
  if (!pipeline) throw notFound('Pipeline');
  return pipeline;
}

export async function requireStage(db: Db, companyId: string, stageId: string) {
  const stage = await pipelines.findStage(db, companyId, stageId);
  if (!stage) throw notFound('Pipeline stage');
  return stage;
}

function targetContacts(body: { contactId?: string; contactIds?: string[] }): string[] {
  return [...new Set([...(body.contactId ? [body.contactId] : []), ...(body.contactIds ?? [])])];
}

async function checkAssignment(db: Db, companyId: string, body: { contactId?: string; contactIds?: string[]; collaboratorIds: string[] }) {
  const contactIds = targetContacts(body);
  const found = await repo.existingContactIds(db, companyId, contactIds);
  // A single foreign or unknown contact is a 404, as on every other contact call.
  if (found.length !== contactIds.length) throw notFound('Contact');
  const userIds = [...new Set(body.collaboratorIds)];
  const members = await repo.memberIds(db, companyId, userIds);
  const stranger = userIds.find((u) => !members.includes(u));
  if (stranger) throw invalidField('body.collaboratorIds', `${stranger} is not a collaborator of this company`);
  return { contactIds, userIds };
}

export async function assign(db: Db, companyId: string, body: { contactId?: string; contactIds?: string[]; collaboratorIds: string[] }) {
  const { contactIds, userIds } = await checkAssignment(db, companyId, body);
  return { assigned: await repo.assignCollaborators(db, companyId, contactIds, userIds) };
}

export async function unassign(db: Db, companyId: string, body: { contactId?: string; contactIds?: string[]; collaboratorIds: string[] }) {
  const contactIds = targetContacts(body);
  const found = await repo.existingContactIds(db, companyId, contactIds);
  if (found.length !== contactIds.length) throw notFound('Contact');
  return { unassigned: await repo.unassignCollaborators(db, companyId, contactIds, [...new Set(body.collaboratorIds)]) };
}
