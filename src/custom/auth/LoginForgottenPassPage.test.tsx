import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './LoginForgottenPassPage.stories';

const { Default, WrongCode } = composeStories(stories);

const requestCode = async (email: string, language: 'es' | 'en' = 'es') => {
  await userEvent.type(screen.getByRole('textbox', { name: language === 'es' ? /^Correo electrónico/ : /^Email/ }), email);
  await userEvent.click(screen.getByRole('button', { name: language === 'es' ? 'Enviar código' : 'Send code' }));
};

describe('LoginForgottenPassPage', () => {
  it('asks for a valid email before sending a code', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    expect(screen.getByText('Te enviaremos un código de 6 dígitos por correo.')).toBeInTheDocument();
    await requestCode('ana@example');
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the code, then signs in with it and goes on to choose the new password', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    await requestCode(' ana@example.com ');
    expect(await screen.findByText('Si ana@example.com tiene cuenta, el código ya está en camino.', { exact: false })).toBeInTheDocument();
    expect(calls).toEqual([{ call: 'POST /forgotPassword', body: { email: 'ana@example.com' } }]);
    expect(screen.getByRole('textbox', { name: /^Correo electrónico/ })).toBeDisabled();

    const code = screen.getByRole('textbox', { name: /^Código de 6 dígitos/ });
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(screen.getByText('El código tiene 6 dígitos')).toBeInTheDocument();
    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar código' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/forgottenpass {"email":"ana@example.com"}'));
    expect(calls).toContainEqual({ call: 'POST /loginForgottenPassword', body: { email: 'ana@example.com', confirmationCode: '123456' } });
    expect(localStorage.getItem('token')).toMatch(/^ey/);
  });

  it('a wrong code is explained and no session is kept', async () => {
    render(<WrongCode language="en" />);
    await requestCode('ana@example.com', 'en');
    await userEvent.type(await screen.findByRole('textbox', { name: /^6-digit code/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    // The "code sent" notice stays above the error; the error is the alert that says what went wrong.
    const error = await screen.findByText('The code is wrong or has expired. Ask for a new one.');
    expect(error.closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/loginforgottenpass$/);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leads back to the sign-in page', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('link', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/login$/);
  });
});
