import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, okResponse } from './common';
import { collaboratorFilter, contactFilter } from './contacts';

/**
 * Chatbots (SPEC §7): automatic answers to incoming chat messages. A chatbot answers keywords,
 * offers a numbered menu, says when the office is closed and hands the conversation to a person
 * on request; it stops answering a conversation once a person writes in it or it is handed off.
 * It answers everyone, or only the contacts added to it (by ids, a list, or CRM filters with the
 * collaborator filter, SPEC §3's Chatbot shape).
 */

const text = (max: number, label: string) => z.string().trim().min(1, `${label} is required`).max(max, `${label} has at most ${max} characters`);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

export const keywordRule = z.object({
  /** Any of these words (accents and case ignored) triggers the reply. */
  keywords: z.array(text(60, 'A keyword')).min(1, 'Add at least one keyword').max(20),
  reply: text(1024, 'The reply'),
});
export const menuOption = z.object({ label: text(60, 'The option'), reply: text(1024, 'The reply') });
/** Also the company's business hours for response times (its active chatbot's, chat.chatbots.ts businessHoursOf). */
export const officeHours = z.object({
  /** Days the office opens, 0 Sunday … 6 Saturday. */
  days: z.array(z.number().int().min(0).max(6)).max(7),
  opens: time,
  closes: time,
  timeZone: z.string().min(1).max(64).default('Europe/Madrid'),
  /** Said when a message arrives while closed (once every 12 hours per conversation). */
  message: text(1024, 'The closed message'),
});
export const handoff = z.object({
  /** Words that ask for a person. */
  keywords: z.array(text(60, 'A keyword')).min(1).max(20),
  /** Who receives the conversation (null: it stays unassigned, for anyone). */
  userId: id.nullable(),
  message: text(1024, 'The hand-off message'),
});

const fields = {
  name: text(100, 'The name'),
  active: z.boolean(),
  /** `everyone` answers every contact; `selected` only those added to it. */
  audience: z.enum(['everyone', 'selected']),
  rules: z.array(keywordRule).max(50),
  menu: z.object({ intro: text(1024, 'The menu text'), options: z.array(menuOption).min(1, 'Add at least one option').max(9) }).nullable(),
  officeHours: officeHours.nullable(),
  handoff: handoff.nullable(),
};
export const chatbotFields = z.object({
  ...fields,
  active: fields.active.default(true),
  audience: fields.audience.default('everyone'),
  rules: fields.rules.default([]),
  menu: fields.menu.default(null),
  officeHours: fields.officeHours.default(null),
  handoff: fields.handoff.default(null),
});
export type ChatbotFields = z.infer<typeof chatbotFields>;

export const chatbot = z.object({
  _id: z.string(),
  companyId: z.string(),
  ...fields,
  officeHours: officeHours.extend({ timeZone: z.string() }).nullable(),
  contactCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chatbot = z.infer<typeof chatbot>;

/** SPEC §3: who a chatbot answers, by ids, a list, or the CRM's filters and collaborator filter. */
export const chatbotContacts = z.object({
  companyId: id,
  chatbotId: id,
  contactIds: z.array(id).max(10_000).nullable().optional(),
  contactListId: id.nullable().optional(),
  filters: z.array(contactFilter).max(50).nullable().optional(),
  filterByCollaborators: z.array(collaboratorFilter).max(100).nullable().optional(),
});

const byParams = { in: 'params', key: 'companyId' } as const;
const byBody = { in: 'body', key: 'companyId' } as const;
const botParams = z.object({ companyId: id, chatbotId: id });

export const chatbotCalls = {
  listChatbots: defineCall({
    method: 'GET', path: '/getWhatsAppChatBotsByCompany/:companyId', summary: "The company's chatbots by name",
    params: z.object({ companyId: id }), company: byParams, permission: 'chat:read', response: listOf(chatbot),
  }),
  getChatbot: defineCall({
    method: 'GET', path: '/getWhatsAppChatBotById/:companyId/:chatbotId', summary: 'One chatbot',
    params: botParams, company: byParams, permission: 'chat:read', response: chatbot,
  }),
  createChatbot: defineCall({
    method: 'POST', path: '/createWhatsAppChatBot', summary: 'Creates a chatbot',
    body: chatbotFields.extend({ companyId: id }), company: byBody, permission: 'chat:manage', response: chatbot,
  }),
  updateChatbot: defineCall({
    method: 'PUT', path: '/updateWhatsAppChatBot/:companyId/:chatbotId', summary: 'Changes a chatbot (the fields sent)',
    params: botParams, body: z.object(fields).partial(), company: byParams, permission: 'chat:manage', response: chatbot,
  }),
  deleteChatbot: defineCall({
    method: 'DELETE', path: '/deleteWhatsAppChatBot/:companyId/:chatbotId', summary: 'Deletes a chatbot',
    params: botParams, company: byParams, permission: 'chat:manage', response: okResponse,
  }),
  addContactsToChatbot: defineCall({
    method: 'POST', path: '/addContactsToChatBot', summary: 'Adds contacts by ids, a list, or filters with the collaborator filter; answers how many it has',
    body: chatbotContacts, company: byBody, permission: 'chat:manage', response: z.object({ added: z.number(), contactCount: z.number() }),
  }),
  removeContactsFromChatbot: defineCall({
    method: 'POST', path: '/removeContactsFromChatBot', summary: 'Removes contacts (by ids, a list or filters)',
    body: chatbotContacts, company: byBody, permission: 'chat:manage', response: z.object({ removed: z.number(), contactCount: z.number() }),
  }),
} as const;
