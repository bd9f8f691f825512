import { chatCalls, TEMPLATE_CATEGORIES, TEMPLATE_STATUSES } from '../../../contract/chat';
import { date, defineResource, multiline, select, tags, text } from '../../dataProvider/defineResource';
import { SyncTemplatesButton } from './SyncTemplatesButton';
import { TemplateStatusCell } from './TemplateStatusCell';

const body = (data: Record<string, unknown>) => ({
  name: data.name, description: data.description || null, category: data.category, language: data.language,
  header: data.header || null, message: data.message, variables: data.variables ?? [],
});

/**
 * Chat templates (the only messages allowed outside the 24-hour window): derived screens; an edit
 * sends the template back to the channel's review, and "sync" brings the reviews in.
 */
export const chatTemplatesResource = defineResource({
  name: 'chatTemplates',
  path: 'crm/chat/templates',
  menu: { group: 'chat', order: 2 },
  recordRepresentation: 'name',
  endpoints: {
    list: { call: chatCalls.listTemplates, args: () => ({ query: {} }) },
    get: { call: chatCalls.getTemplate, args: ({ id }) => ({ params: { templateId: id } }) },
    create: { call: chatCalls.createTemplate, args: ({ data }) => ({ body: body(data) }) },
    update: { call: chatCalls.updateTemplate, args: ({ id, data }) => ({ params: { templateId: id }, body: body(data) }) },
    delete: { call: chatCalls.deleteTemplate, args: ({ id }) => ({ params: { templateId: id } }) },
  },
  fields: {
    name: text({ required: true }),
    category: select(TEMPLATE_CATEGORIES, { required: true }),
    language: select(['es', 'en'], { required: true }),
    header: text({ list: false }),
    message: multiline({ required: true, list: false }),
    variables: tags({ list: false }),
    description: multiline({ list: false }),
    status: select(TEMPLATE_STATUSES, { readOnly: true, cell: TemplateStatusCell }),
    updatedAt: date({ readOnly: true }),
  },
  list: { paged: false, actions: SyncTemplatesButton },
});
