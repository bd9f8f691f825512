import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../../contract/comments';
import { LanguageContext } from '../../../app/languageContext';
import type { Language } from '../../../i18n/languages';
import { createTestI18n } from '../../../test/createTestI18n';
import { createTestI18nProvider } from '../../../test/createTestI18nProvider';
import { CommentItem } from './CommentItem';

const at = '2026-03-02T10:00:00.000Z';
const written = (author: Comment['author']): Comment => ({
  _id: 'k1', companyId: 'c1', contactId: 'p1', comment: 'Llamada hecha', author, createdAt: at, updatedAt: at, edited: false,
});

function renderItem(comment: Comment, language: Language) {
  const provider = createTestI18nProvider(createTestI18n(language));
  return render(
    <LanguageContext.Provider value={language}>
      <I18nContextProvider value={provider}>
        <ul><CommentItem comment={comment} canModify={false} busy={false} onEdit={async () => {}} onDelete={() => {}} /></ul>
      </I18nContextProvider>
    </LanguageContext.Provider>,
  );
}

describe('a comment whose author was erased', () => {
  it('is signed "Usuario eliminado" / "Deleted user", with the text kept', () => {
    const erased = written({ _id: null, name: '', surname: '', email: null, erased: true });
    const { unmount } = renderItem(erased, 'es');
    expect(screen.getByText('Usuario eliminado')).toBeInTheDocument();
    expect(screen.getByText('Llamada hecha')).toBeInTheDocument();
    unmount();
    renderItem(erased, 'en');
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
  });

  it('other comments keep their author: a person, or a workflow with no author id', () => {
    const { unmount } = renderItem(written({ _id: 'u1', name: 'Olga', surname: 'Dueña', email: 'o@example.com', erased: false }), 'es');
    expect(screen.getByText('Olga Dueña')).toBeInTheDocument();
    expect(screen.queryByText('Usuario eliminado')).not.toBeInTheDocument();
    unmount();
    renderItem(written({ _id: null, name: 'Bienvenida', surname: '', email: null, erased: false }), 'en');
    expect(screen.getByText('Bienvenida')).toBeInTheDocument();
    expect(screen.queryByText('Deleted user')).not.toBeInTheDocument();
  });
});
