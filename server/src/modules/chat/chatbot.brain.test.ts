import { describe, expect, it } from 'vitest';
import { decide, isOpen, mentions } from './chatbot.brain';

const bot = {
  rules: [{ keywords: ['precio', 'cuánto cuesta'], reply: 'Desde 30 €.' }],
  menu: { intro: '¿En qué te ayudo?', options: [{ label: 'Horarios', reply: 'De 9 a 18.' }, { label: 'Dirección', reply: 'Calle Mayor 1.' }] },
  officeHours: null,
  handoff: { keywords: ['persona', 'agente'], userId: 'u1', message: 'Te paso con una persona.' },
};
const fresh = { closedNoticeAt: null, menuSentAt: null };
const now = new Date('2026-11-24T10:00:00Z'); // Tuesday, 11:00 in Madrid

describe('chatbot decisions', () => {
  it('matches keywords as whole words, ignoring accents and case', () => {
    expect(mentions('¿CUANTO cuesta el corte?', 'cuánto cuesta')).toBe(true);
    expect(mentions('qué preciosa', 'precio')).toBe(false);
    expect(decide(bot, fresh, 'Hola, ¿qué precio tiene?', now)).toEqual({ kind: 'reply', text: 'Desde 30 €.' });
  });

  it('hands off before answering keywords', () => {
    expect(decide(bot, fresh, 'quiero hablar con una persona sobre el precio', now)).toEqual({ kind: 'handoff', text: 'Te paso con una persona.', userId: 'u1' });
  });

  it('answers a menu number, and shows the menu for anything else at most once an hour', () => {
    expect(decide(bot, fresh, ' 2 ', now)).toEqual({ kind: 'reply', text: 'Calle Mayor 1.' });
    expect(decide(bot, fresh, 'hola', now)).toEqual({ kind: 'reply', text: '¿En qué te ayudo?\n1. Horarios\n2. Dirección', mark: 'menu' });
    expect(decide(bot, { ...fresh, menuSentAt: new Date(now.getTime() - 10 * 60_000) }, 'hola', now)).toBeNull();
    expect(decide({ ...bot, menu: null }, fresh, 'hola', now)).toBeNull();
  });

  it('says the office is closed, once every 12 hours, in the office time zone', () => {
    const hours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'Europe/Madrid', message: 'Abrimos a las 9.' };
    expect(isOpen(hours, now)).toBe(true);
    expect(isOpen(hours, new Date('2026-11-24T17:30:00Z'))).toBe(false); // 18:30 in Madrid
    expect(isOpen(hours, new Date('2026-11-22T10:00:00Z'))).toBe(false); // Sunday
    const night = new Date('2026-11-24T22:00:00Z');
    expect(decide({ ...bot, officeHours: hours }, fresh, 'precio', night)).toEqual({ kind: 'reply', text: 'Abrimos a las 9.', mark: 'closedNotice' });
    expect(decide({ ...bot, officeHours: hours }, { ...fresh, closedNoticeAt: new Date(night.getTime() - 3600_000) }, 'precio', night)).toBeNull();
  });
});
