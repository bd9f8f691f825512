import { contactCalls, contactFields } from '../../../contract/contacts';
import { defineResource, email, text } from '../../dataProvider/defineResource';
import { buildContactQuery } from '../../custom/crm/utils/buildContactQuery';
import { toContactSort } from '../../custom/crm/utils/toContactSort';

const FIELD_NAMES = Object.keys(contactFields.shape);
/** Only what updateContact/createContact accept: the record also carries relations and dates. */
const writableFields = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([k]) => FIELD_NAMES.includes(k)));

const segmentOf = (filter: Record<string, unknown>) => (typeof filter.segment === 'string' && filter.segment ? { segment: filter.segment } : {});

/** Contacts: listed through contactsByFilter so search, filters and collaborators share one call. */
export const contactsResource = defineResource({
  name: 'contacts',
  endpoints: {
    list: {
      call: contactCalls.contactsByFilter,
      // `segment`: a dashboard figure's contacts (contract/analytics.ts), a query parameter of its own.
      args: (r) => ({ query: { page: r.page, limit: r.perPage, ...toContactSort(r.sortField, r.sortOrder), ...segmentOf(r.filter) }, body: buildContactQuery(r.filter) }),
    },
    get: { call: contactCalls.getContact, args: ({ id }) => ({ params: { contactId: id } }) },
    create: {
      call: contactCalls.createContact,
      args: ({ data }) => ({
        body: { ...writableFields(data), collaboratorIds: data.collaboratorIds, pipelineStageIds: data.pipelineStageIds, contactListIds: data.contactListIds },
      }),
    },
    update: { call: contactCalls.updateContact, args: ({ id, data }) => ({ params: { id }, body: writableFields(data) }) },
    delete: { call: contactCalls.deleteContact, args: ({ id }) => ({ params: { id } }) },
  },
  fields: {
    name: text(),
    surname: text(),
    email: email(),
    phone: text(),
    organization: text(),
    jobTitle: text(),
    source: text(),
    city: text(),
    country: text(),
  },
});
