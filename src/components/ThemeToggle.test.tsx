import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ThemeToggle.stories';

const { Light, Dark } = composeStories(stories);

describe('ThemeToggle', () => {
  it('switches to dark and stores it under `theme`', async () => {
    render(<Light />);
    const button = screen.getByRole('button', { name: 'Usar tema oscuro' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Usar tema claro' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('offers light when dark', () => {
    render(<Dark />);
    expect(screen.getByRole('button', { name: 'Usar tema claro' })).toBeInTheDocument();
  });
});
