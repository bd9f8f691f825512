import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './EditorToolbar.stories';

const { Saved, Unsaved, Saving, SaveFailed, NothingToUndo, EnglishDark } = composeStories(stories);

describe('the editor toolbar', () => {
  it('names the landing as the page heading and says it is saved', () => {
    render(<Saved />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clínica Sol' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Herramientas del editor' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');
  });

  it('says when changes wait or are being saved', () => {
    render(<Unsaved />);
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
    render(<Saving />);
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('Guardando…');
  });

  it('offers a retry when saving failed', async () => {
    render(<SaveFailed />);
    expect(screen.getByRole('status')).toHaveTextContent('Error al guardar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(SaveFailed.args.onRetry).toHaveBeenCalled();
  });

  it('switches the view with labelled buttons and goes back to the landings', async () => {
    render(<Saved />);
    expect(screen.getByRole('button', { name: 'Escritorio' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Móvil' }));
    expect(Saved.args.onDevice).toHaveBeenCalledWith('phone');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a landings' }));
    expect(Saved.args.onBack).toHaveBeenCalled();
  });

  it('undoes and redoes only when there is something to', async () => {
    render(<Saved />);
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer (Ctrl+Z)' }));
    expect(Saved.args.onUndo).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Rehacer (Ctrl+Mayús+Z)' })).toBeDisabled();
  });

  it('disables undo with nothing to undo', () => {
    render(<NothingToUndo />);
    expect(screen.getByRole('button', { name: 'Deshacer (Ctrl+Z)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Móvil' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks English', () => {
    render(<EnglishDark />);
    expect(screen.getByRole('button', { name: 'Back to landing pages' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Could not save');
    expect(screen.getByRole('button', { name: 'Tablet' })).toHaveAttribute('aria-pressed', 'true');
  });
});
