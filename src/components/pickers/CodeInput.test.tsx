import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CodeInput.stories';

const { Spanish, English } = composeStories(stories);

describe('CodeInput', () => {
  it('shows stored codes by their Spanish names', async () => {
    render(<Spanish />);
    expect(await screen.findByRole('combobox', { name: 'País' })).toHaveValue('España (ES)');
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveValue('euro (EUR)');
    expect((screen.getByRole('combobox', { name: 'Zona horaria' }) as HTMLInputElement).value).toMatch(/^Madrid · /);
  });

  it('picks by name with the keyboard and submits the code', async () => {
    const onSubmit = vi.fn();
    render(<English onSubmit={onSubmit} />);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Germ');
    expect(await screen.findByRole('option', { name: 'Germany (DE)' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Canary');
    await userEvent.click(await screen.findByRole('option', { name: /^Canary · / }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ country: 'DE', currency: 'EUR', timezone: 'Atlantic/Canary' });
  });
});
