import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { LIST_NEWSLETTER, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import ContactList from './ContactList';
import * as stories from './ContactList.stories';

const { Default, English, Empty, AsAgent, Thousand, SavedColumns, FromDashboard } = composeStories(stories);

const table = () => screen.findByRole('table');
const headers = async () => within(await table()).getAllByRole('columnheader').map((h) => h.textContent);

describe('ContactList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the contacts with the default columns, in Spanish', async () => {
    render(<Default />);
    expect(await screen.findByRole('link', { name: 'Ana García' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carla Ruiz' })).toBeInTheDocument();
    expect(await headers()).toEqual(['', 'Nombre', 'Correo electrónico', 'Teléfono', 'Empresa', 'Etapa', 'Asignado a', 'Creado']);
    expect(screen.getByText('Ventas: Nuevo')).toBeInTheDocument();
  });

  it('speaks English under /en', async () => {
    render(<English />);
    await screen.findByRole('link', { name: 'Ana García' });
    expect((await headers()).slice(1, 3)).toEqual(['Name', 'Email']);
  });

  it('invites an import when there are no contacts', async () => {
    render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay contactos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Importar contactos/ })).toHaveAttribute('href', '/es/crm/import');
  });

  it('lists a dashboard figure\'s contacts under a removable chip, and every contact once it is removed', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server} path={FromDashboard.parameters.crm.path}><ContactList /></CrmStoryWrapper>);
    await screen.findByRole('link', { name: 'Ana García' });
    expect(screen.getByText('Filtrado desde el panel')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.key === 'POST /contactsByFilter').at(-1)?.args.query).toMatchObject({ segment: 'seg-lead' });
    // The bulk calls know no segment: no export of "every matching contact" from here.
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar el filtro del panel' }));
    await waitFor(() => expect(screen.queryByText('Filtrado desde el panel')).not.toBeInTheDocument());
    await waitFor(() => expect(server.calls.filter((c) => c.key === 'POST /contactsByFilter').at(-1)?.args.query).not.toHaveProperty('segment'));
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it('searches on the server and sends empty filters as null', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server}><ContactList /></CrmStoryWrapper>);
    await screen.findByRole('link', { name: 'Ana García' });
    const first = server.calls.find((c) => c.key === 'POST /contactsByFilter');
    expect(first?.args.body).toMatchObject({ searchTerm: null, filters: null, filterByCollaborators: null });
    // No sortField: the server applies SPEC §5's newest-first rule itself.
    expect(first?.args.query).not.toHaveProperty('sortField');

    await userEvent.type(screen.getByPlaceholderText('Buscar por nombre, correo o teléfono'), 'bruno');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana García' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bruno Díaz' })).toBeInTheDocument();
    expect(server.calls.at(-1)?.args.body).toMatchObject({ searchTerm: 'bruno' });
  });

  it('sorts on the server when a header is clicked', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server}><ContactList /></CrmStoryWrapper>);
    await screen.findByRole('link', { name: 'Ana García' });
    await userEvent.click(screen.getByRole('button', { name: 'Empresa' }));
    await waitFor(() => expect(server.calls.at(-1)?.args.query).toMatchObject({ sortField: 'organization', sortOrder: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Empresa' }));
    await waitFor(() => expect(server.calls.at(-1)?.args.query).toMatchObject({ sortField: 'organization', sortOrder: 'desc' }));
  });

  it('applies the columns saved on the server', async () => {
    render(<SavedColumns />);
    await screen.findByRole('link', { name: 'Ana García' });
    expect((await headers()).slice(1, 3)).toEqual(['Plan', 'Nombre']);
    expect(screen.getByText('Pro')).toBeInTheDocument();
  });

  it('saves the chosen columns and their order on the server', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server}><ContactList /></CrmStoryWrapper>);
    await userEvent.click(await screen.findByRole('button', { name: 'Columnas' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ciudad' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir Correo electrónico' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.data.columnPreferences.contacts?.slice(0, 2)).toEqual([{ field: 'email', visible: true }, { field: 'name', visible: true }]));
    expect(server.data.columnPreferences.contacts?.find((c) => c.field === 'city')).toEqual({ field: 'city', visible: true });
  });

  it('adds the selected contacts to a list', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server}><ContactList /></CrmStoryWrapper>);
    await screen.findByRole('link', { name: 'Carla Ruiz' });
    const carlaRow = screen.getByRole('link', { name: 'Carla Ruiz' }).closest('tr')!;
    await userEvent.click(within(carlaRow).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a lista' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Newsletter' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(server.data.contacts.find((c) => c.name === 'Carla')?.contactListIds).toEqual([LIST_NEWSLETTER]));
  });

  it('exports the contacts matching the filters as a job with progress, then downloads the CSV', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => { created.push(blob); return 'blob:export'; });
    URL.revokeObjectURL = vi.fn();
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server}><ContactList /></CrmStoryWrapper>);
    await screen.findByRole('link', { name: 'Ana García' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar contactos' });
    expect(within(dialog).getByText('Se exportarán 3 contactos.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Progreso de la exportación' })).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Descargar CSV' }, { timeout: 8000 }));
    expect(server.calls.find((c) => c.key === 'POST /exportContacts/queue')?.args.body).toMatchObject({ contactIds: null, searchTerm: null, filters: null, language: 'es', delimiter: ';' });
    await waitFor(() => expect(created).toHaveLength(1));
    // The BOM goes back in front so Excel reads the accents.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(created[0]);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Nombre;Correo\nAna;ana@example.com\n');
  });

  it('hides delete, import and export from an agent', async () => {
    render(<AsAgent />);
    const row = (await screen.findByRole('link', { name: 'Ana García' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Asignar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Importar' })).not.toBeInTheDocument();
  });

  it('virtualises a page of 1,000 contacts', async () => {
    // jsdom has no layout: give the scrolling table a screen's height.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    render(<Thousand />);
    await screen.findByRole('link', { name: 'Nombre0 Apellido0' });
    expect(await table()).toHaveAttribute('aria-rowcount', '1001');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.length).toBeLessThan(100);
  });
});
