import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './ProfilePage.stories';

const { Default, Refused } = composeStories(stories);

const section = (name: string) => within(screen.getByRole('region', { name }));
const storedUser = () => JSON.parse(localStorage.getItem('userCompanyData')!).userObject;

describe('ProfilePage', () => {
  it('saves name and surname and keeps the stored user in step', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    const name = section('Nombre');
    expect(name.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
    await userEvent.clear(name.getByRole('textbox', { name: 'Apellidos' }));
    await userEvent.type(name.getByRole('textbox', { name: 'Apellidos' }), 'López');
    await userEvent.click(name.getByRole('button', { name: 'Guardar' }));
    expect(await name.findByRole('status')).toHaveTextContent('Guardado');
    expect(calls).toContainEqual({ call: 'PUT /userChangeFullName', body: { name: 'Ana', surname: 'López' } });
    expect(storedUser()).toMatchObject({ name: 'Ana', surname: 'López' });
  });

  it('checks the email section before sending, then shows the new address and clears the password', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    const email = section('Correo electrónico');
    expect(email.getByText('Actual: ana@example.com')).toBeInTheDocument();
    await userEvent.click(email.getByRole('button', { name: 'Guardar' }));
    expect(email.getAllByText('Obligatorio')).toHaveLength(2);
    await userEvent.type(email.getByRole('textbox', { name: 'Nuevo correo electrónico' }), 'ana@');
    await userEvent.click(email.getByRole('button', { name: 'Guardar' }));
    expect(email.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'PUT /changeUserEmail')).toEqual([]);

    await userEvent.clear(email.getByRole('textbox', { name: 'Nuevo correo electrónico' }));
    await userEvent.type(email.getByRole('textbox', { name: 'Nuevo correo electrónico' }), 'ana.nueva@example.com');
    await userEvent.type(email.getByLabelText(/^Contraseña/), 'secret123');
    await userEvent.click(email.getByRole('button', { name: 'Guardar' }));
    expect(await email.findByText('Actual: ana.nueva@example.com')).toBeInTheDocument();
    expect(calls).toContainEqual({ call: 'PUT /changeUserEmail', body: { newEmail: 'ana.nueva@example.com', password: 'secret123' } });
    expect(email.getByLabelText(/^Contraseña/)).toHaveValue('');
  });

  it('a new password needs letters and digits; the new session’s token replaces the old one', async () => {
    const calls: RecordedCall[] = [];
    localStorage.setItem('token', 'old-token');
    render(<Default calls={calls} />);
    const password = section('Contraseña');
    await userEvent.type(password.getByLabelText(/^Contraseña actual/), 'secret123');
    await userEvent.type(password.getByLabelText(/^Nueva contraseña/), 'abcdefgh');
    await userEvent.click(password.getByRole('button', { name: 'Guardar' }));
    expect(password.getByText('Usa al menos una letra y un número')).toBeInTheDocument();
    await userEvent.clear(password.getByLabelText(/^Nueva contraseña/));
    await userEvent.type(password.getByLabelText(/^Nueva contraseña/), 'abcdefg9');
    await userEvent.click(password.getByRole('button', { name: 'Guardar' }));
    expect(await password.findByRole('status')).toHaveTextContent('Guardado');
    expect(calls).toContainEqual({ call: 'PUT /changePassword', body: { currentPassword: 'secret123', newPassword: 'abcdefg9' } });
    expect(localStorage.getItem('token')).toMatch(/^ey/);
    expect(password.getByLabelText(/^Nueva contraseña/)).toHaveValue('');
  });

  it('saves the language to the user, remembers it and moves to the same page in that language', async () => {
    const calls: RecordedCall[] = [];
    // The page reads the browser's address (as the BrowserRouter of the app keeps it).
    window.history.replaceState(null, '', '/es/profile');
    render(<Default calls={calls} />);
    const language = section('Idioma');
    await userEvent.click(language.getByRole('combobox', { name: 'Idioma' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(language.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/profile'));
    expect(calls).toContainEqual({ call: 'PUT /user', body: { language: 'en' } });
    expect(localStorage.getItem('userLanguage')).toBe('en');
    expect(storedUser().language).toBe('en');
  });

  it('shows a refused password in an alert and a server field error under its input, in English', async () => {
    render(<Refused language="en" />);
    const email = section('Email');
    await userEvent.type(email.getByRole('textbox', { name: 'New email' }), 'ana@new.example.com');
    await userEvent.type(email.getByLabelText(/^Password/), 'wrong-pass1');
    await userEvent.click(email.getByRole('button', { name: 'Save' }));
    expect(await email.findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(email.getByText('Current: ana@example.com')).toBeInTheDocument();

    const phone = section('Phone');
    expect(phone.getByText('Current: +34 600 000 000')).toBeInTheDocument();
    await userEvent.type(phone.getByRole('textbox', { name: 'Phone' }), '+34 611 111 111');
    await userEvent.type(phone.getByLabelText(/^Password/), 'secret123');
    await userEvent.click(phone.getByRole('button', { name: 'Save' }));
    expect(await phone.findByText('Not a phone number we can call')).toBeInTheDocument();
    expect(phone.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(phone.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
  });
});
