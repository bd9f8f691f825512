import { contactListCalls } from '../../../contract/contactLists';
import { defineResource, text } from '../../dataProvider/defineResource';

export const contactListsResource = defineResource({
  name: 'contactLists',
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
  fields: { name: text({ required: true }), description: text({ multiline: true }) },
});
