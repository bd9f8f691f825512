import { contactListCalls } from '../../../contract/contactLists';
import { date, defineResource, multiline, number, text } from '../../dataProvider/defineResource';
import { ViewListContactsButton } from './ViewListContactsButton';

/** Contact lists: every screen is derived from this declaration (plus the row's "view contacts"). */
export const contactListsResource = defineResource({
  name: 'contactLists',
  path: 'crm/lists',
  menu: { group: 'crm', order: 3 },
  recordRepresentation: 'name',
  endpoints: {
    list: { call: contactListCalls.listContactLists, args: (r) => ({ query: { page: r.page, limit: r.perPage, search: (r.filter.q as string) || undefined } }) },
    get: { call: contactListCalls.getContactList, args: ({ id }) => ({ params: { contactListId: id } }) },
    create: { call: contactListCalls.createContactList, args: ({ data }) => ({ body: { name: data.name, description: data.description || null } }) },
    update: {
      call: contactListCalls.updateContactList,
      args: ({ id, data }) => ({ params: { contactListId: id }, body: { name: data.name, description: data.description || null } }),
    },
    delete: { call: contactListCalls.deleteContactList, args: ({ id }) => ({ params: { contactListId: id } }) },
  },
  fields: {
    name: text({ required: true }),
    description: multiline(),
    contactCount: number({ readOnly: true }),
    createdAt: date({ readOnly: true }),
  },
  list: { search: true, rowActions: ViewListContactsButton },
});
