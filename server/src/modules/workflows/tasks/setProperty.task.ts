import { CONTACT_TEXT_FIELDS, contactFields, type ContactFields } from '../../../../../contract/contacts';
import type { Step } from '../../../../../contract/workflows';
import { updateContact } from '../../contacts/contacts.service';
import { loadPropertyDefs } from '../../customProperties/customProperties.service';
import { asTask, requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/**
 * Sets a standard field or a custom property of the run's contact through the contacts service,
 * checked as a user's edit is (the field's format, the property's type and options, a unique
 * email). Setting it to the value it has is no change.
 *
 * Like a user's edit it emits `property_changed`, so other workflows may start from it. It cannot
 * loop a workflow on itself: the event comes while this run is still in flight, and a contact is
 * in one run of a workflow at a time (the event is ignored, not queued); with re-enrollment off
 * (the default) the contact never comes back by a trigger at all. A chain of workflows that set
 * each other's trigger with re-enrollment on is what a user drew, bounded by those same rules.
 */
export const setPropertyTask: TaskHandler<Extract<Step, { type: 'set_property' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  const contact = await requireRunContact(ctx);
  const field = (CONTACT_TEXT_FIELDS as readonly string[]).find((f) => f === step.property);
  let patch: ContactFields;
  let previous: unknown;
  if (field) {
    const parsed = contactFields.safeParse({ [field]: step.value === null ? '' : String(step.value) });
    if (!parsed.success) throw new PermanentTaskError(`${field}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`, 'invalid_value');
    patch = parsed.data;
    previous = contact[field as keyof typeof contact] ?? null;
  } else {
    const def = (await loadPropertyDefs(ctx.db, companyId)).find((d) => d.propertyName.toLowerCase() === step.property.toLowerCase());
    if (!def) throw new PermanentTaskError(`The property "${step.property}" no longer exists`, 'property_deleted');
    patch = { customProperties: { [def.propertyName]: step.value } };
    previous = (contact.customProperties ?? {})[def.propertyName] ?? null;
  }
  const updated = await asTask(() => updateContact(ctx.db, companyId, contact.id, patch));
  const value = field ? updated[field as keyof typeof updated] : Object.entries(updated.customProperties).find(([k]) => k.toLowerCase() === step.property.toLowerCase())?.[1];
  return { property: step.property, previous, value: value ?? null };
};
