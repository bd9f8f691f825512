import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './CampaignListPage.stories';

const { WithCampaigns, RelaunchDeclined, Empty, English, Improvements, NoImprovements } = composeStories(stories);
const rowOf = (name: RegExp) => screen.getAllByRole('row').find((r) => name.test(r.textContent ?? ''))!;

describe('my campaigns', () => {
  it('lists each campaign with its status, budget and results in euros, and the unfinished wizards', async () => {
    render(<WithCampaigns />);
    await screen.findByRole('heading', { level: 1, name: 'Mis campañas' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Activa');
    expect(rows[1]).toHaveTextContent(/20,00 €\/día/);
    expect(rows[1]).toHaveTextContent(/50,40 €/);
    expect(within(rows[1]).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/\/es\/statistics\//));
    expect(screen.getByRole('heading', { name: 'Campañas sin terminar' })).toBeInTheDocument();
  });

  it('pauses a campaign and shows it paused', async () => {
    render(<WithCampaigns />);
    await screen.findByRole('table');
    const row = rowOf(/Activa/);
    const name = within(row).getAllByRole('link')[0].textContent!;
    await userEvent.click(within(row).getByRole('button', { name: `Pausar ${name}` }));
    await waitFor(() => expect(rowOf(new RegExp(name)).textContent).toContain('En pausa'));
    expect(within(rowOf(new RegExp(name))).getByRole('button', { name: `Reactivar ${name}` })).toBeInTheDocument();
  });

  it('says why a relaunch was refused: the card decline with its code', async () => {
    render(<RelaunchDeclined />);
    await screen.findByRole('table');
    const row = rowOf(/En pausa/);
    await userEvent.click(within(row).getByRole('button', { name: /^Reactivar / }));
    expect(await screen.findByText(/Your card has insufficient funds\. \(código insufficient_funds\)/)).toBeInTheDocument();
    expect(rowOf(/En pausa/)).toBeDefined();
  });

  it('filters by status on the server and offers to create the first campaign when there is none', async () => {
    render(<WithCampaigns />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(screen.getByRole('option', { name: 'En pausa' }));
    expect(await screen.findByText('Ninguna campaña coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    render(<Empty />);
    expect(await screen.findByText('Aún no tienes campañas')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    await screen.findByRole('heading', { level: 1, name: 'My campaigns' });
    expect(await screen.findByRole('columnheader', { name: 'Spend' })).toBeInTheDocument();
  });
});

describe('improvements', () => {
  it('explains each recommendation with its impact; applying one removes it', async () => {
    render(<Improvements />);
    expect(await screen.findByRole('heading', { name: 'Sube el presupuesto' })).toBeInTheDocument();
    expect(screen.getByText(/Pasar de 20,00 € a 30,00 € al día/)).toBeInTheDocument();
    expect(screen.getByText(/Clics por semana: 50 → 70/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Aplicar: Sube el presupuesto/ }));
    expect(await screen.findByText('Mejora aplicada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sube el presupuesto' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /^Descartar: Añade enlaces de sitio/ }));
    expect(await screen.findByText('No hay mejoras pendientes')).toBeInTheDocument();
  });

  it('says when there is nothing to improve', async () => {
    render(<NoImprovements />);
    expect(await screen.findByText('No hay mejoras pendientes')).toBeInTheDocument();
  });
});
