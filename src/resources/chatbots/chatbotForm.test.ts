import { describe, expect, it } from 'vitest';
import type { Chatbot } from '../../../contract/chatbots';
import { EMPTY_CHATBOT, newChatbotForm, toApi, toForm } from './chatbotForm';

describe('chatbot form values', () => {
  it('turns typed keywords into lists and switched-off parts into null', () => {
    const api = toApi({ ...EMPTY_CHATBOT, name: 'Recepción', rules: [{ keywords: ' precio,tarifa , ', reply: 'Desde 30 €.' }, { keywords: '', reply: '' }] });
    expect(api).toEqual({ name: 'Recepción', active: true, audience: 'everyone', rules: [{ keywords: ['precio', 'tarifa'], reply: 'Desde 30 €.' }], menu: null, officeHours: null, handoff: null });
  });

  it('reads a saved chatbot back into the same form', () => {
    const bot = {
      _id: 'b1', companyId: 'c', name: 'R', active: false, audience: 'selected', rules: [{ keywords: ['a', 'b'], reply: 'x' }],
      menu: null, officeHours: { days: [5, 1], opens: '08:00', closes: '15:00', timeZone: 'Europe/Madrid', message: 'cerrado' },
      handoff: { keywords: ['persona'], userId: null, message: 'ya va' }, contactCount: 0, createdAt: '', updatedAt: '',
    } satisfies Chatbot;
    const form = toForm(bot);
    expect(form.rules).toEqual([{ keywords: 'a, b', reply: 'x' }]);
    expect(toApi(form)).toMatchObject({ active: false, audience: 'selected', menu: null, officeHours: { days: [1, 5] }, handoff: { keywords: ['persona'], userId: null } });
  });

  it('starts a new chatbot’s office hours in the company’s time zone', () => {
    expect(newChatbotForm('America/Mexico_City').officeHours).toMatchObject({ timeZone: 'America/Mexico_City', opens: '09:00', closes: '18:00', days: [1, 2, 3, 4, 5] });
    expect(newChatbotForm(undefined).officeHours.timeZone).toBe('Europe/Madrid');
  });
});
