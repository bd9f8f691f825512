import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LANDING_CLINIC, landingsServer, type LandingsData } from './landingsFake';
import { Projects } from './Projects';
import * as stories from './Projects.stories';

const { WithLandings, Empty, LoadFailed, PlanCapReached, SubdomainTaken, DuplicateAndDelete, English } = composeStories(stories);
const CLINIC = 'Clínica Sol';
const WEBINAR = 'Webinar de otoño';
const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article')!;
const callsTo = (server: ReturnType<typeof landingsServer>['server'], key: string) => server.calls.filter((c) => c.key === key);

function renderProjects(change?: (data: LandingsData) => void) {
  const fake = landingsServer(change);
  render(<CrmStoryWrapper server={fake.server} path="projects" route="projects"><Projects /></CrmStoryWrapper>);
  return fake;
}

describe('projects', () => {
  it('shows each landing as a card with its thumbnail, status, subdomain and last change', async () => {
    render(<WithLandings />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Landings' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus landings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const clinic = cardOf(CLINIC);
    expect(within(clinic).getByRole('img', { name: `Miniatura de la landing «${CLINIC}»` })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    expect(clinic).toHaveTextContent('Publicada');
    expect(clinic).toHaveTextContent('Subdominio: clinica-sol');
    expect(clinic).toHaveTextContent('Último cambio: 20 nov 2026');
    await waitFor(() => expect(clinic).toHaveTextContent('1.240 visitas · 5 % de conversión'));
    expect(within(clinic).getByRole('link', { name: `Editar «${CLINIC}» en el editor` })).toHaveAttribute('href', `/es/landing-editor/${LANDING_CLINIC}`);
    const webinar = cardOf(WEBINAR);
    expect(webinar).toHaveTextContent('Borrador');
    expect(webinar).toHaveTextContent('Sin subdominio');
    expect(within(clinic).getByRole('link', { name: `Ver «${CLINIC}» publicada en http://clinica-sol.landings.localhost:3000/ (se abre en otra pestaña)` }))
      .toHaveAttribute('href', 'http://clinica-sol.landings.localhost:3000/');
    expect(within(clinic).getByRole('button', { name: `Despublicar «${CLINIC}»` })).toBeInTheDocument();
    for (const label of ['Publicar', 'Renombrar', 'Subdominio de', 'Píxeles de Meta de', 'Duplicar', 'Eliminar']) {
      expect(within(webinar).getByRole('button', { name: `${label} «${WEBINAR}»` })).toBeInTheDocument();
    }
  });

  it('searches and filters by status on the server', async () => {
    const { server } = renderProjects();
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar landing' }), 'webinar');
    await waitFor(() => expect(screen.queryByRole('heading', { name: CLINIC })).not.toBeInTheDocument());
    expect(server.calls.at(-1)!.args.query).toMatchObject({ search: 'webinar' });
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar landing' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(screen.getByRole('option', { name: 'Publicada' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: WEBINAR })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: CLINIC })).toBeInTheDocument();
    expect(server.calls.at(-1)!.args.query).toMatchObject({ status: 'published' });
  });

  it('shows the empty state with the way to create, and a failed load with retry', async () => {
    const { unmount } = render(<Empty />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Aún no tienes landings' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Crear landing' })).toHaveLength(2);
    unmount();
    render(<LoadFailed />);
    expect(await screen.findByText('No se han podido cargar las landings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('creates a landing from a template chosen with the keyboard, in the chosen language', async () => {
    render(<WithLandings />);
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear landing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear una landing desde una plantilla' });
    const templates = await within(dialog).findByRole('radiogroup', { name: 'Plantillas' });
    expect(within(templates).getByRole('img', { name: 'Miniatura de la plantilla «Restaurante»' })).toBeInTheDocument();
    expect(within(templates).getByRole('radio', { name: 'Servicios' })).toHaveAccessibleDescription('Presenta tus servicios y recibe solicitudes de presupuesto.');
    expect(within(dialog).getByRole('radio', { name: 'Español' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inglés' }));
    within(templates).getByRole('radio', { name: 'Servicios' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(templates).getByRole('radio', { name: 'Restaurante' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear landing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The restaurant template, made in English: its English name.
    expect(await screen.findByRole('heading', { level: 2, name: 'Restaurant' })).toBeInTheDocument();
    expect(await screen.findByText('Landing «Restaurant» creada.')).toBeInTheDocument();
  });

  it('says when the plan allows no more landings, with the way to billing', async () => {
    render(<PlanCapReached />);
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear landing' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Webinar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear landing' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Has llegado al máximo de landings de tu plan.');
    expect(within(alert).getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/es/billing');
  });

  it('checks the subdomain as it is typed and shows the server refusing a taken one on the field', async () => {
    render(<SubdomainTaken />);
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(within(cardOf(WEBINAR)).getByRole('button', { name: `Subdominio de «${WEBINAR}»` }));
    const dialog = await screen.findByRole('dialog', { name: `Subdominio de «${WEBINAR}»` });
    const field = within(dialog).getByRole('textbox', { name: 'Subdominio' });
    await userEvent.type(field, 'www');
    expect(field).toHaveAccessibleDescription('Este nombre está reservado.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'mi_web');
    expect(field).toHaveAccessibleDescription('Usa solo letras de la a a la z sin tildes, números y guiones.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(dialog).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ocupado');
    expect(field).toHaveAccessibleDescription('Se guardará como «ocupado».');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Ese subdominio ya lo usa otra landing. Prueba con otro.'));
    expect(await screen.findByText(`No se ha podido cambiar el subdominio de «${WEBINAR}»: Ese subdominio ya lo usa otra landing. Prueba con otro.`)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'webinar-otono{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Subdominio: webinar-otono')).toBeInTheDocument();
    expect(await screen.findByText(`«${WEBINAR}» usa ahora el subdominio «webinar-otono».`)).toBeInTheDocument();
  });

  it("chooses a landing's Meta pixels from its card (the list reads the choice again); a viewer is not offered it", async () => {
    const { server, data } = renderProjects();
    await screen.findByRole('list', { name: 'Tus landings' });
    const lists = callsTo(server, 'GET /getLandingsData/:companyId').length;
    await userEvent.click(within(cardOf(CLINIC)).getByRole('button', { name: `Píxeles de Meta de «${CLINIC}»` }));
    const dialog = await screen.findByRole('dialog', { name: `Píxeles de Meta de «${CLINIC}»` });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Solo los que elijas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(`Píxeles de «${CLINIC}» guardados.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(data.landings.find((l) => l._id === LANDING_CLINIC)!.pixelIds).toEqual([]);
    await waitFor(() => expect(callsTo(server, 'GET /getLandingsData/:companyId').length).toBeGreaterThan(lists));
  });

  it('offers a viewer no action that changes a landing', async () => {
    render(<CrmStoryWrapper server={landingsServer().server} path="projects" route="projects" role="viewer"><Projects /></CrmStoryWrapper>);
    await screen.findByRole('list', { name: 'Tus landings' });
    expect(within(cardOf(CLINIC)).queryByRole('button', { name: `Píxeles de Meta de «${CLINIC}»` })).not.toBeInTheDocument();
    expect(within(cardOf(CLINIC)).queryByRole('button', { name: `Renombrar «${CLINIC}»` })).not.toBeInTheDocument();
  });

  it('renames a landing', async () => {
    const { server } = renderProjects();
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(within(cardOf(CLINIC)).getByRole('button', { name: `Renombrar «${CLINIC}»` }));
    const dialog = await screen.findByRole('dialog', { name: `Renombrar «${CLINIC}»` });
    const field = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(field);
    expect(field).toHaveAccessibleDescription('Escribe un nombre.');
    await userEvent.type(field, 'Clínica Sol Centro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Clínica Sol Centro' })).toBeInTheDocument();
    expect(callsTo(server, 'PUT /updateLandingData/:landingId')[0].args).toMatchObject({ params: { landingId: LANDING_CLINIC }, body: { newData: { name: 'Clínica Sol Centro' } } });
    expect(await screen.findByText('Landing renombrada a «Clínica Sol Centro».')).toBeInTheDocument();
  });

  it('duplicates a landing as a new draft', async () => {
    render(<DuplicateAndDelete />);
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(within(cardOf(CLINIC)).getByRole('button', { name: `Duplicar «${CLINIC}»` }));
    expect(await screen.findByRole('heading', { level: 2, name: `${CLINIC} (copia)` })).toBeInTheDocument();
    expect(await screen.findByText(`Copia creada: «${CLINIC} (copia)».`)).toBeInTheDocument();
  });

  it('refuses a duplicate past the plan cap with the way to billing', async () => {
    render(<PlanCapReached />);
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(within(cardOf(CLINIC)).getByRole('button', { name: `Duplicar «${CLINIC}»` }));
    const link = await screen.findByRole('link', { name: 'Ver planes' });
    expect(link).toHaveAttribute('href', '/es/billing');
    expect(link.closest('[role="alert"]')).toHaveTextContent('Has llegado al máximo de landings de tu plan.');
    expect(await screen.findByText(`No se ha podido duplicar «${CLINIC}»: Has llegado al máximo de landings de tu plan.`)).toBeInTheDocument();
  });

  it('deletes a landing after confirming', async () => {
    render(<DuplicateAndDelete />);
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(within(cardOf(WEBINAR)).getByRole('button', { name: `Eliminar «${WEBINAR}»` }));
    const dialog = await screen.findByRole('dialog', { name: `¿Eliminar «${WEBINAR}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: WEBINAR })).not.toBeInTheDocument());
    expect(await screen.findByText(`Landing «${WEBINAR}» eliminada.`)).toBeInTheDocument();
  });

  it('publishes once a subdomain is chosen (the subdomain dialog opens first), and unpublishes', async () => {
    const { server } = renderProjects();
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(within(cardOf(WEBINAR)).getByRole('button', { name: `Publicar «${WEBINAR}»` }));
    const dialog = await screen.findByRole('dialog', { name: `Subdominio de «${WEBINAR}»` });
    expect(await screen.findByText(`Elige un subdominio para «${WEBINAR}» antes de publicarla.`)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subdominio' }), 'otono{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await within(cardOf(WEBINAR)).findByRole('button', { name: `Publicar «${WEBINAR}»` }));
    expect(await within(cardOf(WEBINAR)).findByRole('link', { name: /^Ver «Webinar de otoño» publicada en http:\/\/otono\./ })).toBeInTheDocument();
    expect(cardOf(WEBINAR)).toHaveTextContent('Publicada');
    expect(await screen.findByText(`«${WEBINAR}» está publicada.`)).toBeInTheDocument();
    await userEvent.click(within(cardOf(CLINIC)).getByRole('button', { name: `Despublicar «${CLINIC}»` }));
    await waitFor(() => expect(cardOf(CLINIC)).toHaveTextContent('Borrador'));
    expect(within(cardOf(CLINIC)).queryByRole('link', { name: /^Ver «/ })).not.toBeInTheDocument();
    expect(callsTo(server, 'POST /unpublishLanding')[0].args.body).toMatchObject({ landingId: LANDING_CLINIC });
  });

  it('opens a landing\'s custom domains, the tracking code and creation with AI', async () => {
    render(<WithLandings />);
    await screen.findByRole('list', { name: 'Tus landings' });
    await userEvent.click(within(cardOf(CLINIC)).getByRole('button', { name: `Dominios propios de «${CLINIC}»` }));
    const domains = await screen.findByRole('dialog', { name: `Dominios de «${CLINIC}»` });
    await userEvent.click(within(domains).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Código de seguimiento' }));
    const snippet = await screen.findByRole('dialog', { name: 'Código de seguimiento' });
    expect(await within(snippet).findByText(/data-site="demo-site-key"/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Crear con IA' }));
    expect(await screen.findByRole('dialog', { name: 'Crear landing con IA' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing pages' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your landing pages' });
    expect(cardOf(CLINIC)).toHaveTextContent('Published');
    expect(cardOf(CLINIC)).toHaveTextContent('Last change: 20 Nov 2026');
    expect(screen.getByRole('button', { name: `Delete “${CLINIC}”` })).toBeInTheDocument();
  });
});
