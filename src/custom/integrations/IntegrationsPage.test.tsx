import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID } from '../crm/stories/crmFixtures';
import { CONNECTION_CALENDLY, CONNECTION_FACEBOOK, CONSENT_URL, integrationServer } from './stories/integrationFake';
import * as stories from './stories/IntegrationsPage.stories';

const {
  Connected, ConnectedEnglish, NotConnected, NotConfigured, Problems, ReadOnly, Agent, Loading, LoadFailed, PixelChangeRefused, ReturnedConnected, ReturnedWithError, ConnectedPhone,
} = composeStories(stories);

const card = (name: string) => screen.findByRole('region', { name });
const user = () => userEvent.setup({ delay: null });

describe('IntegrationsPage', { timeout: 30_000 }, () => {
  it('shows each connected integration with its account, dates, pages, pixels and last events', async () => {
    render(<ConnectedEnglish />);
    const meta = await card('Social network (Meta)');
    expect(within(meta).getByText('Connected', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(meta).getByTestId('facebook-state')).toHaveTextContent('Connected as Demo Business');
    expect(within(meta).getByTestId('facebook-state')).toHaveTextContent('Connected on 2 Nov 2026, 10:00 by Olga Dueña');
    expect(within(meta).getByTestId('facebook-state')).toHaveTextContent('Access expires on 20 Jan 2027');
    const pages = within(meta).getByRole('region', { name: 'Pages' });
    expect(await within(pages).findByText('Demo Tienda')).toBeInTheDocument();
    expect(within(pages).getByText('Leads arrive')).toBeInTheDocument();
    expect(within(pages).getByText('Leads do not arrive')).toBeInTheDocument();
    const pixels = within(meta).getByRole('region', { name: 'Pixels' });
    expect(await within(pixels).findByTestId('pixel-2001')).toHaveTextContent(/Píxel tienda.*Last fired: 20 Nov 2026.*Added/);
    expect(within(pixels).getByTestId('pixel-2002')).toHaveTextContent('Never fired');
    expect(within(meta).getByRole('list', { name: 'Latest events: Social network (Meta)' })).toHaveTextContent('Lead received: Formulario «Pide presupuesto»');
    // The contact a lead filed opens from its event.
    expect(within(meta).getByRole('link', { name: 'Open the contact: Lead received (Formulario «Pide presupuesto»)' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/crm\/contacts\/[0-9a-f-]{36}$/));

    const calendly = await card('Calendly');
    expect(within(calendly).getByTestId('calendly-state')).toHaveTextContent('Connected as Olga Dueña (olga@demo.example)');
    expect(within(within(calendly).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    const gmail = await card('Gmail');
    expect(within(gmail).getByText('Each collaborator connects their own mailbox; nobody else uses it.')).toBeInTheDocument();
    expect(within(gmail).getByRole('button', { name: 'Disconnect Gmail' })).toBeInTheDocument();
  });

  it('connects with the interface language and sends the browser to the returned consent page', async () => {
    const { server } = integrationServer('notConnected');
    const openExternal = fn();
    render(<NotConnected server={server} openExternal={openExternal} />);
    const calendly = await card('Calendly');
    expect(within(calendly).getByText('Sin conectar', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(calendly).getByText('Aún no ha llegado ningún evento.')).toBeInTheDocument();
    expect(within(calendly).queryByRole('button', { name: /Ver todos/ })).not.toBeInTheDocument();
    within(calendly).getByRole('button', { name: 'Conectar Calendly' }).focus();
    await user().keyboard('{Enter}');
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(CONSENT_URL));
    expect(server.calls.find((c) => c.key === 'POST /integrations/calendly/connect-session')?.args.body).toEqual({ companyId: COMPANY_ID, lang: 'es' });
  });

  it('disconnects after a confirmation that says what stops', async () => {
    const { server } = integrationServer('connected');
    render(<ConnectedEnglish server={server} />);
    const calendly = await card('Calendly');
    await user().click(within(calendly).getByRole('button', { name: 'Disconnect Calendly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Calendly?' });
    expect(dialog).toHaveTextContent('The stored tokens and the webhook subscription are deleted: new bookings stop arriving as contacts');
    await user().click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Calendly was disconnected.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'POST /integrations/calendly/disconnect')?.args.body).toEqual({ companyId: COMPANY_ID, connectionId: CONNECTION_CALENDLY });
    await waitFor(() => expect(within(calendly).getByText('Not connected', { selector: '.MuiChip-label' })).toBeInTheDocument());
    expect(within(calendly).getByRole('button', { name: 'Connect Calendly' })).toBeInTheDocument();
  });

  it('adds and removes pixels, with progress and the outcome said', async () => {
    const { server } = integrationServer('connected');
    render(<ConnectedEnglish server={server} />);
    const meta = await card('Social network (Meta)');
    await user().click(await within(meta).findByRole('button', { name: 'Add the pixel Píxel eventos' }));
    expect(await screen.findByText('Pixel “Píxel eventos” added.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'POST /integrations/facebook/pixels/add')?.args.body).toEqual({ companyId: COMPANY_ID, connectionId: CONNECTION_FACEBOOK, pixelId: '2002', pixelName: 'Píxel eventos' });
    expect(await within(meta).findByRole('button', { name: 'Remove the pixel Píxel eventos' })).toBeInTheDocument();

    await user().click(within(meta).getByRole('button', { name: 'Remove the pixel Píxel tienda' }));
    expect(await screen.findByText('Pixel “Píxel tienda” removed.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'DELETE /integrations/facebook/pixels/delete')?.args.query).toEqual({ companyId: COMPANY_ID, pixelId: '2001' });
    expect(await within(meta).findByRole('button', { name: 'Add the pixel Píxel tienda' })).toBeInTheDocument();
  });

  it('says when the ad account refuses a pixel change', async () => {
    render(<PixelChangeRefused />);
    const meta = await card('Social network (Meta)');
    await user().click(await within(meta).findByRole('button', { name: 'Add the pixel Píxel eventos' }));
    expect(await screen.findByText(/^The pixel could not be added: /)).toBeInTheDocument();
    expect(within(meta).getByRole('button', { name: 'Add the pixel Píxel eventos' })).toBeEnabled();
  });

  it('explains errors and expiry in the user’s words with what to do', async () => {
    render(<Problems />);
    const meta = await card('Social network (Meta)');
    expect(within(meta).getByText('Error', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(meta).getByTestId('facebook-problem')).toHaveTextContent('A needed permission is missing (for example to read leads or pixels). Connect again and accept every permission');
    expect(within(meta).getByTestId('facebook-problem')).toHaveTextContent('Since 19 Nov 2026');
    expect(within(meta).getByRole('button', { name: 'Connect again' })).toBeInTheDocument();
    expect(within(meta).queryByRole('region', { name: 'Pixels' })).not.toBeInTheDocument();
    const calendly = await card('Calendly');
    expect(within(calendly).getByText('Expired', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(calendly).getByTestId('calendly-problem')).toHaveTextContent('Access expired and could not be renewed. Connect the account again.');
    expect(within(calendly).getByTestId('calendly-state')).toHaveTextContent('Access expired on 18 Nov 2026');
    const gmail = await card('Gmail');
    expect(within(gmail).getByRole('button', { name: 'Continue connecting' })).toBeInTheDocument();
  });

  it('says once what the consent page answered and takes it out of the URL', async () => {
    const { unmount } = render(<ReturnedConnected />);
    expect(await screen.findByTestId('consent-return')).toHaveTextContent('Calendly is connected.');
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveAttribute('data-search', ''));
    expect(screen.getByTestId('consent-return')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByTestId('consent-return')).not.toBeInTheDocument();
    unmount();

    render(<ReturnedWithError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se completó la conexión. No se concedió el permiso en la página de la cuenta.');
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveAttribute('data-search', ''));
  });

  it('shows a read-only role the state without any button', async () => {
    render(<ReadOnly />);
    const meta = await card('Social network (Meta)');
    expect(await within(meta).findByTestId('pixel-2002')).toBeInTheDocument();
    for (const name of ['Social network (Meta)', 'Calendly', 'Gmail']) {
      const region = await card(name);
      expect(within(region).queryByRole('button', { name: /^(Connect|Disconnect|Add|Remove)/ })).not.toBeInTheDocument();
    }
    expect(within(meta).getByTestId('facebook-read-only')).toHaveTextContent('Only owners and admins can connect or disconnect this integration.');
    expect(within(await card('Gmail')).getByTestId('gmail-read-only')).toHaveTextContent('Your role does not allow connecting a mailbox.');
  });

  it('lets an agent connect their own mailbox but not the company’s services', async () => {
    render(<Agent />);
    const gmail = await card('Gmail');
    await waitFor(() => expect(within(gmail).getByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument());
    expect(within(await card('Calendly')).queryByRole('button', { name: 'Connect Calendly' })).not.toBeInTheDocument();
    expect(within(await card('Social network (Meta)')).getByTestId('facebook-read-only')).toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry that recovers', async () => {
    const { unmount } = render(<Loading />);
    expect(await screen.findByText('Cargando integraciones…')).toBeInTheDocument();
    unmount();
    render(<LoadFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The integrations could not be loaded.');
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Calendly')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through all the events of an integration', async () => {
    render(<ConnectedEnglish />);
    const calendly = await card('Calendly');
    await user().click(within(calendly).getByRole('button', { name: 'See all events of Calendly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Events: Calendly' });
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Booking rescheduled: Demo 30 min');
    await user().click(within(dialog).getByRole('button', { name: 'Older' }));
    expect(await within(dialog).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
  });

  it('fits a 360 px phone', async () => {
    render(<ConnectedPhone />);
    expect(await card('Red social (Meta)')).toBeInTheDocument();
  });

  it('says it is in test mode on the sandbox, and sends a test lead to a page that receives leads', async () => {
    const fake = integrationServer('connected');
    render(<Connected server={fake.server} />);
    const meta = await card('Red social (Meta)');
    expect(within(meta).getByText(/^Modo de prueba: este servidor funciona sin servicios externos/)).toBeInTheDocument();
    const pages = within(meta).getByRole('region', { name: 'Páginas' });
    await user().click(await within(pages).findByRole('button', { name: 'Enviar un lead de prueba a Demo Tienda' }));
    expect(await screen.findByText('Lead de prueba enviado: llegará como contacto en unos segundos.')).toBeInTheDocument();
    expect(fake.server.calls.find((c) => c.key === 'POST /integrations/facebook/sandbox/test-lead')?.args.body).toMatchObject({ companyId: COMPANY_ID, pageId: expect.any(String) });
    // Only pages whose leads arrive can be sent one.
    expect(within(pages).getAllByRole('button', { name: /^Enviar un lead de prueba a / })).toHaveLength(fake.data.pages.filter((p) => p.leadsSubscribed).length);
  });

  it('turns connecting off, saying why, where the server has no credentials for a service', async () => {
    render(<NotConfigured />);
    const meta = await card('Social network (Meta)');
    expect(within(meta).getAllByText(/^Not available on this server: the service’s credentials are missing/)).toHaveLength(1);
    expect(within(meta).getByRole('button', { name: 'Connect Social network (Meta)' })).toBeDisabled();
  });

  it('books a test meeting on the sandbox Calendly, then moves and cancels the one it shows', async () => {
    const { server } = integrationServer('connected');
    render(<ConnectedEnglish server={server} />);
    const bookings = within(await screen.findByRole('region', { name: 'Test bookings' }));
    expect(await bookings.findByText('No test meeting has been booked yet.')).toBeInTheDocument();
    expect(bookings.queryByRole('button', { name: /Cancel it/ })).not.toBeInTheDocument();
    await user().click(bookings.getByRole('button', { name: 'Book a test meeting' }));
    expect(await screen.findByText('Test meeting booked: the contact will appear in a few seconds.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'POST /integrations/calendly/sandbox/test-booking')?.args.body).toEqual({ companyId: COMPANY_ID, action: 'book' });
    expect(await bookings.findByText(/^Last test meeting: “Demo call \(30 min\)” with Marta Ruiz/)).toBeInTheDocument();
    // The card's events show the booking that arrived.
    expect(within(await card('Calendly')).getByRole('list', { name: 'Latest events: Calendly' })).toHaveTextContent('Demo call (30 min)');

    await user().click(bookings.getByRole('button', { name: 'Move it to another time: test meeting with Marta Ruiz' }));
    expect(await screen.findByText('Test meeting moved to the next day.')).toBeInTheDocument();
    const [, moved] = server.calls.filter((c) => c.key === 'POST /integrations/calendly/sandbox/test-booking');
    expect(moved.args.body).toEqual({ companyId: COMPANY_ID, action: 'reschedule', inviteeUri: expect.stringMatching(/^https:\/\/calendly\.sandbox\.invalid\//) });
    await user().click(await bookings.findByRole('button', { name: 'Cancel it: test meeting with Marta Ruiz' }));
    expect(await screen.findByText('Test meeting cancelled.')).toBeInTheDocument();
    expect(await bookings.findByText('No test meeting has been booked yet.')).toBeInTheDocument();
  });

  it('offers test bookings in Spanish, only on the sandbox and to those who may change the company’s integrations', async () => {
    const { server } = integrationServer('connected');
    const { unmount } = render(<Connected server={server} />);
    const bookings = within(await screen.findByRole('region', { name: 'Reservas de prueba' }));
    await user().click(bookings.getByRole('button', { name: 'Reservar una reunión de prueba' }));
    expect(await screen.findByText('Reunión de prueba reservada: el contacto aparecerá en unos segundos.')).toBeInTheDocument();
    expect(await bookings.findByRole('button', { name: 'Cancelarla: reunión de prueba con Marta Ruiz' })).toBeInTheDocument();
    expect(bookings.getByRole('button', { name: 'Cambiarla de hora: reunión de prueba con Marta Ruiz' })).toBeInTheDocument();
    unmount();
    const viewer = render(<ReadOnly />);
    await card('Calendly');
    expect(screen.queryByRole('region', { name: 'Test bookings' })).not.toBeInTheDocument();
    viewer.unmount();
    render(<ConnectedEnglish options={{ provider: 'vendor' }} />);
    await card('Calendly');
    expect(screen.queryByRole('region', { name: 'Test bookings' })).not.toBeInTheDocument();
  });
});
