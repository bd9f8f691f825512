import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import { fillRegisterForm } from '../../test/registerFormDriver';
import * as stories from './RegisterShortPage.stories';

const { Default, EmailTaken } = composeStories(stories);

const continueWith = async (name: string, email: string) => {
  if (name) await userEvent.type(screen.getByRole('textbox', { name: /^Nombre( \*)?$/ }), name);
  if (email) await userEvent.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
};

describe('RegisterShortPage', () => {
  it('step 1 checks name and email before asking the server', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    expect(screen.getByText('Paso 1 de 2: cuéntanos quién eres.')).toBeInTheDocument();
    await continueWith('', 'ana@');
    expect(screen.getByText('Obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps the lead, then asks only for password and company, and registers', async () => {
    localStorage.setItem('utm_source', 'ads');
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    await continueWith('Ana', 'ana@example.com');
    expect(await screen.findByText('Paso 2 de 2: tu contraseña y tu empresa.')).toBeInTheDocument();
    expect(calls[0]).toEqual({ call: 'POST /preRegister', body: { name: 'Ana', email: 'ana@example.com', utm_source: 'ads' } });
    // Step 2 starts from the lead and skips surname and phone.
    expect(screen.getByRole('textbox', { name: /^Nombre( \*)?$/ })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('ana@example.com');
    expect(screen.queryByRole('textbox', { name: /^Apellidos/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Teléfono/ })).toBeNull();

    await fillRegisterForm({ password: 'secreto12', companyName: 'Acme Tiendas', acceptTerms: true });
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/mainpage$/));
    expect(calls[1]).toEqual({
      call: 'POST /register',
      body: { name: 'Ana', surname: '', email: 'ana@example.com', password: 'secreto12', companyName: 'Acme Tiendas', acceptTerms: true, language: 'es', utm_source: 'ads' },
    });
    expect(localStorage.getItem('token')).toMatch(/^ey/);
  });

  it('a taken email stops at step 1 with a hint to sign in', async () => {
    render(<EmailTaken language="en" />);
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email already has an account. Sign in instead.');
    expect(screen.getByText('Step 1 of 2: tell us who you are.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
  });
});
