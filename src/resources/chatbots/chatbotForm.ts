import type { Chatbot } from '../../../contract/chatbots';

/** The form's shape: keywords as the text people type ("precio, tarifa"), optional parts switched on or off. */
export type ChatbotFormValues = {
  name: string;
  active: boolean;
  audience: Chatbot['audience'];
  rules: { keywords: string; reply: string }[];
  hasMenu: boolean;
  menu: { intro: string; options: { label: string; reply: string }[] };
  hasHours: boolean;
  officeHours: { days: number[]; opens: string; closes: string; timeZone: string; message: string };
  hasHandoff: boolean;
  handoff: { keywords: string; userId: string; message: string };
};

const words = (text: string) => text.split(',').map((w) => w.trim()).filter(Boolean);

export const EMPTY_CHATBOT: ChatbotFormValues = {
  name: '', active: true, audience: 'everyone', rules: [{ keywords: '', reply: '' }],
  hasMenu: false, menu: { intro: '', options: [{ label: '', reply: '' }] },
  hasHours: false, officeHours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'Europe/Madrid', message: '' },
  hasHandoff: false, handoff: { keywords: '', userId: '', message: '' },
};

/** A new chatbot's form: its office hours in the company's time zone (the one its business hours and reports use). */
export const newChatbotForm = (companyTimeZone: string | undefined): ChatbotFormValues => ({
  ...EMPTY_CHATBOT,
  officeHours: { ...EMPTY_CHATBOT.officeHours, timeZone: companyTimeZone || EMPTY_CHATBOT.officeHours.timeZone },
});

/** The saved chatbot as the form edits it (its contact count kept for the contacts section). */
export function toForm(bot: Chatbot): ChatbotFormValues & { id: string; contactCount: number } {
  return {
    id: bot._id, contactCount: bot.contactCount, name: bot.name, active: bot.active, audience: bot.audience,
    rules: bot.rules.map((r) => ({ keywords: r.keywords.join(', '), reply: r.reply })),
    hasMenu: bot.menu !== null, menu: bot.menu ?? EMPTY_CHATBOT.menu,
    hasHours: bot.officeHours !== null, officeHours: bot.officeHours ?? EMPTY_CHATBOT.officeHours,
    hasHandoff: bot.handoff !== null,
    handoff: bot.handoff ? { keywords: bot.handoff.keywords.join(', '), userId: bot.handoff.userId ?? '', message: bot.handoff.message } : EMPTY_CHATBOT.handoff,
  };
}

/** What the API takes: the parts switched off are null, keyword texts become lists. */
export function toApi(form: ChatbotFormValues) {
  return {
    name: form.name, active: form.active, audience: form.audience,
    rules: (form.rules ?? []).filter((r) => r.keywords?.trim() || r.reply?.trim()).map((r) => ({ keywords: words(r.keywords ?? ''), reply: r.reply ?? '' })),
    menu: form.hasMenu ? { intro: form.menu.intro, options: form.menu.options ?? [] } : null,
    officeHours: form.hasHours ? { ...form.officeHours, days: [...(form.officeHours.days ?? [])].sort() } : null,
    handoff: form.hasHandoff ? { keywords: words(form.handoff.keywords ?? ''), userId: form.handoff.userId || null, message: form.handoff.message } : null,
  };
}
