import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './CompaniesPage.stories';

const { List, Empty, Create, CreateRefused, Edit } = composeStories(stories);

const row = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!);

describe('CompaniesPage', () => {
  describe('list', () => {
    it('lists the user’s companies by name with the role in each, and marks the current one', async () => {
      const calls: RecordedCall[] = [];
      render(<List calls={calls} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Empresas' })).toBeInTheDocument();
      expect(await screen.findByRole('cell', { name: 'Beta Servicios' })).toBeInTheDocument();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(expect.arrayContaining(['Nombre', 'Sector', 'País', 'Moneda', 'Tu rol', 'Empresa actual']));
      expect(row('Acme Tiendas').getByText('Propietario')).toBeInTheDocument();
      expect(row('Acme Tiendas').getByText('Actual')).toBeInTheDocument();
      expect(row('Beta Servicios').getByText('Lector')).toBeInTheDocument();
      // Codes read as names in the user's language.
      expect(row('Beta Servicios').getByText('Portugal (PT)')).toBeInTheDocument();
      expect(calls).toContainEqual({ call: 'GET /companies', query: expect.objectContaining({ page: 1, sortField: 'name', sortOrder: 'ASC' }) });
    });

    it('switches the current company', async () => {
      render(<List language="en" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Make Beta Servicios the current company' }));
      expect(row('Beta Servicios').getByText('Current')).toBeInTheDocument();
      expect(row('Acme Tiendas').getByRole('button', { name: 'Make Acme Tiendas the current company' })).toBeInTheDocument();
      expect(localStorage.getItem('companyId')).toBe('c2');
    });

    it('leads to create and to edit a company', async () => {
      const { unmount } = render(<List />);
      await userEvent.click(await screen.findByRole('link', { name: 'Crear' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/companies\/create( |$)/));
      unmount();
      render(<List />);
      await screen.findByRole('cell', { name: 'Beta Servicios' });
      await userEvent.click(row('Beta Servicios').getByRole('link', { name: 'Beta Servicios' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/companies\/c2( |$)/));
    });

    it('without companies, says so and still offers to create one', async () => {
      render(<Empty />);
      expect(await screen.findByText(/No hay empresas/i)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Crear una empresa' })).toHaveAttribute('href', expect.stringMatching(/\/companies\/create$/));
    });
  });

  describe('create', () => {
    it('requires a name', async () => {
      const calls: RecordedCall[] = [];
      render(<Create calls={calls} />);
      // Save stays disabled until something is typed.
      expect(await screen.findByRole('button', { name: 'Guardar' })).toBeDisabled();
      await userEvent.type(screen.getByRole('textbox', { name: 'Sector' }), 'Retail');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Obligatorio.')).toBeInTheDocument();
      expect(calls.filter((c) => c.call === 'POST /createCompany')).toEqual([]);
    });

    it('creates the company, reloads the session’s companies, and shows it in the list', async () => {
      const calls: RecordedCall[] = [];
      render(<Create calls={calls} />);
      await userEvent.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Nueva Tienda');
      // Pickers: names in Spanish, found by name or by code, chosen with the keyboard.
      await userEvent.type(screen.getByRole('combobox', { name: 'País' }), 'Francia');
      await userEvent.click(await screen.findByRole('option', { name: 'Francia (FR)' }));
      await userEvent.type(screen.getByRole('combobox', { name: 'Moneda' }), 'EUR');
      expect(await screen.findByRole('option', { name: 'euro (EUR)' })).toBeInTheDocument();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveValue('euro (EUR)');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/companies( |$)/));
      expect(await screen.findByText('Elemento creado')).toBeInTheDocument();
      expect(await screen.findByRole('cell', { name: 'Nueva Tienda' })).toBeInTheDocument();
      const created = calls.findIndex((c) => c.call === 'POST /createCompany');
      expect(calls[created]).toEqual({ call: 'POST /createCompany', body: { name: 'Nueva Tienda', country: 'FR', currency: 'EUR' } });
      // companyLifecycle: the session's own list (GET companies without paging) is reloaded after the create.
      expect(calls.slice(created + 1)).toContainEqual({ call: 'GET /companies' });
    });

    it('shows a field the server refuses under that field', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<CreateRefused language="en" />);
      await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Nueva Tienda');
      await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'nope');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Enter a web address (http or https).')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/companies\/create$/);
    });
  });

  describe('edit', () => {
    it('renames a company, showing the role read-only, and sends only what the form holds', async () => {
      const calls: RecordedCall[] = [];
      render(<Edit calls={calls} />);
      const name = await screen.findByRole('textbox', { name: /^Nombre/ });
      await waitFor(() => expect(name).toHaveValue('Acme Tiendas'));
      expect(screen.getByText('Propietario')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('España (ES)');
      await userEvent.clear(name);
      await userEvent.type(name, 'Acme Group');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(calls.find((c) => c.call === 'PUT /company/:id')?.body).toMatchObject({ name: 'Acme Group' }));
      // The server owns the role: the form shows it and never sends it.
      expect(calls.find((c) => c.call === 'PUT /company/:id')?.body).not.toHaveProperty('role');
      expect(await screen.findByRole('cell', { name: 'Acme Group' })).toBeInTheDocument();
    });
  });
});
