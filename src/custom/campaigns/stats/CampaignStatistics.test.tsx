import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './CampaignStatistics.stories';

const { Spanish, English, QuickEdit } = composeStories(stories);

describe('campaign statistics', () => {
  it('shows the period figures, the charts and the search terms; a term becomes a keyword', async () => {
    render(<Spanish />);
    await screen.findByRole('heading', { level: 1, name: /^Estadísticas de / });
    const figures = screen.getByRole('region', { name: 'Cifras del periodo' });
    await waitFor(() => expect(within(figures).getByText('Clics').parentElement).toHaveTextContent('150'));
    expect(within(figures).getByText('CTR').parentElement).toHaveTextContent(/5\s%/);
    expect(await screen.findByRole('heading', { name: 'Clics por dispositivo' })).toBeInTheDocument();
    expect(screen.getByText(/Gasto en búsquedas sin conversiones: 12,60 €/)).toBeInTheDocument();
    expect(screen.getByText('Ya es palabra clave')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir «fontanero madrid precio» como palabra clave' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Añadir «fontanero madrid precio» como palabra clave' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Ya es palabra clave')).toHaveLength(2);
  });

  it('speaks English', async () => {
    render(<English />);
    await screen.findByRole('heading', { level: 1, name: /^Statistics of / });
    expect(await screen.findByRole('heading', { name: 'Search terms' })).toBeInTheDocument();
  });
});

describe('quick edit', () => {
  it('pauses the campaign and saves a new budget with its monthly cap', async () => {
    render(<QuickEdit />);
    await screen.findByRole('heading', { level: 1, name: /^Editar / });
    const running = screen.getByRole('switch');
    expect(running).toBeChecked();
    await userEvent.click(running);
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    const budget = screen.getByRole('textbox', { name: /Presupuesto diario/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '35');
    expect(screen.getByText(/1064,00 €|1.064,00 €/)).toBeInTheDocument();
  });
});
