import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/createHandlerApi';
import * as stories from './DeleteAccountSection.stories';

const { Section, Banner } = composeStories(stories);

/** The long date 30 days from now as the interface writes it (es-ES / en-GB). */
const in30Days = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(Date.now() + 30 * 86_400_000));

describe('deleting one’s account', () => {
  it('explains the date and the companies before asking the password, by keyboard; a wrong password is said on its field', async () => {
    const calls: RecordedCall[] = [];
    render(<Section calls={calls} />);
    const section = screen.getByRole('region', { name: 'Eliminar mi cuenta' });
    within(section).getByRole('button', { name: 'Eliminar mi cuenta…' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(await within(dialog).findByText(new RegExp(`Borraremos tu cuenta el ${in30Days('es-ES')} \\(dentro de 30 días\\)`))).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Se borran con tu cuenta' })).toHaveTextContent('Acme Tiendas');
    expect(within(dialog).getByRole('list', { name: 'Dejas de ser miembro; se conservan' })).toHaveTextContent('Beta Servicios');
    expect(within(dialog).getByText(/Una empresa que tiene otro propietario se queda con él/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Las facturas que te hemos emitido se conservan, como exige la ley/)).toBeInTheDocument();

    // Nothing typed: refused here, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(within(dialog).getByText('Obligatorio.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /user/deletion')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Tu contraseña actual/), 'wrong{Enter}');
    expect(await within(dialog).findByText('La contraseña no es correcta.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('with the right password it is scheduled, says the date and signs out to the login page', async () => {
    const calls: RecordedCall[] = [];
    render(<Section calls={calls} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta…' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await userEvent.type(await within(dialog).findByLabelText(/^Tu contraseña actual/), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const done = await screen.findByRole('dialog', { name: 'Tu cuenta se eliminará' });
    expect(within(done).getByRole('status')).toHaveTextContent(`Tu cuenta se eliminará el ${in30Days('es-ES')}`);
    expect(calls).toContainEqual({ call: 'POST /user/deletion', body: { password: 'secret123' } });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an account without a password (Google) confirms with its email, in English', async () => {
    const calls: RecordedCall[] = [];
    render(<Section language="en" hasPassword={false} calls={calls} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText(/The invoices we issued you are kept, as the law requires/)).toBeInTheDocument();
    const input = await within(dialog).findByLabelText(/^Type your email \(ana@example.com\) to confirm/);
    await userEvent.type(input, 'other@example.com{Enter}');
    expect(await within(dialog).findByText('This does not match: type it exactly as it is written.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'ana@example.com{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Your account will be deleted' })).toBeInTheDocument();
    expect(calls).toContainEqual({ call: 'POST /user/deletion', body: { confirmEmail: 'ana@example.com' } });
  });

  it('says when what would be deleted cannot be loaded, and tries again; Escape closes without a call', async () => {
    const calls: RecordedCall[] = [];
    render(<Section failLoad calls={calls} mode="dark" />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta…' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No hemos podido cargar lo que se eliminaría.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(calls.filter((c) => c.call === 'GET /user/deletion')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta…' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.call === 'POST /user/deletion')).toEqual([]);
  });
});

describe('the banner during the grace period', () => {
  it('shows the date and cancelling brings the account back (both themes)', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const calls: RecordedCall[] = [];
      const { unmount } = render(<Banner calls={calls} mode={mode} />);
      expect(screen.getByText(`Tu cuenta se eliminará el ${in30Days('es-ES')}.`)).toBeInTheDocument();
      screen.getByRole('button', { name: 'Cancelar la eliminación' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('status')).toHaveTextContent('Eliminación cancelada: tu cuenta se conserva.');
      expect(screen.queryByText(/Tu cuenta se eliminará el/)).not.toBeInTheDocument();
      expect(calls.map((c) => c.call)).toEqual(['DELETE /user/deletion', 'GET /companies']);
      unmount();
    }
  });

  it('is in English for English users', () => {
    render(<Banner language="en" />);
    expect(screen.getByText(`Your account will be deleted on ${in30Days('en-GB')}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel deletion' })).toBeInTheDocument();
  });
});
