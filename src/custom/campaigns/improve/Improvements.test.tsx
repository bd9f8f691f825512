import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { campaignsServer } from '../mycampaigns/campaignsFake';
import { Improvements } from './Improvements';
import * as stories from './Improvements.stories';

const { OneCampaign, NothingPending, English } = composeStories(stories);

describe('improvements', () => {
  it('explains each recommendation with its impact; an applied one leaves, a dismissed one too', async () => {
    const fake = campaignsServer();
    render(<CrmStoryWrapper server={fake.server} path="improvements" route="improvements"><Improvements /></CrmStoryWrapper>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mejoras' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sube el presupuesto' })).toBeInTheDocument();
    expect(screen.getByText(/Pasar de 20,00 € a 30,00 € al día/)).toBeInTheDocument();
    expect(screen.getByText(/Clics por semana: 50 → 70/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Añade la palabra clave «fontanero urgente»' })).toBeInTheDocument();
    expect(screen.getAllByText('Campaña: Fontanería Ruiz — Búsqueda')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Aplicar: Sube el presupuesto (Fontanería Ruiz — Búsqueda)' }));
    expect(await screen.findByText('Mejora aplicada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sube el presupuesto' })).not.toBeInTheDocument());
    expect(fake.server.calls.find((c) => c.key === 'POST /acceptImprovement/:companyId')!.args.body)
      .toEqual({ companyId: expect.any(String), improvementType: 'CAMPAIGN_BUDGET', improvementId: '111', campaignId: CAMPAIGN_SEARCH });

    await userEvent.click(screen.getByRole('button', { name: /^Descartar: Añade la palabra clave/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /fontanero urgente/ })).not.toBeInTheDocument());
    expect(fake.server.calls.some((c) => c.key === 'DELETE /deleteImprovement/:companyId')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^Descartar: Añade enlaces de sitio/ }));
    expect(await screen.findByText('No hay mejoras pendientes')).toBeInTheDocument();
  });

  it('narrows to one campaign from the address', async () => {
    render(<OneCampaign />);
    expect(await screen.findByRole('heading', { name: 'Añade enlaces de sitio' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sube el presupuesto' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to improve', async () => {
    render(<NothingPending />);
    expect(await screen.findByText('No hay mejoras pendientes')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Improvements' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Raise the budget' })).toBeInTheDocument();
    expect(screen.getByText(/Going from €20.00 to €30.00 a day/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply: Raise the budget (Fontanería Ruiz — Búsqueda)' })).toBeInTheDocument();
  });
});
