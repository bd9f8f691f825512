import { useCallback } from 'react';
import { useRecordContext, useUpdate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';

/**
 * Saves part of the current contact and resolves once the server has accepted it; the server's
 * validation message comes back as the rejection, for the field to show.
 */
export function useSaveContact() {
  const record = useRecordContext<Contact & { id: string }>();
  const [update] = useUpdate<Contact & { id: string }>();
  return useCallback(
    async (data: Partial<Contact>) => {
      if (!record) return;
      try {
        await update('contacts', { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      } catch (error) {
        // The refused field's text in the user's language (the API client localised it).
        const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
        const first = errors && Object.values(errors)[0];
        throw new Error(first ?? (error instanceof Error ? error.message : String(error)));
      }
    },
    [record, update],
  );
}
