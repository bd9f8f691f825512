import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { campaignsServer } from '../mycampaigns/campaignsFake';
import { Improvements } from './Improvements';
import { everyImprovementType } from './improvementFixtures';
import * as stories from './Improvements.stories';

const { OneCampaign, NothingPending, English, EveryType, EveryTypeEnglish } = composeStories(stories);

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

  it('explains every type the ad platform gives, with what its details say', async () => {
    render(<EveryType />);
    const titles = [
      'Sube el presupuesto', 'Añade la palabra clave «fontanero madrid 24 horas»', 'Puja para conseguir más conversiones', 'Puja para conseguir más clics',
      'Fija un coste por conversión objetivo', 'Usa la concordancia amplia', 'Añade más títulos al anuncio', 'Añade enlaces de sitio', 'Añade textos destacados',
      'Añade un teléfono', 'Mejora la calidad del grupo de recursos',
    ];
    for (const name of titles) expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(titles.length);
    expect(screen.getByText(/Se añadiría en concordancia de frase\. Coste por clic estimado: 1,25 €\./)).toBeInTheDocument();
    expect(screen.getAllByText(/Presupuesto diario recomendado: 20,00 €\./)).toHaveLength(2);
    expect(screen.getByText(/Ahora las pujas se fijan a mano/)).toBeInTheDocument();
    expect(screen.getByText(/Objetivo recomendado: 7,50 € por conversión\./)).toBeInTheDocument();
    expect(screen.getByText(/Se añadirían en concordancia amplia: fontanero madrid y fontanero urgente\. Presupuesto diario necesario: 35,00 €\./)).toBeInTheDocument();
    expect(screen.getByText(/El anuncio nuevo tendría 12 títulos\./)).toBeInTheDocument();
    expect(screen.getByText(/Enlaces propuestos: Servicios, Presupuesto y Opiniones\./)).toBeInTheDocument();
    expect(screen.getByText(/Textos propuestos: Atención personalizada y Profesionales expertos\./)).toBeInTheDocument();
    expect(screen.getByText(/Se usará el teléfono que ya tengas en la cuenta/)).toBeInTheDocument();
    expect(screen.getByText(/Se añadirán títulos sugeridos al grupo/)).toBeInTheDocument();
    expect(screen.getByText('Campaña: Fontanería Ruiz — PMax')).toBeInTheDocument();
    // Nothing untranslated or left unfilled.
    expect(document.body.textContent).not.toMatch(/campaigns\.improvements|\{\{|undefined|NaN/);
  });

  it('applies a bidding change like any other: the contract’s body, and the card leaves', async () => {
    const fake = campaignsServer((d) => {
      const [search, pmax] = d.ads.campaigns;
      d.improvements = everyImprovementType(search, pmax);
    });
    render(<CrmStoryWrapper server={fake.server} path="improvements" route="improvements"><Improvements /></CrmStoryWrapper>);
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar: Fija un coste por conversión objetivo (Fontanería Ruiz — Búsqueda)' }));
    expect(await screen.findByText('Mejora aplicada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Fija un coste por conversión objetivo' })).not.toBeInTheDocument());
    expect(fake.server.calls.find((c) => c.key === 'POST /acceptImprovement/:companyId')!.args.body)
      .toEqual({ companyId: expect.any(String), improvementType: 'TARGET_CPA_OPT_IN', improvementId: '905', campaignId: CAMPAIGN_SEARCH });
  });

  it('explains every type in English too', async () => {
    render(<EveryTypeEnglish />);
    const titles = [
      'Raise the budget', 'Add the keyword “fontanero madrid 24 horas”', 'Bid for more conversions', 'Bid for more clicks', 'Set a target cost per conversion', 'Use broad match',
      'Add more headlines to the ad', 'Add sitelinks', 'Add callouts', 'Add a phone number', "Improve the asset group's strength",
    ];
    for (const name of titles) expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText(/It would be added as phrase match\. Estimated cost per click: €1\.25\./)).toBeInTheDocument();
    expect(screen.getByText(/Recommended target: €7\.50 per conversion\./)).toBeInTheDocument();
    expect(screen.getByText(/Added as broad match: fontanero madrid and fontanero urgente\. Daily budget it needs: €35\.00\./)).toBeInTheDocument();
    expect(screen.getByText(/The new ad would have 12 headlines\./)).toBeInTheDocument();
    expect(screen.getByText(/Suggested sitelinks: Servicios, Presupuesto and Opiniones\./)).toBeInTheDocument();
    expect(screen.getByText(/Suggested callouts: Atención personalizada and Profesionales expertos\./)).toBeInTheDocument();
    expect(screen.getByText(/The phone number the account already has is used/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/campaigns\.improvements|\{\{|undefined|NaN/);
  });
});
