import { chatCalls } from '../../../contract/chat';
import { defineResource, number, text } from '../../dataProvider/defineResource';
import { TagColorCell } from './TagColorCell';

/** Conversation tags: entirely derived screens (tags are also created from a conversation). */
export const chatTagsResource = defineResource({
  name: 'chatTags',
  path: 'crm/chat/tags',
  menu: { group: 'chat', order: 3 },
  recordRepresentation: 'name',
  endpoints: {
    list: { call: chatCalls.listConversationTags, args: () => ({}) },
    get: { call: chatCalls.getConversationTag, args: ({ id }) => ({ params: { tagId: id } }) },
    create: { call: chatCalls.createConversationTag, args: ({ data }) => ({ body: { name: data.name, color: data.color || undefined } }) },
    update: { call: chatCalls.updateConversationTag, args: ({ id, data }) => ({ params: { tagId: id }, body: { name: data.name, color: data.color } }) },
    delete: { call: chatCalls.deleteConversationTag, args: ({ id }) => ({ params: { tagId: id } }) },
  },
  fields: {
    name: text({ required: true }),
    color: text({ cell: TagColorCell }),
    conversationCount: number({ readOnly: true }),
  },
  list: { paged: false },
});
