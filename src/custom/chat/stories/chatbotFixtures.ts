import { chatbotFields, type Chatbot } from '../../../../contract/chatbots';
import { ApiError } from '../../../dataProvider/ApiError';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { AGENT_ID, COMPANY_ID } from '../../crm/stories/crmFixtures';

export const BOT_RECEPTION = '00000000-0000-4000-8000-0000000000b1';
export const BOT_CHRISTMAS = '00000000-0000-4000-8000-0000000000b2';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();
let next = 0;
const newId = () => `00000000-0000-4000-9100-${String(++next).padStart(12, '0')}`;

/** What the fake chatbot server holds; `list` makes the list call hang (`pending`) or fail (`fail`). */
export type ChatbotData = { chatbots: Chatbot[]; list?: 'pending' | 'fail' };

/** Two chatbots: Recepción does everything (keywords, menu, office hours, hand-off to Luis); Navidad only keywords, switched off. */
export function sampleChatbots(): ChatbotData {
  return {
    chatbots: [
      {
        _id: BOT_RECEPTION, companyId: COMPANY_ID, name: 'Recepción', active: true, audience: 'selected',
        rules: [{ keywords: ['precio', 'tarifa'], reply: 'Desde 30 €.' }, { keywords: ['dirección'], reply: 'Calle Mayor 1.' }],
        menu: { intro: '¿En qué te ayudo?', options: [{ label: 'Horarios', reply: 'De 9 a 18.' }, { label: 'Citas', reply: 'Pide cita en la web.' }] },
        officeHours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'Europe/Madrid', message: 'Abrimos a las 9.' },
        handoff: { keywords: ['persona', 'agente'], userId: AGENT_ID, message: 'Te paso con Luis.' },
        contactCount: 1, createdAt: at(1), updatedAt: at(2),
      },
      {
        _id: BOT_CHRISTMAS, companyId: COMPANY_ID, name: 'Navidad', active: false, audience: 'everyone',
        rules: [{ keywords: ['regalo'], reply: 'Tenemos tarjetas regalo.' }], menu: null, officeHours: null, handoff: null,
        contactCount: 0, createdAt: at(3), updatedAt: at(3),
      },
    ],
  };
}

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;
const page = <T,>(rows: T[]) => ({ data: rows, total: rows.length, page: 1, limit: rows.length });
const notFound = () => new ApiError('Not found', 404, { error_code: 'not_found', message: 'Not found' });

/** The chatbot calls of a fake server over `data`: saved as the server saves them (the contract's defaults), sorted by name. */
export function chatbotHandlers(data: ChatbotData): Record<string, Handler> {
  const find = (id: unknown) => data.chatbots.find((b) => b._id === id) ?? (() => { throw notFound(); })();
  return {
    'GET /getWhatsAppChatBotsByCompany/:companyId': () => {
      if (data.list === 'pending') return new Promise(() => undefined);
      if (data.list === 'fail') throw new ApiError('Internal error', 500, { error_code: 'internal_error', message: 'Internal error' });
      return page([...data.chatbots].sort((a, b) => a.name.localeCompare(b.name)));
    },
    'GET /getWhatsAppChatBotById/:companyId/:chatbotId': ({ params }) => find(params?.chatbotId),
    'POST /createWhatsAppChatBot': (_, body) => {
      const now = new Date().toISOString();
      const bot: Chatbot = { _id: newId(), companyId: COMPANY_ID, ...chatbotFields.parse(body), contactCount: 0, createdAt: now, updatedAt: now } as Chatbot;
      data.chatbots.push(bot);
      return bot;
    },
    'PUT /updateWhatsAppChatBot/:companyId/:chatbotId': ({ params }, body) => Object.assign(find(params?.chatbotId), body, { updatedAt: new Date().toISOString() }),
    'DELETE /deleteWhatsAppChatBot/:companyId/:chatbotId': ({ params }) => {
      data.chatbots = data.chatbots.filter((b) => b._id !== params?.chatbotId);
      return { ok: true };
    },
    'POST /addContactsToChatBot': (_, body) => {
      const bot = find(body.chatbotId);
      bot.contactCount += 2;
      return { added: 2, contactCount: bot.contactCount };
    },
  };
}
