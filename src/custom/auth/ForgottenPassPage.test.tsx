import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './ForgottenPassPage.stories';

const { Default, WindowClosed } = composeStories(stories);

const fillPasswords = async (password: string, confirm: string, language: 'es' | 'en' = 'es') => {
  await userEvent.type(screen.getByLabelText(language === 'es' ? /^Nueva contraseña/ : /^New password/, { selector: 'input' }), password);
  if (confirm) await userEvent.type(screen.getByLabelText(language === 'es' ? /^Repite la nueva contraseña/ : /^Repeat the new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: language === 'es' ? 'Guardar contraseña' : 'Save password' }));
};

describe('ForgottenPassPage', () => {
  it('names the account whose password is being changed', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Elige una nueva contraseña' })).toBeInTheDocument();
    expect(screen.getByText('Has entrado con un código para ana@example.com. Elige ahora tu nueva contraseña.')).toBeInTheDocument();
  });

  it('checks both passwords, and that they match, before sending', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    await fillPasswords('short', '');
    expect(screen.getByText('Mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Obligatorio')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' }));
    await fillPasswords('secreto12', 'secreto13');
    expect(await screen.findByRole('alert')).toHaveTextContent('Las dos contraseñas no coinciden');
    expect(calls).toEqual([]);
  });

  it('saves the new password for that email, keeps the new session and goes to mainpage', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    await fillPasswords('secreto12', 'secreto12');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/mainpage$/));
    expect(calls[0]).toEqual({ call: 'POST /changeForgottenPassword', body: { email: 'ana@example.com', newPassword: 'secreto12' } });
    expect(localStorage.getItem('token')).toMatch(/^ey/);
  });

  it('a change refused by the server says why and stays on the page', async () => {
    render(<WindowClosed language="en" />);
    await fillPasswords('secreto12', 'secreto12', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in with a new code to change your password.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/forgottenpass/);
  });
});
