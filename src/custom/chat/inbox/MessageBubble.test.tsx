import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../contract/chat';
import { LanguageContext } from '../../../app/languageContext';
import type { Language } from '../../../i18n/languages';
import { createTestI18n } from '../../../test/createTestI18n';
import { MessageBubble } from './MessageBubble';

const sent = (sentBy: ChatMessage['sentBy']): ChatMessage => ({
  _id: 'm1', conversationId: 'c1', direction: 'out', type: 'text', text: 'Te llamo luego', caption: null, media: null,
  location: null, contactCard: null, templateId: null, status: 'sent', sentBy, createdAt: '2026-03-02T10:00:00.000Z',
});

function renderBubble(message: ChatMessage, language: Language) {
  return render(
    <LanguageContext.Provider value={language}>
      <I18nextProvider i18n={createTestI18n(language)}>
        <ul><MessageBubble message={message} /></ul>
      </I18nextProvider>
    </LanguageContext.Provider>,
  );
}

describe('a chat message whose sender was erased', () => {
  it('is signed "Usuario eliminado" / "Deleted user"; a person keeps their name, an automation shows none', () => {
    const erased = sent({ userId: null, name: '' });
    const { unmount } = renderBubble(erased, 'es');
    expect(screen.getByText('Usuario eliminado')).toBeInTheDocument();
    expect(screen.getByText('Te llamo luego')).toBeInTheDocument();
    unmount();
    const en = renderBubble(erased, 'en');
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
    en.unmount();
    const person = renderBubble(sent({ userId: 'u1', name: 'Olga Dueña' }), 'es');
    expect(screen.getByText('Olga Dueña')).toBeInTheDocument();
    person.unmount();
    renderBubble(sent(null), 'es');
    expect(screen.queryByText('Usuario eliminado')).not.toBeInTheDocument();
  });
});
