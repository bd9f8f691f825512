import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { campaignsServer } from '../mycampaigns/campaignsFake';
import { SimpleEdit } from './SimpleEdit';
import * as stories from './SimpleEdit.stories';

const { PausedCardDeclined, NotFound, English } = composeStories(stories);
const NAME = 'Fontanería Ruiz — Búsqueda';

function renderEdit() {
  const fake = campaignsServer();
  render(<CrmStoryWrapper server={fake.server} path={`simple-edit/${CAMPAIGN_SEARCH}`} route="simple-edit/:campaignId"><SimpleEdit /></CrmStoryWrapper>);
  return fake;
}
const formOf = (name: string) => screen.getByRole('form', { name });

describe('simple edit', () => {
  it('pauses and relaunches the campaign with the switch', async () => {
    const { server } = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: `Editar ${NAME}` })).toBeInTheDocument();
    const running = screen.getByRole('switch', { name: `Campaña ${NAME} activa` });
    expect(running).toBeChecked();
    await userEvent.click(running);
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(screen.getByText('Campaña en pausa.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.key === 'POST /pauseCampaign')).toBe(true);
    await userEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
  });

  it('saves name, budget and final URL each on its own, with the monthly cap and the server refusal under the field', async () => {
    const { server } = renderEdit();
    await screen.findByRole('heading', { level: 1 });
    const budget = within(formOf('Presupuesto diario')).getByRole('textbox', { name: 'Presupuesto diario' });
    await userEvent.clear(budget);
    await userEvent.type(budget, '25');
    expect(screen.getByText('Gasto máximo al mes: 760,00 €')).toBeInTheDocument();
    await userEvent.clear(budget);
    await userEvent.type(budget, '0,5');
    await userEvent.click(within(formOf('Presupuesto diario')).getByRole('button', { name: 'Guardar' }));
    expect(await within(formOf('Presupuesto diario')).findByText('The budget is below the minimum')).toBeInTheDocument();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(budget);
    await userEvent.type(budget, '25');
    await userEvent.click(within(formOf('Presupuesto diario')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Presupuesto guardado.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.key === 'PUT /googleAds/updateCampaignBudget/:companyId/:campaignId').at(-1)!.args.body).toEqual({ dailyBudget: 25 });

    const name = within(formOf('Nombre de la campaña')).getByRole('textbox');
    await userEvent.clear(name);
    await userEvent.type(name, 'Fontanería Ruiz — Madrid');
    await userEvent.click(within(formOf('Nombre de la campaña')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nombre guardado.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Fontanería Ruiz — Madrid' })).toBeInTheDocument();

    const url = within(formOf('URL final')).getByRole('textbox');
    await userEvent.clear(url);
    await userEvent.type(url, 'no es una url');
    await userEvent.click(within(formOf('URL final')).getByRole('button', { name: 'Guardar' }));
    expect(within(formOf('URL final')).getByText('Escribe una dirección web completa (https://…).')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://fontaneriaruiz.es/urgencias');
    await userEvent.click(within(formOf('URL final')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('URL final guardada.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'PUT /googleAds/updateAdFinalUrl/:companyId/:campaignId')!.args.body).toEqual({ newFinalUrl: 'https://fontaneriaruiz.es/urgencias' });
  });

  it('says why a relaunch was refused', async () => {
    render(<PausedCardDeclined />);
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds. (código insufficient_funds)');
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('says when the campaign does not exist, and speaks English', async () => {
    const { unmount } = render(<NotFound />);
    expect(await screen.findByText('No se encuentra esta campaña.')).toBeInTheDocument();
    unmount();
    render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: `Edit ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Daily budget' })).toHaveValue('20');
  });
});
