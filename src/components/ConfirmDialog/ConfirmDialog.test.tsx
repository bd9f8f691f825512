import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ConfirmDialog.stories';

const { Destructive, Failing, English } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('asks, shows the work in progress on its button, then closes', async () => {
    render(<Destructive />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la plantilla' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la plantilla «Bienvenida»?' });
    expect(dialog).toHaveTextContent('Los envíos programados con ella se cancelan.');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape without doing anything', async () => {
    render(<Destructive />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la plantilla' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open for another try when the action fails', async () => {
    render(<Failing />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la plantilla' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la plantilla' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
