import {
  CHOICE_TYPES,
  checkPropertyValueCoded,
  normalizeOptions,
  type CustomProperty,
  type PropertyType,
} from '../../../../contract/customProperties';
import type { Db } from '../../db/connection';
import { AppError, badRequest, conflict, invalidField, notFound, type FieldIssue } from '../../http/errors';
import type { PropertyDef } from '../contacts/contacts.filters';
import * as repo from './customProperties.repository';
import { findContact } from '../contacts/contacts.repository';
import { propertyChanges } from '../contacts/contacts.events';
import { emitWorkflowEvents } from '../workflows/workflows.events';

export function toCustomProperty(row: repo.PropertyRow): CustomProperty {
  return {
    _id: row.id,
    companyId: row.companyId,
    propertyName: row.propertyName,
    label: row.label,
    type: row.type,
    options: normalizeOptions(row.options),
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadPropertyDefs(db: Db, companyId: string): Promise<PropertyDef[]> {
  const rows = await repo.listProperties(db, companyId);
  return rows.map((r) => ({ propertyName: r.propertyName, type: r.type, options: normalizeOptions(r.options) }));
}

/**
 * Checks a contact's custom values against the company's properties. Returns the values in
 * stored form (null = remove) and one issue per bad value; unknown names are issues too.
 */
export function checkValues(
  defs: PropertyDef[],
  values: Record<string, unknown>,
  pathPrefix = 'body.customProperties',
): { values: Record<string, unknown>; issues: FieldIssue[] } {
  const byName = new Map(defs.map((d) => [d.propertyName.toLowerCase(), d]));
  const out: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const [name, raw] of Object.entries(values)) {
    const def = byName.get(name.toLowerCase());
    if (!def) {
      issues.push({ path: `${pathPrefix}.${name}`, message: `Unknown custom property "${name}"` });
      continue;
    }
    const checked = checkPropertyValueCoded(def, raw);
    if (checked.ok) out[def.propertyName] = checked.value;
    else issues.push({ path: `${pathPrefix}.${def.propertyName}`, message: checked.message, code: checked.code, ...(checked.params ? { params: checked.params } : {}) });
  }
  return { values: out, issues };
}

export function throwIfIssues(issues: FieldIssue[]): void {
  if (issues.length) throw badRequest(issues.map((i) => i.message).join('; '), issues, 'validation_error');
}

async function requireProperty(db: Db, companyId: string, propertyName: string) {
  const row = await repo.findProperty(db, companyId, propertyName);
  if (!row) throw notFound('Custom property');
  return row;
}

export async function createProperty(
  db: Db,
  companyId: string,
  input: { propertyName: string; label?: string; type: PropertyType; options: string[] },
): Promise<CustomProperty> {
  if (CHOICE_TYPES.includes(input.type) && input.options.length === 0) {
    throw invalidField('body.options', 'A choice property needs at least one option');
  }
  if (await repo.findProperty(db, companyId, input.propertyName)) throw conflict(`A property named "${input.propertyName}" already exists`);
  const row = await repo.insertProperty(db, {
    companyId,
    propertyName: input.propertyName,
    label: input.label || input.propertyName,
    type: input.type,
    options: CHOICE_TYPES.includes(input.type) ? input.options : [],
  });
  return toCustomProperty(row);
}

export async function listProperties(db: Db, companyId: string) {
  const rows = await repo.listProperties(db, companyId);
  const data = rows.map(toCustomProperty);
  return { data, total: data.length, page: 1, limit: Math.max(data.length, 1) };
}

export async function getOptions(db: Db, companyId: string, propertyName: string) {
  const row = await requireProperty(db, companyId, propertyName);
  return { propertyName: row.propertyName, type: row.type, options: CHOICE_TYPES.includes(row.type) ? normalizeOptions(row.options) : [] };
}

export async function editProperty(
  db: Db,
  companyId: string,
  input: { propertyName: string; newPropertyName?: string; label?: string; options?: string[]; position?: number; clearRemovedOptions?: boolean },
): Promise<CustomProperty> {
  const row = await requireProperty(db, companyId, input.propertyName);
  const choice = CHOICE_TYPES.includes(row.type);
  if (input.options !== undefined && choice && input.options.length === 0) {
    throw invalidField('body.options', 'A choice property needs at least one option');
  }
  return db.transaction().execute(async (trx) => {
    const rename = input.newPropertyName && input.newPropertyName !== row.propertyName ? input.newPropertyName : undefined;
    if (rename) {
      const other = await repo.findProperty(trx, companyId, rename);
      if (other && other.id !== row.id) throw conflict(`A property named "${rename}" already exists`);
      await repo.renameValues(trx, companyId, row.propertyName, rename);
    }
    const options = input.options !== undefined && choice ? input.options : undefined;
    // Values that are no longer an option would fail every later edit of the contact: drop them,
    // and tell workflows (each contact's value really changed).
    if (options) {
      const property = rename ?? row.propertyName;
      const multiple = row.type === 'multiple_choice';
      // A removed option still held by contacts is a loss the user must agree to (an option typed
      // differently in the list is a removal and an addition): refuse, saying who holds what.
      if (!input.clearRemovedOptions) {
        const held = await repo.valuesOutside(trx, companyId, property, options, multiple);
        if (held.length) {
          const list = held.map((h) => `"${h.option}" (${h.contacts})`).join(', ');
          throw new AppError(409, 'options_in_use', `Contacts still hold options that would be removed: ${list}. Send clearRemovedOptions: true to clear them`, held);
        }
      }
      const pruned = await repo.pruneChoiceValues(trx, companyId, property, options, multiple);
      await emitWorkflowEvents(trx, pruned.map((p) => ({ type: 'property_changed' as const, companyId, contactId: p.contactId, property, previous: p.previous, value: p.value ?? null })));
    }
    const updated = await repo.updateProperty(trx, row.id, { propertyName: rename, label: input.label, options, position: input.position });
    return toCustomProperty(updated);
  });
}

export async function deleteProperty(db: Db, companyId: string, propertyName: string): Promise<void> {
  const row = await requireProperty(db, companyId, propertyName);
  await db.transaction().execute(async (trx) => {
    await repo.removeValues(trx, companyId, row.propertyName);
    await repo.deleteProperty(trx, row.id);
  });
}

export async function setContactValue(db: Db, companyId: string, contactId: string, propertyName: string, value: unknown) {
  const row = await requireProperty(db, companyId, propertyName);
  const def = { propertyName: row.propertyName, type: row.type, options: normalizeOptions(row.options) };
  const checked = checkPropertyValueCoded(def, value);
  if (!checked.ok) throw new AppError(400, 'validation_error', checked.message, [{ path: 'body.value', message: checked.message, code: checked.code, ...(checked.params ? { params: checked.params } : {}) }]);
  // Workflows hear of a real change (previous and new value) in the transaction that makes it.
  const values = await db.transaction().execute(async (trx) => {
    const before = await findContact(trx, companyId, contactId);
    if (!before) return undefined;
    const after = await repo.setContactValue(trx, companyId, contactId, row.propertyName, checked.value);
    if (after) await emitWorkflowEvents(trx, propertyChanges(before, { ...before, customProperties: after }, [], [row.propertyName]));
    return after;
  });
  if (!values) throw notFound('Contact');
  return { contactId, customProperties: values };
}
