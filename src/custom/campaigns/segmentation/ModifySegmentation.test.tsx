import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { wizardServer } from '../createad/CreateAdWizard.stories';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { ModifySegmentation } from './ModifySegmentation';
import * as stories from './ModifySegmentation.stories';

const { English } = composeStories(stories);

describe('modify segmentation', () => {
  it('shows the current targeting and saves locations, radius, schedule and devices', async () => {
    const { server } = wizardServer();
    render(<CrmStoryWrapper server={server} path={`modify-segmentation/${CAMPAIGN_SEARCH}`} route="modify-segmentation/:campaignId"><ModifySegmentation /></CrmStoryWrapper>);
    const places = await screen.findByRole('list', { name: 'Ubicaciones elegidas' });
    expect(within(places).getByText('España')).toBeInTheDocument();
    expect(within(places).getByRole('button', { name: 'Incluir Ceuta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle Mayor 1, Madrid');

    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar país, región o ciudad' }), 'Madrid');
    // Under load the keystrokes can be further apart than the search's debounce, so "Mad" may be
    // searched before "Madrid". Once "Madrid" is asked, the earlier answer's options are gone (a new
    // query key has no data), so the option found below is the final one and is not re-rendered
    // away between finding and clicking it.
    await waitFor(() => expect(server.calls.some((c) => c.key === 'GET /getLocations' && c.args.query?.q === 'Madrid')).toBe(true));
    await userEvent.click(await screen.findByRole('option', { name: /^Madrid Madrid, Comunidad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Añadir franja' }));
    const slot = screen.getByRole('group', { name: 'Franja 2' });
    await userEvent.click(within(slot).getByRole('combobox', { name: 'Día' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sábado' }));
    await userEvent.click(within(slot).getByRole('combobox', { name: 'Hasta (minutos)' }));
    await userEvent.click(await screen.findByRole('option', { name: '45' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Puja en Ordenadores' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No mostrar anuncios' }));

    await userEvent.click(screen.getByRole('button', { name: 'Guardar segmentación' }));
    expect(await screen.findByText('Segmentación guardada.')).toBeInTheDocument();
    const body = server.calls.find((c) => c.key === 'PUT /googleAds/updateCampaignCriteria/:companyId/:campaignId')!.args.body as Record<string, unknown>;
    expect(body.locations).toEqual(expect.arrayContaining([{ locationId: '1005493', name: 'Madrid, Comunidad de Madrid, España', negative: true }]));
    expect(body.schedule).toEqual(expect.arrayContaining([{ day: 'SATURDAY', startHour: 9, startMinute: 0, endHour: 18, endMinute: 45 }]));
    expect(body.devices).toEqual(expect.arrayContaining([{ device: 'DESKTOP', bidModifier: 0 }, { device: 'MOBILE', bidModifier: 1.2 }]));
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { name: 'Targeting', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save targeting' })).toBeInTheDocument();
  });
});
