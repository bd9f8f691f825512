import type { WorkflowEvent } from '../workflows/workflows.events';
import type { ContactRow } from './contacts.repository';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The workflow events of one edit: a `property_changed` per standard field or custom property
 * whose value really changed (an edit that writes the same value, or a field not in the edit,
 * is no event), with its previous and new value.
 */
export function propertyChanges(before: ContactRow, after: ContactRow, fields: readonly string[], customKeys: readonly string[]): WorkflowEvent[] {
  const base = { type: 'property_changed' as const, companyId: after.companyId, contactId: after.id };
  const events: WorkflowEvent[] = [];
  for (const field of fields) {
    const previous = before[field as keyof ContactRow];
    const value = after[field as keyof ContactRow];
    if (!same(previous, value)) events.push({ ...base, property: field, value: value ?? null, previous: previous ?? null });
  }
  const was = before.customProperties ?? {};
  const now = after.customProperties ?? {};
  for (const key of customKeys) {
    if (!same(was[key], now[key])) events.push({ ...base, property: key, value: now[key] ?? null, previous: was[key] ?? null });
  }
  return events;
}
