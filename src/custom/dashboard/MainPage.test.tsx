import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './MainPage.stories';

const { Linked, KeptChoices, NotLinked, Loading, DashboardFailed, PreferencesFailed, SaveFails, NewCompany, NoPipeline, AsViewer } = composeStories(stories);

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const section = (name: string | RegExp) => within(region(name));
const dashboardCalls = (calls: RecordedCall[]) => calls.filter((c) => c.call === 'GET /analytics/dashboard/:companyId');
const saves = (calls: RecordedCall[]) => calls.filter((c) => c.call === 'PUT /analytics/preferences/:companyId');
const segmentHref = (segment: string, lang = 'es') => `/${lang}/crm/contacts?filter=${encodeURIComponent(JSON.stringify({ segment }))}`;

describe('MainPage', () => {
  beforeAll(() => {
    // jsdom lays nothing out; the charts only need the observer to exist.
    globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  });

  it('greets the user and shows the dashboard figures of the kept period for the current company', async () => {
    const calls: RecordedCall[] = [];
    render(<Linked calls={calls} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByText('Hola Ana, este es el resumen de tu empresa.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Leads' })).toHaveTextContent('240');
    expect(region('Clientes')).toHaveTextContent('12');
    expect(region('De lead a oportunidad')).toHaveTextContent('25 %');
    expect(region('Tasa de apertura')).toHaveTextContent('40 %');
    // Campaigns in the account's currency, cost per customer included; an unknown cost is a dash.
    const campaigns = section('Campañas');
    expect(campaigns.getByRole('row', { name: /Rebajas de invierno/ })).toHaveTextContent(/1\.290,10\s€.*322,53\s€/);
    expect(campaigns.getByRole('row', { name: /Marca/ })).toHaveTextContent('—');
    // Response times in words.
    expect(section('Chat').getByRole('row', { name: /Ana García/ })).toHaveTextContent(/1min 35s.*3h 5min/);
    expect(section('Tiempo en cada etapa').getByRole('row', { name: /Nuevo/ })).toHaveTextContent(/2d 3h/);
    // The default 30 days up to today, for the company in the URL's place.
    expect(dashboardCalls(calls)[0]).toMatchObject({ params: { companyId: 'c1' }, query: { startDate: '2026-10-26', endDate: '2026-11-24' } });
    expect(dashboardCalls(calls)[0].query).not.toHaveProperty('stageMapping');
  });

  it('opens the contacts behind each figure: the link carries its segment', async () => {
    render(<Linked />);
    const leads = await screen.findByRole('region', { name: 'Leads' });
    expect(within(leads).getByRole('link', { name: '240 · ver los contactos' })).toHaveAttribute('href', segmentHref('seg-lead'));
    expect(section('Campañas').getByRole('link', { name: '4 · ver los contactos' })).toHaveAttribute('href', segmentHref('seg-camp-k1-customers'));
    expect(section('Chat').getByRole('link', { name: '58 · ver los contactos' })).toHaveAttribute('href', segmentHref('seg-chat-u1'));
    expect(section('Con clic').getByRole('link')).toHaveAttribute('href', segmentHref('seg-email-clicked'));
    await userEvent.click(section('UTM principales').getByRole('link', { name: /^41/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/es/crm/contacts?filter=${encodeURIComponent('{"segment":"seg-utm-1"}')}`);
  });

  it('a new period asks again and is kept for the next visit', async () => {
    const calls: RecordedCall[] = [];
    render(<Linked calls={calls} />);
    await screen.findByRole('region', { name: 'Leads' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Últimos 7 días' }));
    await waitFor(() => expect(dashboardCalls(calls).at(-1)?.query).toMatchObject({ startDate: '2026-11-18', endDate: '2026-11-24' }));
    expect(saves(calls).at(-1)?.body).toEqual({ rangePreset: '7d', startDate: null, endDate: null, selectedPipelineId: null, stageMapping: null });
  });

  it('another pipeline and a stage mapping ask again and are kept', async () => {
    const calls: RecordedCall[] = [];
    render(<Linked calls={calls} />);
    await screen.findByRole('region', { name: 'Leads' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Embudo' }), 'Postventa');
    await waitFor(() => expect(dashboardCalls(calls).at(-1)?.query).toMatchObject({ selectedPipelineId: 'p2' }));
    expect(saves(calls).at(-1)?.body).toMatchObject({ selectedPipelineId: 'p2', stageMapping: null });

    await userEvent.click(await screen.findByRole('button', { name: 'Etapas del embudo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'En qué paso cuenta cada etapa' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Propuesta' }), 'Lead');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Perdido' }), 'Cliente');
    await userEvent.click(dialog.getByRole('button', { name: 'Aplicar' }));
    const mapping = { lead: ['s1', 's2'], opportunity: [], customer: ['s3', 's4'] };
    await waitFor(() => expect(dashboardCalls(calls).at(-1)?.query).toMatchObject({ selectedPipelineId: 'p2', stageMapping: JSON.stringify(mapping) }));
    expect(saves(calls).at(-1)?.body).toEqual({ rangePreset: '30d', startDate: null, endDate: null, selectedPipelineId: 'p2', stageMapping: mapping });
  });

  it('a choice that cannot be kept still applies, and the user is told it lasts this visit only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: RecordedCall[] = [];
    render(<SaveFails calls={calls} />);
    await screen.findByRole('region', { name: 'Leads' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Últimos 90 días' }));
    expect(await screen.findByText('No se ha podido guardar tu elección: solo se usará en esta visita.')).toBeInTheDocument();
    expect(dashboardCalls(calls).at(-1)?.query).toMatchObject({ startDate: '2026-08-27', endDate: '2026-11-24' });
  });

  it('starts from the kept choices', async () => {
    const calls: RecordedCall[] = [];
    render(<KeptChoices calls={calls} />);
    await screen.findByRole('region', { name: 'Leads' });
    expect(dashboardCalls(calls)[0].query).toEqual({ startDate: '2026-09-01', endDate: '2026-09-30', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, selectedPipelineId: 'p2', stageMapping: JSON.stringify({ lead: ['s1', 's2'], opportunity: [], customer: ['s3'] }) });
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-09-01');
    expect(saves(calls)).toHaveLength(0);
  });

  it('says when the dashboard fails, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: RecordedCall[] = [];
    render(<DashboardFailed calls={calls} />);
    expect(await screen.findByText('No se ha podido cargar el panel.')).toBeInTheDocument();
    const before = dashboardCalls(calls).length;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(dashboardCalls(calls).length).toBe(before + 1));
  });

  it('shows the dashboard for the default period when the kept choices cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PreferencesFailed />);
    expect(await screen.findByRole('region', { name: 'Leads' })).toHaveTextContent('240');
  });

  it('a company with no activity gets a helpful empty state, not zeros', async () => {
    render(<NewCompany />);
    expect(await screen.findByRole('heading', { name: 'Aún no hay actividad en este periodo' })).toBeInTheDocument();
    expect(screen.getByText(/empieza con los accesos rápidos de arriba/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leads' })).toBeNull();
  });

  it('a company without a pipeline is invited to create one and still sees the rest', async () => {
    render(<NoPipeline />);
    expect(await screen.findByRole('heading', { name: 'Aún no tienes un embudo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear un embudo' })).toHaveAttribute('href', '/es/crm/board');
    expect(section('Campañas').getByText('Rebajas de invierno')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Etapas del embudo' })).toBeNull();
  });

  it('shows a status while loading, and no link to check the account before its answer', () => {
    render(<Loading />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Cargando el panel…');
    expect(within(screen.getByRole('article', { name: 'Cuenta publicitaria' })).getByText('…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vincula tu cuenta publicitaria' })).toBeNull();
  });

  it('speaks English', async () => {
    render(<Linked language="en" />);
    expect(await screen.findByRole('region', { name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lead to opportunity' })).toHaveTextContent('25%');
    expect(screen.getByRole('heading', { name: 'Time in each stage' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Customers' })).getByRole('link', { name: '12 · see the contacts' })).toHaveAttribute('href', segmentHref('seg-customer', 'en'));
  });

  it('links every area and the simple view under the language prefix', async () => {
    render(<Linked language="en" />);
    const areas = within(screen.getByRole('navigation', { name: 'Areas' }));
    expect(areas.getByRole('link', { name: /Campaigns/ })).toHaveAttribute('href', '/en/mycampaigns');
    expect(areas.getAllByRole('link')).toHaveLength(8);
    await userEvent.click(screen.getByRole('link', { name: 'Simple view' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/mainpage/1');
  });

  it('still shows the account: current company, companies, plan and the ad account link', async () => {
    render(<Linked />);
    const figure = (name: string) => within(screen.getByRole('article', { name }));
    expect(figure('Empresa actual').getByText('Acme Tiendas')).toBeInTheDocument();
    expect(figure('Empresa actual').getByText('EUR · Europe/Madrid')).toBeInTheDocument();
    expect(figure('Tus empresas').getByText('2')).toBeInTheDocument();
    expect(figure('Plan').getByText('Standard')).toBeInTheDocument();
    expect(figure('Cuenta publicitaria').getByText('Vinculada')).toBeInTheDocument();
    expect(figure('Cuenta publicitaria').getByText('Propietario')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vincula tu cuenta publicitaria' })).toBeNull();
  });

  it('an unlinked company is told so and sent to the check page', async () => {
    render(<NotLinked />);
    expect(within(screen.getByRole('article', { name: 'Cuenta publicitaria' })).getByText('Sin vincular')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Vincula tu cuenta publicitaria' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/check');
  });

  it('offers the first things to do, each only to roles that may do it', () => {
    const { unmount } = render(<Linked />);
    const shortcuts = within(screen.getByRole('navigation', { name: 'Accesos rápidos' }));
    expect(shortcuts.getByRole('link', { name: 'Añadir un contacto' })).toHaveAttribute('href', '/es/crm/contacts/create');
    expect(shortcuts.getByRole('link', { name: 'Importar contactos' })).toHaveAttribute('href', '/es/crm/import');
    unmount();
    render(<AsViewer />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Accesos rápidos' })).not.toBeInTheDocument();
  });
});
