import type { Chatbot } from '../../../../contract/chatbots';
import { foldAccents } from '../contacts/contacts.filters';
import { isWithinHours } from './chat.businessTime';

type Bot = Pick<Chatbot, 'rules' | 'menu' | 'officeHours' | 'handoff'>;
export type BotState = { closedNoticeAt: Date | null; menuSentAt: Date | null };
export type BotAction =
  | { kind: 'reply'; text: string; mark?: 'closedNotice' | 'menu' }
  | { kind: 'handoff'; text: string; userId: string | null };

const NOTICE_EVERY_MS = 12 * 60 * 60 * 1000;
const MENU_EVERY_MS = 60 * 60 * 1000;

/** Lower case, no accents, words only: "¿Cuánto CUESTA?" → "cuanto cuesta". */
export const fold = (text: string) => foldAccents(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether the text holds the keyword as whole words ("precio" in "¿qué precio tiene?", not in "preciosa"). */
export const mentions = (text: string, keyword: string) => {
  const k = fold(keyword);
  return k !== '' && ` ${fold(text)} `.includes(` ${k} `);
};

/** Whether the office is open at `now` in its time zone (the same hours time response times, chat.businessTime.ts). */
export const isOpen = (hours: NonNullable<Bot['officeHours']>, now: Date): boolean => isWithinHours(hours, now);

/**
 * What a chatbot does with a contact's text, in order: outside office hours it says so (once
 * every 12 hours); a hand-off word passes the conversation to a person; a keyword gets its reply;
 * a menu number gets that option's reply; anything else gets the menu (at most once an hour).
 * Null: nothing to say.
 */
export function decide(bot: Bot, state: BotState, text: string, now: Date): BotAction | null {
  if (bot.officeHours && !isOpen(bot.officeHours, now)) {
    const recent = state.closedNoticeAt && now.getTime() - state.closedNoticeAt.getTime() < NOTICE_EVERY_MS;
    return recent ? null : { kind: 'reply', text: bot.officeHours.message, mark: 'closedNotice' };
  }
  if (bot.handoff && bot.handoff.keywords.some((k) => mentions(text, k))) {
    return { kind: 'handoff', text: bot.handoff.message, userId: bot.handoff.userId };
  }
  const rule = bot.rules.find((r) => r.keywords.some((k) => mentions(text, k)));
  if (rule) return { kind: 'reply', text: rule.reply };
  if (bot.menu) {
    const choice = /^\s*(\d)\s*$/.exec(text)?.[1];
    const option = choice ? bot.menu.options[Number(choice) - 1] : undefined;
    if (option) return { kind: 'reply', text: option.reply };
    const recent = state.menuSentAt && now.getTime() - state.menuSentAt.getTime() < MENU_EVERY_MS;
    if (!recent) return { kind: 'reply', text: menuText(bot.menu), mark: 'menu' };
  }
  return null;
}

/** The menu as the contact reads it: the intro, then "1. Option" lines. */
export const menuText = (menu: NonNullable<Bot['menu']>) => [menu.intro, ...menu.options.map((o, i) => `${i + 1}. ${o.label}`)].join('\n');
