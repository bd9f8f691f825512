import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './EmailToolbar.stories';

const { Saved, NewTemplateUnsaved, ReadOnly, StripoEnglishDark } = composeStories(stories);

describe('the email builder toolbar', () => {
  it('reaches every control by keyboard, each with a name', async () => {
    render(<Saved />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Barra del editor de email' });
    const names: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      if (!toolbar.contains(focused)) break;
      names.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    expect(names).toEqual(['Volver a plantillas', 'Escritorio', 'Móvil', 'Deshacer (Ctrl+Z)', 'Variables', 'Vista previa con un contacto', 'Enviarme una prueba', 'Guardar (Ctrl+S)', 'Enviar…']);
    expect(screen.getByRole('heading', { level: 1, name: 'Boletín de noviembre' })).toBeInTheDocument();
  });

  it('cannot send a template never saved, and says why', async () => {
    render(<NewTemplateUnsaved />);
    expect(await screen.findByRole('button', { name: 'Enviar…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Variables' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
  });

  it('offers a reader only the way back and the preview', async () => {
    render(<ReadOnly />);
    await screen.findByRole('toolbar');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Volver a plantillas', 'Escritorio', 'Móvil', 'Vista previa con un contacto']);
  });

  it("has no views or undo for Stripo's editor (it has its own), in English", async () => {
    render(<StripoEnglishDark />);
    expect(await screen.findByRole('button', { name: 'Send…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desktop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo (Ctrl+Z)' })).not.toBeInTheDocument();
  });
});
