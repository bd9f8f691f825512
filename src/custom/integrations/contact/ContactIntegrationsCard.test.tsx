import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID } from '../../crm/stories/crmFixtures';
import { integrationServer } from '../stories/integrationFake';
import * as stories from './ContactIntegrationsCard.stories';

const { WithGmail, WithGmailEnglish, NoEmailAddress, ReadOnly, NoEvents, NothingConnected } = composeStories(stories);

describe('ContactIntegrationsCard', { timeout: 30_000 }, () => {
  it('lists what the integrations brought about the contact, newest first, with their source', async () => {
    render(<WithGmail />);
    const card = await screen.findByRole('region', { name: 'Integraciones' });
    const events = await within(card).findByRole('list', { name: 'Eventos de las integraciones de este contacto' });
    expect(within(events).getAllByRole('listitem').map((li) => li.textContent?.split('·')[0].trim())).toEqual(['Cita cambiada', 'Email recibido', 'Lead recibido', 'Email enviado']);
    expect(within(events).getAllByRole('listitem')[2]).toHaveTextContent('Red social (Meta): Formulario «Pide presupuesto»');
  });

  it('sends an email, then a reply in the thread, from the caller’s mailbox', async () => {
    const fake = integrationServer('connected');
    render(<WithGmailEnglish server={fake.server} />);
    const gmail = await screen.findByRole('region', { name: 'Emails (Gmail)' });
    expect(await within(gmail).findByText('Received: Re: Tu presupuesto')).toBeInTheDocument();
    const form = within(gmail).getByRole('form', { name: 'Write an email to this contact from your mailbox' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Propuesta' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hola Ana' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent from your mailbox.')).toBeInTheDocument();
    const contactId = fake.crm.contacts[0]._id;
    expect(fake.server.calls.find((c) => c.key === 'POST /integrations/gmail/send')?.args.body).toEqual({ companyId: COMPANY_ID, contactId, subject: 'Propuesta', body: 'Hola Ana' });
    expect(await within(gmail).findByText('Sent: Propuesta')).toBeInTheDocument();

    await userEvent.click(within(gmail).getByRole('button', { name: 'Reply to “Re: Tu presupuesto”' }));
    expect(within(form).getByText('Replying to “Re: Tu presupuesto”')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Tu presupuesto');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), { target: { value: 'El jueves me va bien' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.server.calls.filter((c) => c.key === 'POST /integrations/gmail/send')).toHaveLength(2));
    expect(fake.server.calls.filter((c) => c.key === 'POST /integrations/gmail/send')[1].args.body).toMatchObject({ threadId: 'th-1', subject: 'Re: Tu presupuesto' });
  });

  it('offers no writing without an address or to a read-only role', async () => {
    const { unmount } = render(<NoEmailAddress />);
    expect(await screen.findByText('The contact has no email address: add one to write to them.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();
    render(<ReadOnly />);
    expect(await screen.findByText('Received: Re: Tu presupuesto')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
  });

  it('says when nothing arrived about the contact, and stays away when nothing is connected', async () => {
    const { unmount } = render(<NoEvents />);
    const card = await screen.findByRole('region', { name: 'Integrations' });
    expect(await within(card).findByText('No event has arrived yet.')).toBeInTheDocument();
    unmount();
    const fake = integrationServer('notConnected');
    render(<NothingConnected server={fake.server} />);
    await waitFor(() => expect(fake.server.calls.some((c) => c.key === 'GET /integrations/events/:companyId')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Integraciones' })).not.toBeInTheDocument());
    expect(screen.queryByText(/Cargando/)).not.toBeInTheDocument();
  });

  it('on the sandbox mailbox, simulates the contact answering the caller’s thread: the reply arrives through sync', async () => {
    const fake = integrationServer('connected');
    render(<WithGmailEnglish server={fake.server} />);
    const gmail = await screen.findByRole('region', { name: 'Emails (Gmail)' });
    expect(await within(gmail).findByText('Received: Re: Tu presupuesto')).toBeInTheDocument();
    // One per thread, on its newest message.
    const buttons = within(gmail).getAllByRole('button', { name: /^Simulate a reply/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Simulate a reply to “Re: Tu presupuesto”']);
    await userEvent.click(buttons[0]);
    expect(await screen.findByText('Reply received in your test mailbox and picked up by sync.')).toBeInTheDocument();
    expect(fake.server.calls.find((c) => c.key === 'POST /integrations/gmail/sandbox/simulate-reply')?.args.body).toEqual({ companyId: COMPANY_ID, threadId: 'th-1' });
    await waitFor(() => expect(within(gmail).getAllByText('Received: Re: Tu presupuesto')).toHaveLength(2));
    expect(within(gmail).getByText('¡Gracias! Lo revisamos y os decimos algo esta semana.')).toBeInTheDocument();
  });

  it('says it in Spanish; no simulated reply for a read-only role nor on a real mailbox', async () => {
    const { unmount } = render(<WithGmail />);
    const gmail = await screen.findByRole('region', { name: 'Emails (Gmail)' });
    await userEvent.click(await within(gmail).findByRole('button', { name: 'Simular una respuesta a «Re: Tu presupuesto»' }));
    expect(await screen.findByText('Respuesta recibida en tu buzón de prueba y recogida por la sincronización.')).toBeInTheDocument();
    unmount();
    const viewer = render(<ReadOnly />);
    expect(await screen.findByText('Received: Re: Tu presupuesto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Simulate a reply/ })).not.toBeInTheDocument();
    viewer.unmount();
    render(<WithGmailEnglish server={integrationServer('connected', { provider: 'vendor' }).server} />);
    expect(await screen.findByText('Received: Re: Tu presupuesto')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Reply to/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Simulate a reply/ })).not.toBeInTheDocument();
  });
});
