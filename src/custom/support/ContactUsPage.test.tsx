import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './ContactUsPage.stories';

const { Default, RateLimited } = composeStories(stories);

describe('ContactUsPage', () => {
  it('asks for a subject and a message long enough before sending', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Hi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Ayuda');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Mínimo 10 caracteres')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the chosen topic, subject and message, confirms, and empties the form', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveTextContent('Campañas');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tema' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Facturación' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Factura duplicada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Me habéis cobrado dos veces este mes.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mensaje enviado. Te responderemos pronto por correo.');
    expect(calls).toEqual([
      { call: 'POST /SendSupportEmail', body: { category: 'billing', subject: 'Factura duplicada', message: 'Me habéis cobrado dos veces este mes.' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  });

  it('a rate-limited send is explained in the user’s language and the text is kept', async () => {
    render(<RateLimited language="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Login');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'I cannot sign in since yesterday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a minute and try again.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('I cannot sign in since yesterday.');
  });
});
