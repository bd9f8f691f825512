import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './MainPage.stories';

const { Linked, NotLinked, Loading, FiguresFailed, AsViewer } = composeStories(stories);

const figure = (name: string) => within(screen.getByRole('article', { name }));

describe('MainPage', () => {
  it('greets the user and shows the current company, plan, ad account and CRM counts', async () => {
    const calls: RecordedCall[] = [];
    render(<Linked calls={calls} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByText('Hola Ana, este es el resumen de tu empresa.')).toBeInTheDocument();
    expect(figure('Empresa actual').getByText('Acme Tiendas')).toBeInTheDocument();
    expect(figure('Empresa actual').getByText('EUR · Europe/Madrid')).toBeInTheDocument();
    expect(figure('Tus empresas').getByText('2')).toBeInTheDocument();
    expect(figure('Plan').getByText('Standard')).toBeInTheDocument();
    expect(figure('Cuenta publicitaria').getByText('Vinculada')).toBeInTheDocument();
    expect(figure('Cuenta publicitaria').getByText('Propietario')).toBeInTheDocument();
    expect(await figure('Contactos').findByText('128')).toBeInTheDocument();
    expect(await figure('Listas').findByText('3')).toBeInTheDocument();
    expect(await figure('Embudos').findByText('2')).toBeInTheDocument();
    expect(await figure('Colaboradores').findByText('5')).toBeInTheDocument();
    // Counted for the current company, one row asked each time (the total comes with it).
    expect(calls).toContainEqual({ call: 'GET /pipelines/:companyId', params: { companyId: 'c1' } });
    expect(calls).toContainEqual(expect.objectContaining({ call: 'GET /contact-lists/:companyId', query: expect.objectContaining({ page: 1, limit: 1 }) }));
    expect(screen.queryByRole('link', { name: 'Vincula tu cuenta publicitaria' })).toBeNull();
  });

  it('links every area and the simple view under the language prefix', async () => {
    render(<Linked language="en" />);
    const areas = within(screen.getByRole('navigation', { name: 'Areas' }));
    expect(areas.getByRole('link', { name: /Campaigns/ })).toHaveAttribute('href', '/en/mycampaigns');
    expect(areas.getByRole('link', { name: /Billing/ })).toHaveAttribute('href', '/en/billing');
    expect(areas.getAllByRole('link')).toHaveLength(8);
    await userEvent.click(screen.getByRole('link', { name: 'Simple view' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/mainpage/1');
  });

  it('an unlinked company is told so and sent to the check page', async () => {
    render(<NotLinked />);
    expect(figure('Cuenta publicitaria').getByText('Sin vincular')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vincula tu cuenta publicitaria' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/check');
  });

  it('shows an ellipsis while the account check and the counts are pending', () => {
    render(<Loading />);
    expect(figure('Cuenta publicitaria').getByText('…')).toBeInTheDocument();
    expect(figure('Contactos').getByText('…')).toBeInTheDocument();
    // Not checked yet: no call to action before the answer.
    expect(screen.queryByRole('link', { name: 'Vincula tu cuenta publicitaria' })).toBeNull();
  });

  it('a count that fails shows a dash, not a stale or zero value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FiguresFailed language="en" />);
    expect(await figure('Contacts').findByText('—')).toBeInTheDocument();
    expect(await figure('Collaborators').findByText('—')).toBeInTheDocument();
    expect(figure('Ad account').getByText('Linked')).toBeInTheDocument();
  });

  it('offers the first things to do, each only to roles that may do it', () => {
    const { unmount } = render(<Linked />);
    const shortcuts = within(screen.getByRole('navigation', { name: 'Accesos rápidos' }));
    expect(shortcuts.getByRole('link', { name: 'Añadir un contacto' })).toHaveAttribute('href', '/es/crm/contacts/create');
    expect(shortcuts.getByRole('link', { name: 'Importar contactos' })).toHaveAttribute('href', '/es/crm/import');
    expect(shortcuts.getByRole('link', { name: 'Invitar a tu equipo' })).toHaveAttribute('href', '/es/crm/collaborators/create');
    unmount();
    render(<AsViewer />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Accesos rápidos' })).not.toBeInTheDocument();
  });
});
