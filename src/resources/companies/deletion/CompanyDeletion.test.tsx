import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/createHandlerApi';
import * as stories from './CompanyDeletion.stories';

const { Settings } = composeStories(stories);

const in30Days = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(Date.now() + 30 * 86_400_000));

describe('deleting a company', () => {
  it('the owner confirms by typing the name; another name is refused here and nothing is sent', async () => {
    const calls: RecordedCall[] = [];
    render(<Settings calls={calls} />);
    const section = screen.getByRole('region', { name: 'Eliminar la empresa' });
    expect(within(section).getByText(/30 días después de pedirlo\. Avisamos por correo a todos los miembros/)).toBeInTheDocument();
    within(section).getByRole('button', { name: 'Eliminar la empresa…' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar Acme Tiendas?' });
    expect(within(dialog).getByText(new RegExp(`se borrarán el ${in30Days('es-ES')} \\(dentro de 30 días\\)\\. Hasta entonces todos los miembros pueden seguir usándola`))).toBeInTheDocument();
    expect(within(dialog).getByText('Las facturas de tu suscripción pertenecen a tu cuenta, no a la empresa: no se borran con ella.')).toBeInTheDocument();
    const input = within(dialog).getByLabelText(/^Escribe el nombre de la empresa \(Acme Tiendas\)/);
    await userEvent.type(input, 'Acme{Enter}');
    expect(within(dialog).getByText('No coincide: escríbelo exactamente como aparece.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /company/:id/deletion')).toEqual([]);

    await userEvent.type(input, ' Tiendas{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toContainEqual({ call: 'POST /company/:id/deletion', params: { id: 'c1' }, body: { confirmName: 'Acme Tiendas' } });
    // The banner and the section show the date from the reloaded companies.
    expect(await screen.findAllByText(new RegExp(`Acme Tiendas se eliminará el ${in30Days('es-ES')}`))).toHaveLength(2);
  });

  it('the owner cancels from the banner (both themes), and the notice goes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const calls: RecordedCall[] = [];
      const { unmount } = render(<Settings scheduled mode={mode} calls={calls} />);
      const cancel = screen.getAllByRole('button', { name: 'Cancelar la eliminación' });
      expect(cancel).toHaveLength(2);
      cancel[0].focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByText(/se eliminará el/)).not.toBeInTheDocument());
      expect(calls.map((c) => c.call)).toEqual(['DELETE /company/:id/deletion', 'GET /companies']);
      expect(screen.getByRole('button', { name: 'Eliminar la empresa…' })).toBeInTheDocument();
      unmount();
    }
  });

  it('other roles see the date and who can delete, but no button (English)', () => {
    const { unmount } = render(<Settings language="en" role="admin" />);
    expect(screen.getByText('Only the owner can delete the company.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete company…' })).not.toBeInTheDocument();
    unmount();
    render(<Settings language="en" role="viewer" scheduled />);
    expect(screen.getAllByText(new RegExp(`Acme Tiendas will be deleted on ${in30Days('en-GB')}`))).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel deletion' })).not.toBeInTheDocument();
  });
});
