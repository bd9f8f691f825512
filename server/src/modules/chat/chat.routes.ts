import type { FastifyInstance } from 'fastify';
import { chatCalls, sendFields } from '../../../../contract/chat';
import { chatbotCalls } from '../../../../contract/chatbots';
import * as chatbots from './chat.chatbots';
import * as responseTimes from './chat.responseTimes';
import type { Role } from '../../../../contract/roles';
import { registerArea } from '../../http/route';
import { AppError, notFound } from '../../http/errors';
import { parseFields } from '../../http/parseFields';
import { companyBlobKey } from '../../blobs/blobKeys';
import { sendBlob } from '../../blobs/sendBlob';
import { getContact } from '../contacts/contacts.service';
import * as inbox from './chat.inbox';
import * as repo from './chat.repository';
import { toConversation } from './chat.presenter';
import { conversationForContact, sendMessage } from './chat.send';
import * as session from './chat.session';
import * as tags from './chat.tags';
import * as templates from './chat.templates';
import { readSend } from './chat.upload';
import { usage } from './chat.usage';
import { chatCloudWebhookRoutes } from './chat.webhook.routes';

/** Who is asking, as the inbox's visibility rules need it. */
const callerOf = (user: { id: string }, company: { id: string; role: Role }) => ({ userId: user.id, companyId: company.id, role: company.role });

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'chat', chatCalls, {
    wppStatus: async ({ query, company, deps }) => (await session.currentSession(deps, await session.appFor(deps, company.id, query.appId))).session,
    wppLogin: async ({ query, company, deps }) => (await session.login(deps, await session.appFor(deps, company.id, query.appId))).session,
    wppQR: async ({ query, company, deps, reply }) => {
      const image = await session.qrImage(deps, await session.appFor(deps, company.id, query.appId), query.format);
      return reply.type(image.type).header('cache-control', 'no-store').send(image.body);
    },
    wppLogout: async ({ body, company, deps }) => (await session.logout(deps, await session.appFor(deps, company.id, body.appId))).session,
    whatsappApps: async ({ company, deps }) => {
      const apps = (await repo.ensureApps(deps.db, company.id, deps.connectors.chat.provider)).map(session.toApp);
      return { data: apps, total: apps.length, page: 1, limit: apps.length };
    },
    whatsappAppUsage: async ({ params, query, company, deps }) => usage(deps, await session.appFor(deps, company.id, params.appId), query.from, query.to),
    assignedContainer: async ({ company, deps }) => ({ container: (await session.appFor(deps, company.id)).container }),

    wppChats: ({ query, body, user, company, deps }) =>
      inbox.listConversations(deps, callerOf(user, company), body, query.page, query.limit),
    wppConversation: async ({ params, user, company, deps }) =>
      toConversation(await inbox.openConversation(deps, callerOf(user, company), params.conversationId)),
    wppMessages: ({ params, query, user, company, deps }) =>
      inbox.messages(deps, callerOf(user, company), params.conversationId, query.page, query.limit),
    wppSend: async ({ req, user, company, deps, reply }) => {
      const { fields, file } = await readSend(req);
      const input = parseFields(sendFields, fields);
      if (input.companyId && input.companyId !== company.id) throw new AppError(400, 'validation_error', 'companyId must match the query', [{ path: 'body.companyId', message: 'companyId must match the query' }]);
      const row = await inbox.openConversation(deps, callerOf(user, company), input.conversationId);
      const message = await sendMessage(deps, user.id, row, input, file);
      reply.code(201);
      return message;
    },
    wppRead: ({ body, user, company, deps }) => inbox.markRead(deps, callerOf(user, company), body.conversationId),
    wppAssign: ({ body, user, company, deps }) => inbox.assign(deps, callerOf(user, company), body.conversationId, body.userId),
    wppArchive: ({ body, user, company, deps }) => inbox.archive(deps, callerOf(user, company), body.conversationId, body.archived),
    wppUpdateTags: ({ body, user, company, deps }) => inbox.setTags(deps, callerOf(user, company), body.conversationId, body.tagIds),
    wppMedia: async ({ params, req, reply, user, company, deps }) => {
      const found = await repo.findMessageByMedia(deps.db, company.id, params.mediaId);
      if (!found) throw notFound('File');
      await inbox.openConversation(deps, callerOf(user, company), found.conversationId);
      const container = req.headers['x-container'];
      if (container !== undefined) {
        // The file lives with the session of its app's container; another container has no such file.
        const app = await repo.findApp(deps.db, company.id, found.appId);
        if (!app || String(app.container) !== String(container).trim()) throw notFound('File');
      }
      return sendBlob(req, reply, deps.blobs, companyBlobKey(company.id, 'chatMedia', params.mediaId), { what: 'File' });
    },
    wppContact: async ({ params, user, company, deps }) => {
      const row = await inbox.openConversation(deps, callerOf(user, company), params.conversationId, { forbiddenAs403: true });
      return getContact(deps.db, company.id, row.contactId);
    },
    getWhatsAppChatOfContact: ({ params, user, company, deps }) =>
      inbox.conversationOfContact(deps, callerOf(user, company), params.contactId),
    sendWhatsAppToContact: async ({ body, user, company, deps, reply }) => {
      const conversationId = await conversationForContact(deps, company.id, body.contactId);
      const row = await inbox.openConversation(deps, callerOf(user, company), conversationId, { forbiddenAs403: true });
      const message = await sendMessage(deps, user.id, row, { ...body, conversationId }, null);
      reply.code(201);
      return message;
    },

    createConversationTag: async ({ body, company, deps, reply }) => {
      reply.code(201);
      return tags.createTag(deps.db, company.id, body);
    },
    listConversationTags: ({ company, deps }) => tags.listTags(deps.db, company.id),
    getConversationTag: ({ params, company, deps }) => tags.getTag(deps.db, company.id, params.tagId),
    updateConversationTag: ({ params, body, company, deps }) => tags.updateTag(deps.db, company.id, params.tagId, body),
    deleteConversationTag: ({ params, company, deps }) => tags.deleteTag(deps.db, company.id, params.tagId),

    avgResponseTime: ({ query, company, deps }) => responseTimes.collaboratorResponseTime(deps, company.id, query.collaboratorId, query),
    avgResponseTimeOfAll: ({ query, company, deps }) => responseTimes.teamResponseTime(deps, company.id, query),

    createTemplate: async ({ body, company, deps, reply }) => {
      reply.code(201);
      return templates.createTemplate(deps, company.id, body);
    },
    listTemplates: ({ query, company, deps }) => templates.listTemplates(deps, company.id, query.status),
    getTemplate: ({ params, company, deps }) => templates.getTemplate(deps, company.id, params.templateId),
    updateTemplate: ({ params, body, company, deps }) => templates.updateTemplate(deps, company.id, params.templateId, body),
    deleteTemplate: ({ params, company, deps }) => templates.deleteTemplate(deps, company.id, params.templateId),
    syncTemplates: ({ company, deps }) => templates.syncTemplates(deps, company.id),
  });

  registerArea(app, 'chatbots', chatbotCalls, {
    listChatbots: ({ company, deps }) => chatbots.listChatbots(deps, company.id),
    getChatbot: ({ params, company, deps }) => chatbots.getChatbot(deps, company.id, params.chatbotId),
    createChatbot: async ({ body, company, deps, reply }) => {
      const { companyId: _companyId, ...fields } = body;
      reply.code(201);
      return chatbots.createChatbot(deps, company.id, fields);
    },
    updateChatbot: ({ params, body, company, deps }) => chatbots.updateChatbot(deps, company.id, params.chatbotId, body),
    deleteChatbot: ({ params, company, deps }) => chatbots.deleteChatbot(deps, company.id, params.chatbotId),
    addContactsToChatbot: ({ body, company, deps }) => chatbots.addContacts(deps, company.id, body.chatbotId, body),
    removeContactsFromChatbot: ({ body, company, deps }) => chatbots.removeContacts(deps, company.id, body.chatbotId, body),
  });

  // Its own plugin: it reads JSON bodies raw, to check Meta's signature over the exact bytes.
  await app.register(chatCloudWebhookRoutes);
}
