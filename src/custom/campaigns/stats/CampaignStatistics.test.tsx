import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CAMPAIGN_SEARCH } from '../createad/stories/adsFixtures';
import { campaignsServer } from '../mycampaigns/campaignsFake';
import { CampaignStatistics } from './CampaignStatistics';
import * as stories from './CampaignStatistics.stories';

const { English, NoSearchTerms, NotFound } = composeStories(stories);
const NAME = 'Fontanería Ruiz — Búsqueda';

function renderStats() {
  const fake = campaignsServer();
  render(<CrmStoryWrapper server={fake.server} path={`statistics/${CAMPAIGN_SEARCH}`} route="statistics/:campaignId"><CampaignStatistics today="2026-03-02" /></CrmStoryWrapper>);
  return fake;
}
const figure = (label: string) => within(screen.getByRole('region', { name: 'Cifras del periodo' })).getByText(label).parentElement!;

afterEach(() => vi.restoreAllMocks());

describe('campaign statistics', () => {
  it("names the campaign and shows the period's figures, charts by day, device and location", async () => {
    const { server } = renderStats();
    expect(await screen.findByRole('heading', { level: 1, name: `Estadísticas de ${NAME}` })).toBeInTheDocument();
    await waitFor(() => expect(figure('Clics')).toHaveTextContent('150'));
    expect(figure('Impresiones')).toHaveTextContent('3.000');
    expect(figure('CTR')).toHaveTextContent(/5,3\s%|5,25\s%/);
    expect(figure('Gasto')).toHaveTextContent('63,00 €');
    expect(figure('Conversiones')).toHaveTextContent('9');
    expect(figure('Coste por conversión')).toHaveTextContent('7,00 €');
    expect(figure('CPC medio')).toHaveTextContent('0,42 €');
    expect(screen.getByRole('heading', { name: 'Clics y conversiones por día' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clics por dispositivo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clics por ubicación' })).toBeInTheDocument();
    const segments = server.calls.filter((c) => c.key === 'POST /graphicsMetricsGoogleAds/:companyId/:campaignId').map((c) => c.args.body);
    expect(segments).toEqual(expect.arrayContaining([expect.objectContaining({ segment: 'device', from: '2026-02-01', to: '2026-03-02' }), expect.objectContaining({ segment: 'location' })]));
  });

  it('adds a search term as a keyword and another as a negative; the wasted spend follows', async () => {
    const { server } = renderStats();
    const table = await screen.findByRole('table', { name: 'Términos de búsqueda' });
    expect(screen.getByText('Gasto en búsquedas sin conversiones: 16,80 €')).toBeInTheDocument();
    const existing = within(table).getByText('fontanero madrid', { selector: 'td' }).closest('tr')!;
    expect(existing).toHaveTextContent('Ya es palabra clave');
    expect(within(existing).getByRole('button', { name: 'Añadir «fontanero madrid» como palabra clave' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Añadir «fontanero madrid precio» como palabra clave' }));
    expect(await screen.findByText('«fontanero madrid precio» añadida como palabra clave.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir «fontanero madrid precio» como palabra clave' })).toBeDisabled());
    expect(server.calls.find((c) => c.key === 'POST /addPositiveKeywords')!.args.body).toMatchObject({ campaignId: CAMPAIGN_SEARCH, positiveKeywords: [{ text: 'fontanero madrid precio', matchType: 'PHRASE' }] });

    await userEvent.click(screen.getByRole('button', { name: 'Añadir «curso fontanería gratis» como negativa' }));
    await waitFor(() => expect(screen.getByText('curso fontanería gratis').closest('tr')).toHaveTextContent('Excluida'));
    expect(server.calls.find((c) => c.key === 'POST /addNegativeKeywords')!.args.body).toMatchObject({ negativeKeywords: [{ text: 'curso fontanería gratis', matchType: 'PHRASE' }] });
    expect(screen.getByText('Gasto en búsquedas sin conversiones: 12,60 €')).toBeInTheDocument();
  });

  it('exports the daily rows as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:stats'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderStats();
    const button = await screen.findByRole('button', { name: `Exportar CSV de ${NAME}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => { const reader = new FileReader(); reader.onload = () => resolve(String(reader.result)); reader.readAsText(blobs[0]); });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('date,impressions,clicks,ctr,cost_EUR,conversions,conversions_value_EUR,average_cpc_EUR,cost_per_conversion_EUR');
    expect(lines.slice(1, 4).map((l) => l.split(',')[0])).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('says when there are no search terms and when the campaign does not exist', async () => {
    const { unmount } = render(<NoSearchTerms />);
    expect(await screen.findByText('Todavía no hay búsquedas en este periodo.')).toBeInTheDocument();
    unmount();
    render(<NotFound />);
    expect(await screen.findByText('No se encuentra esta campaña.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: `Statistics of ${NAME}` })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Search terms' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add “fontanero madrid precio” as a keyword' })).toBeInTheDocument();
  });
});
