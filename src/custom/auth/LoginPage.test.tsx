import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './LoginPage.stories';

const { SessionExpired, WrongPassword, GoogleReturn, GoogleReturnRefused, GoogleRefusedByServer } = composeStories(stories);

describe('LoginPage', () => {
  it('tells an expired session why it is here, in Spanish and in English', () => {
    const { unmount } = render(<SessionExpired />);
    expect(screen.getByRole('alert')).toHaveTextContent('Tu sesión ha caducado');
    unmount();
    render(<SessionExpired language="en" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired');
    expect(document.title).toBe('Sign in · Marketing CRM');
  });

  it('checks the fields before sending', async () => {
    render(<WrongPassword />);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    // Email and password both empty: each says so under its input, and nothing is sent.
    expect(screen.getAllByText('Obligatorio')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows refused credentials in the user’s language and stores the failure', async () => {
    render(<WrongPassword />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'demo@example.com');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'wrong-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  describe('back from Google with a token', () => {
    it('signs in with it as a login does, takes it out of the address bar and goes to mainpage', async () => {
      window.history.replaceState(null, '', '/es/login?token=abc.def.ghi&utm_source=mail');
      render(<GoogleReturn />);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/mainpage'));
      expect(localStorage.getItem('token')).toMatch(/^ey/);
      expect(JSON.parse(localStorage.getItem('userCompanyData')!).userObject).toMatchObject({ _id: 'g1', name: 'Gina' });
      expect(window.location.search).toBe('?utm_source=mail');
    });

    it('a token the server refuses shows the login with an error in the user’s language', async () => {
      const { unmount } = render(<GoogleReturnRefused />);
      expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo completar el inicio de sesión con Google');
      expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/login/);
      expect(localStorage.getItem('token')).toBeNull();
      unmount();
      render(<GoogleReturnRefused language="en" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in could not be completed');
    });

    it('says why the server refused the Google account, in the user’s language', () => {
      const { unmount } = render(<GoogleRefusedByServer />);
      expect(screen.getByRole('alert')).toHaveTextContent('Ya existe una cuenta con este correo: entra con tu contraseña.');
      unmount();
      const en = render(<GoogleRefusedByServer language="en" code="google_unavailable" />);
      expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in is not available on this server.');
      en.unmount();
      // A code the app does not know still reads as a failed Google sign-in, never as a raw key.
      render(<GoogleRefusedByServer code="something_new" />);
      expect(screen.getByRole('alert')).toHaveTextContent('No se pudo completar el inicio de sesión con Google');
    });

    it('an undecodable token is refused the same way, and nothing is stored', async () => {
      render(<GoogleReturn language="en" token="not-a-token" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in could not be completed');
      expect(localStorage.getItem('token')).toBeNull();
    });
  });
});
