import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './OptionPicker.stories';

const { Default, WithError } = composeStories(stories);

describe('OptionPicker', () => {
  it('shows the stored id by its name and picks another by typing, grouped', async () => {
    render(<Default />);
    const stage = await screen.findByRole('combobox', { name: /Etapa/ });
    expect(stage).toHaveValue('Reunión');
    await userEvent.clear(stage);
    await userEvent.type(stage, 'Al');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Soporte')).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Alta' }));
    expect(stage).toHaveValue('Alta');
  });

  it('keeps an unknown id visible and says what is wrong', async () => {
    render(<WithError />);
    expect(await screen.findByRole('combobox', { name: 'Lista' })).toHaveValue('deleted-list-id');
    expect(screen.getByRole('combobox', { name: /Etapa/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Falta «Etapa»')).toBeInTheDocument();
  });
});
