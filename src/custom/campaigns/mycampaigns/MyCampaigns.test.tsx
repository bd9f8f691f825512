import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_PMAX, CAMPAIGN_SEARCH, DRAFT_READY } from '../createad/stories/adsFixtures';
import { campaignsServer } from './campaignsFake';
import { MyCampaigns } from './MyCampaigns';
import * as stories from './MyCampaigns.stories';

const { RelaunchCardDeclined, RelaunchWithoutCard, RelaunchOffline, DollarAccount, Empty, LoadFailed, English } = composeStories(stories);
const SEARCH = 'Fontanería Ruiz — Búsqueda';
const PMAX = 'Fontanería Ruiz — PMax';
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

function renderList() {
  const fake = campaignsServer();
  render(<CrmStoryWrapper server={fake.server} path="mycampaigns" route="mycampaigns"><MyCampaigns today="2026-03-02" /></CrmStoryWrapper>);
  return fake;
}

afterEach(() => vi.restoreAllMocks());

describe('my campaigns', () => {
  it('lists each campaign with its type, status, budget and results in euros for the last 30 days', async () => {
    const { server } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis campañas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Campañas' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const row = rowOf(SEARCH);
    expect(row).toHaveTextContent('Búsqueda');
    expect(row).toHaveTextContent('Activa');
    expect(row).toHaveTextContent('20,00 €/día');
    expect(row).toHaveTextContent('50,40 €');
    expect(row).toHaveTextContent('8,40 €');
    expect(rowOf(PMAX)).toHaveTextContent('Performance Max');
    expect(within(row).getByRole('link', { name: SEARCH })).toHaveAttribute('href', `/es/statistics/${CAMPAIGN_SEARCH}`);
    expect(within(row).getByRole('link', { name: `Editar ${SEARCH}` })).toHaveAttribute('href', `/es/simple-edit/${CAMPAIGN_SEARCH}`);
    expect(within(row).getByRole('link', { name: `Editar todo de ${SEARCH}` })).toHaveAttribute('href', `/es/edit-campaign/${CAMPAIGN_SEARCH}`);
    expect(within(row).getByRole('link', { name: `Segmentación de ${SEARCH}` })).toHaveAttribute('href', `/es/modify-segmentation/${CAMPAIGN_SEARCH}`);
    expect(screen.getByRole('link', { name: 'Crear campaña' })).toHaveAttribute('href', '/es/createad');
    expect(server.calls.find((c) => c.key === 'GET /campaigns/:companyId')!.args.query).toMatchObject({ from: '2026-02-01', to: '2026-03-02' });
  });

  it('formats money in the account currency', async () => {
    render(<DollarAccount />);
    expect(await screen.findByText('20,00 US$/día')).toBeInTheDocument();
  });

  it('searches and filters by status on the server', async () => {
    const { server } = renderList();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar campaña' }), 'pmax');
    await waitFor(() => expect(screen.queryByRole('link', { name: SEARCH })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: PMAX })).toBeInTheDocument();
    expect(server.calls.at(-1)!.args.query).toMatchObject({ search: 'pmax' });
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar campaña' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(screen.getByRole('option', { name: 'En pausa' }));
    expect(await screen.findByText('Ninguna campaña coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('pauses a campaign and shows it paused, then relaunches it', async () => {
    const { server } = renderList();
    await screen.findByRole('table');
    await userEvent.click(within(rowOf(SEARCH)).getByRole('button', { name: `Pausar ${SEARCH}` }));
    await waitFor(() => expect(rowOf(SEARCH)).toHaveTextContent('En pausa'));
    expect(server.calls.find((c) => c.key === 'POST /pauseCampaign')!.args.body).toMatchObject({ campaignId: CAMPAIGN_SEARCH });
    await userEvent.click(within(rowOf(SEARCH)).getByRole('button', { name: `Reactivar ${SEARCH}` }));
    await waitFor(() => expect(rowOf(SEARCH)).toHaveTextContent('Activa'));
  });

  it('says why a relaunch was refused: the card decline with its code', async () => {
    render(<RelaunchCardDeclined />);
    await screen.findByRole('table');
    await userEvent.click(within(rowOf(SEARCH)).getByRole('button', { name: `Reactivar ${SEARCH}` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds. (código insufficient_funds)');
    expect(within(alert).getByRole('link', { name: 'Ir a Facturación' })).toHaveAttribute('href', '/es/billing');
    expect(rowOf(SEARCH)).toHaveTextContent('En pausa');
  });

  it('sends to billing when there is no card, and says when there is no connection', async () => {
    const { unmount } = render(<RelaunchWithoutCard />);
    await screen.findByRole('table');
    await userEvent.click(within(rowOf(SEARCH)).getByRole('button', { name: `Reactivar ${SEARCH}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Añade una tarjeta en Facturación');
    expect(screen.getByRole('link', { name: 'Ir a Facturación' })).toBeInTheDocument();
    unmount();
    render(<RelaunchOffline />);
    await screen.findByRole('table');
    await userEvent.click(within(rowOf(SEARCH)).getByRole('button', { name: `Reactivar ${SEARCH}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión con el servidor');
  });

  it('opens the preview where the server says', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    await screen.findByRole('table');
    await userEvent.click(within(rowOf(PMAX)).getByRole('button', { name: `Vista previa de ${PMAX}` }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`https://ads.example.com/preview/${CAMPAIGN_PMAX}`, '_blank', 'noopener'));
  });

  it('continues an unfinished wizard or discards it after confirming', async () => {
    const { server } = renderList();
    const drafts = await screen.findByRole('region', { name: 'Campañas sin terminar' });
    expect(within(drafts).getByRole('link', { name: 'Continuar «Fontanería Ruiz»' })).toHaveAttribute('href', `/es/createad?draft=${DRAFT_READY}`);
    await userEvent.click(within(drafts).getByRole('button', { name: 'Descartar «Fontanería Ruiz»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar esta campaña sin terminar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(within(drafts).queryByRole('link', { name: 'Continuar «Fontanería Ruiz»' })).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.key === 'DELETE /campaignDraft/:companyId/:draftId')!.args.params).toMatchObject({ draftId: DRAFT_READY });
  });

  it('shows the empty state and a failed load', async () => {
    const { unmount } = render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'Aún no tienes campañas' })).toBeInTheDocument();
    unmount();
    render(<LoadFailed />);
    expect(await screen.findByText('No se han podido cargar las campañas.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My campaigns' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Spend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Pause ${SEARCH}` })).toBeInTheDocument();
    expect(rowOf(SEARCH)).toHaveTextContent('€20.00/day');
  });
});
