import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import { fillRegisterForm, validRegistration } from '../../test/registerFormDriver';
import * as stories from './RegisterPage.stories';

const { Default, EmailTaken } = composeStories(stories);

describe('RegisterPage', () => {
  it('says what is missing under each field and sends nothing', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument();
    await fillRegisterForm({ email: 'ana@', phone: 'abc', password: 'corta' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getAllByText('Obligatorio')).toHaveLength(2); // name, company name
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Introduce un teléfono válido')).toBeInTheDocument();
    expect(screen.getByText('Mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar las condiciones para continuar')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('registers with the language, keeps the session and opens mainpage', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    await fillRegisterForm({ ...validRegistration, phone: ' +34 600 111 222 ' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/mainpage$/));
    expect(calls[0]).toEqual({
      call: 'POST /register',
      body: { name: 'Ana', surname: 'García', email: 'ana@example.com', phone: '+34 600 111 222', password: 'secreto12', companyName: 'Acme Tiendas', acceptTerms: true, language: 'es' },
    });
    // The session loads the new user's companies before the app opens.
    expect(calls[1]).toEqual({ call: 'GET /companies' });
    expect(localStorage.getItem('token')).toMatch(/^ey/);
    expect(localStorage.getItem('companyId')).toBe('c1');
  });

  it('sends the attribution values kept from the landing in the registration body', async () => {
    localStorage.setItem('utm_source', 'newsletter');
    localStorage.setItem('utm_campaign', 'spring-2026');
    localStorage.setItem('gclid', 'abc123');
    const calls: RecordedCall[] = [];
    render(<Default language="en" calls={calls} />);
    await fillRegisterForm(validRegistration, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls[0]?.call).toBe('POST /register'));
    expect(calls[0].body).toEqual({
      name: 'Ana', surname: 'García', email: 'ana@example.com', password: 'secreto12', companyName: 'Acme Tiendas', acceptTerms: true, language: 'en',
      utm_source: 'newsletter', utm_campaign: 'spring-2026', gclid: 'abc123',
    });
  });

  it('a taken email is shown under the email field and in an alert, with no session', async () => {
    render(<EmailTaken language="en" />);
    await fillRegisterForm(validRegistration, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('An account with this email already exists.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links to the sign-in page', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('link', { name: 'Inicia sesión' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/login$/);
  });
});
