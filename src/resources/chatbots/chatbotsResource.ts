import { lazy } from 'react';
import { chatbotCalls } from '../../../contract/chatbots';
import { boolean, date, defineResource, number, select, text } from '../../dataProvider/defineResource';

/** Chatbots: the list is derived; the forms are their own (rules, menu, hours and hand-off sections). */
export const chatbotsResource = defineResource({
  name: 'chatbots',
  path: 'crm/chatbots',
  menu: { group: 'chat', order: 4 },
  recordRepresentation: 'name',
  endpoints: {
    list: { call: chatbotCalls.listChatbots, args: () => ({}) },
    get: { call: chatbotCalls.getChatbot, args: ({ id }) => ({ params: { chatbotId: id } }) },
    create: { call: chatbotCalls.createChatbot, args: ({ data }) => ({ body: data }) },
    update: { call: chatbotCalls.updateChatbot, args: ({ id, data }) => ({ params: { chatbotId: id }, body: data }) },
    delete: { call: chatbotCalls.deleteChatbot, args: ({ id }) => ({ params: { chatbotId: id } }) },
  },
  fields: {
    name: text({ required: true }),
    active: boolean(),
    audience: select(['everyone', 'selected']),
    contactCount: number({ readOnly: true }),
    updatedAt: date({ readOnly: true }),
  },
  list: { paged: false },
  views: {
    create: lazy(() => import('./ChatbotCreate')),
    edit: lazy(() => import('./ChatbotEdit')),
  },
});
