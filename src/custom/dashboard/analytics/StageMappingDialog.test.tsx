import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './StageMappingDialog.stories';

const { Default, English } = composeStories(stories);

describe('StageMappingDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows each stage with the step it counts in', () => {
    render(<Default />);
    const dialog = within(screen.getByRole('dialog', { name: 'En qué paso cuenta cada etapa' }));
    expect(dialog.getByText('Para cada etapa de «Ventas», elige si sus contactos cuentan como leads, oportunidades o clientes.')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Nuevo' })).toHaveValue('lead');
    expect(dialog.getByRole('combobox', { name: 'Ganado' })).toHaveValue('customer');
    expect(dialog.getByRole('combobox', { name: 'Perdido' })).toHaveValue('none');
  });

  it('is used with the keyboard alone and applies the mapping in the pipeline order', async () => {
    render(<Default />);
    // Focus starts in the dialog; Tab reaches each stage's select.
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Nuevo' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Propuesta' }), 'customer');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(Default.args.onApply).toHaveBeenCalledWith({ lead: ['s1'], opportunity: [], customer: ['s2', 's3'] });
  });

  it('goes back to the default mapping, or closes with Escape', async () => {
    render(<English />);
    await userEvent.click(screen.getByRole('button', { name: 'Default mapping' }));
    expect(English.args.onReset).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(English.args.onClose).toHaveBeenCalled();
  });
});
