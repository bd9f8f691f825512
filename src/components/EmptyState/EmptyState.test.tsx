import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './EmptyState.stories';

const { WithLink, WithButton, TextOnly } = composeStories(stories);

describe('EmptyState', () => {
  it('says what the place is for and links to filling it', () => {
    render(<WithLink />);
    expect(screen.getByRole('heading', { level: 2, name: 'Todavía no hay conversaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conectar el número' })).toHaveAttribute('href', '/es/chat/session');
  });

  it('runs its action from a button, by keyboard too', async () => {
    render(<WithButton />);
    screen.getByRole('button', { name: 'Crear una plantilla' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(WithButton.args.action!.onClick).toHaveBeenCalledTimes(1);
  });

  it('may offer nothing to do', () => {
    render(<TextOnly />);
    expect(screen.getByRole('status')).toHaveTextContent('Conecta tu número');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
