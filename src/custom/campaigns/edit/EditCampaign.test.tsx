import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { wizardServer } from '../createad/CreateAdWizard.stories';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { EditCampaign } from './EditCampaign';
import * as stories from './EditCampaign.stories';

const { NotFound, English, PerformanceMaxAdTexts } = composeStories(stories);

function renderEditor() {
  const { server, ads } = wizardServer();
  render(<CrmStoryWrapper server={server} path={`edit-campaign/${CAMPAIGN_SEARCH}`} route="edit-campaign/:campaignId"><EditCampaign /></CrmStoryWrapper>);
  return { server, ads };
}

describe('campaign editor', () => {
  it('adds a keyword with its match type and removes one after confirming', async () => {
    const { server } = renderEditor();
    await userEvent.click(await screen.findByRole('tab', { name: 'Palabras clave' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nueva palabra clave' }), 'fontanero barato');
    await userEvent.click(within(screen.getByRole('region', { name: /^Palabras clave \(/ })).getByRole('button', { name: 'Añadir' }));
    const list = await screen.findByRole('list', { name: 'Palabras clave de la campaña' });
    expect(await within(list).findByText('fontanero barato')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'POST /addPositiveKeywords')!.args.body).toMatchObject({ campaignId: CAMPAIGN_SEARCH, positiveKeywords: [{ text: 'fontanero barato', matchType: 'PHRASE' }] });

    await userEvent.click(within(list).getByRole('button', { name: 'Quitar «desatascos»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar «desatascos»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(within(list).queryByText('desatascos')).not.toBeInTheDocument());
    expect(screen.getByText('«desatascos» quitada.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'POST /removePositiveKeywords/:campaignId')!.args.body).toMatchObject({ positiveKeywordIds: ['502'] });
  });

  it('edits a callout asset and uses an existing one of the account', async () => {
    const { server } = renderEditor();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recursos' }));
    const callouts = await screen.findByRole('region', { name: 'Textos destacados' });
    await userEvent.click(await within(callouts).findByRole('button', { name: 'Editar «Atención 24 h»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar recurso: Textos destacados' });
    const field = within(dialog).getByRole('textbox', { name: /Texto/ });
    await userEvent.type(field, ' todos los días del año');
    expect(within(dialog).getByText(/Máximo 25 caracteres/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Atención 24 horas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(callouts).findByText('Atención 24 horas')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'PUT /updateCampaignHighlightedTextAsset/:assetId')!.args).toMatchObject({ params: { assetId: '9001' }, body: { text: 'Atención 24 horas' } });

    await userEvent.click(within(callouts).getByRole('button', { name: 'Usar uno existente' }));
    const pick = await screen.findByRole('dialog', { name: 'Recursos de la cuenta: Textos destacados' });
    await userEvent.click(await within(pick).findByRole('checkbox', { name: 'Sin desplazamiento' }));
    await userEvent.click(within(pick).getByRole('button', { name: 'Usar los elegidos (1)' }));
    expect(await within(callouts).findByText('Sin desplazamiento')).toBeInTheDocument();
  });

  it('shows the search ad’s preview as its texts are edited, with the campaign’s sitelinks and callouts', async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('tab', { name: 'Títulos y descripciones' }));
    const preview = screen.getByRole('region', { name: 'Vista previa del anuncio' });
    expect(within(preview).getByTestId('ad-headline')).toHaveTextContent(/^Fontanero en Madrid \| Urgencias 24 horas \| Presupuesto gratis$/);
    expect(within(preview).getByTestId('ad-display-url')).toHaveTextContent(/^fontaneriaruiz\.es\/fontanero\/madrid$/);
    expect(await within(preview).findByRole('note', { name: 'Textos destacados' })).toHaveTextContent('Atención 24 h');
    expect(within(within(preview).getByRole('list', { name: 'Enlaces de sitio' })).getByText('Contacto')).toBeInTheDocument();

    const third = screen.getByRole('textbox', { name: 'Título 3' });
    await userEvent.clear(third);
    await userEvent.type(third, 'Sin desplazamiento');
    expect(within(preview).getByTestId('ad-headline')).toHaveTextContent(/^Fontanero en Madrid \| Urgencias 24 horas \| Sin desplazamiento$/);
    expect(third).toHaveAccessibleDescription('18 de 30 caracteres');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Ruta 2' }));
    expect(within(preview).getByTestId('ad-display-url')).toHaveTextContent(/^fontaneriaruiz\.es\/fontanero$/);
  });

  it('shows a Performance Max group’s preview, its images said to be there though not drawn', async () => {
    render(<PerformanceMaxAdTexts />);
    const preview = await screen.findByRole('region', { name: 'Vista previa de Performance Max' });
    expect(within(preview).getByTestId('ad-headline')).toHaveTextContent(/^Fontanero \| Urgencias 24 h$/);
    expect(within(preview).getAllByText('Fontanería Ruiz').length).toBeGreaterThan(0);
    expect(within(preview).getByText('Tu imagen horizontal')).toBeInTheDocument();
    expect(within(preview).getByText('Añade una imagen cuadrada (1:1)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre del negocio/ }), ' SL');
    expect(within(screen.getByRole('figure', { name: 'En la Búsqueda' })).getByText('Fontanería Ruiz SL')).toBeInTheDocument();
  });

  it('saves the budget on its own and shows the monthly cap', async () => {
    const { server } = renderEditor();
    const budget = await screen.findByRole('textbox', { name: 'Presupuesto diario' });
    await userEvent.clear(budget);
    await userEvent.type(budget, '25');
    expect(screen.getByText('Gasto máximo al mes: 760,00 €')).toBeInTheDocument();
    await userEvent.click(within(budget.closest('form')!).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Presupuesto guardado.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'PUT /googleAds/updateCampaignBudget/:companyId/:campaignId')!.args.body).toEqual({ dailyBudget: 25 });
  });

  it('says when the campaign does not exist', async () => {
    render(<NotFound />);
    expect(await screen.findByText('Esta campaña no existe o no tienes acceso.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('tab', { name: 'Headlines and descriptions' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Fontanería Ruiz — Búsqueda');
  });
});
