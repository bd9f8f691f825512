import type { ContactList } from '../../../../contract/contactLists';
import type { Db } from '../../db/connection';
import { conflict, notFound } from '../../http/errors';
import { contactWhere, type ContactScope } from '../contacts/contacts.filters';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import * as repo from './contactLists.repository';
import { emitWorkflowEvents } from '../workflows/workflows.events';

/** Adds, and tells workflows of each contact that was not in the list yet (one call for the lot), in one transaction. */
async function addAndTell(db: Db, companyId: string, listId: string, add: (trx: Db) => Promise<string[]>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const added = await add(trx);
    await emitWorkflowEvents(trx, added.map((contactId) => ({ type: 'list_added' as const, companyId, contactId, listId })));
    return added.length;
  });
}

function toContactList(row: repo.ListRow): ContactList {
  return {
    _id: row.id, companyId: row.companyId, name: row.name, description: row.description, contactCount: row.contactCount,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireList(db: Db, companyId: string, listId: string) {
  const row = await repo.findList(db, companyId, listId);
  if (!row) throw notFound('Contact list');
  return row;
}

async function checkNameFree(db: Db, companyId: string, name: string, exceptId?: string) {
  const other = await repo.findListByName(db, companyId, name);
  if (other && other.id !== exceptId) throw conflict(`A list named "${name}" already exists`, 'duplicate_name');
}

export async function pageLists(db: Db, companyId: string, query: { page: number; limit: number; search?: string }) {
  const { rows, total } = await repo.pageLists(db, companyId, query.search, query.limit, (query.page - 1) * query.limit);
  return { data: rows.map(toContactList), total, page: query.page, limit: query.limit };
}

export async function getList(db: Db, companyId: string, listId: string) {
  return toContactList(await requireList(db, companyId, listId));
}

export async function createList(db: Db, companyId: string, input: { name: string; description?: string | null }) {
  await checkNameFree(db, companyId, input.name);
  const id = await repo.insertList(db, { companyId, name: input.name, description: input.description || null });
  return getList(db, companyId, id);
}

export async function updateList(db: Db, companyId: string, listId: string, input: { name?: string; description?: string | null }) {
  await requireList(db, companyId, listId);
  if (input.name) await checkNameFree(db, companyId, input.name, listId);
  await repo.updateList(db, listId, {
    ...(input.name ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description || null } : {}),
  });
  return getList(db, companyId, listId);
}

export async function deleteList(db: Db, companyId: string, listId: string) {
  await requireList(db, companyId, listId);
  await repo.deleteList(db, listId);
}

export async function addContacts(db: Db, companyId: string, listId: string, contactIds: string[]) {
  await requireList(db, companyId, listId);
  return { affected: await addAndTell(db, companyId, listId, (trx) => repo.addMembers(trx, companyId, listId, [...new Set(contactIds)])) };
}

export async function removeContacts(db: Db, companyId: string, listId: string, contactIds: string[]) {
  await requireList(db, companyId, listId);
  return { affected: await repo.removeMembers(db, listId, [...new Set(contactIds)]) };
}

type BulkBody = { contactListId: string; contactIds?: string[] | null; searchTerm?: string | null; filters?: ContactScope['filters']; filterByCollaborators?: string[] | null };

/** By ids when given, else by the current search and filters (null = none). */
export async function bulk(db: Db, companyId: string, body: BulkBody, action: 'add' | 'remove') {
  await requireList(db, companyId, body.contactListId);
  if (body.contactIds?.length) {
    return action === 'add' ? addContacts(db, companyId, body.contactListId, body.contactIds) : removeContacts(db, companyId, body.contactListId, body.contactIds);
  }
  const scope: ContactScope = { companyId, searchTerm: body.searchTerm, filters: body.filters, collaborators: body.filterByCollaborators };
  const where = contactWhere(scope, await loadPropertyDefs(db, companyId));
  const affected = action === 'add'
    ? await addAndTell(db, companyId, body.contactListId, (trx) => repo.addMatching(trx, body.contactListId, where))
    : await repo.removeMatching(db, body.contactListId, where);
  return { affected };
}
