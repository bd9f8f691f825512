import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOT_CHRISTMAS, BOT_RECEPTION, sampleChatbots } from '../../custom/chat/stories/chatbotFixtures';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { AGENT_ID } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { chatbotsResource } from './chatbotsResource';
import * as stories from './ChatbotScreens.stories';
import { chatbotServer } from './ChatbotScreens.stories';

const { List, Loading, LoadError, Empty, AsAgent, EnglishList, EnglishEdit } = composeStories(stories);

function renderAt(path: string, data = sampleChatbots()) {
  const { server } = chatbotServer(data);
  render(<CrmStoryWrapper server={server} path={path} route="crm/chatbots/*"><ResourceRoutes resource={chatbotsResource} /></CrmStoryWrapper>);
  return { server, data };
}

/** Types into a field as a paste (whole words at once: the form has many fields, typing each key is slow). */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

/** A form section (a fieldset) by its legend. */
const section = (legend: string, from: HTMLElement = screen.getByText(legend)) => from.closest('fieldset')!;

const sent = (server: ReturnType<typeof renderAt>['server'], key: string) => server.calls.find((c) => c.key === key)?.args.body as Record<string, unknown>;

// The chatbot form is large (four sections of react-admin inputs): on a busy machine a test that
// fills it in needs more than the project's 20 s.
describe('chatbot screens', { timeout: 60_000 }, () => {
  it('lists the chatbots by name with their state, audience and contacts, each a link to its form', async () => {
    render(<List />);
    const reception = (await screen.findByRole('link', { name: 'Recepción' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Recepción' })).toHaveAttribute('href', `/es/crm/chatbots/${BOT_RECEPTION}`);
    expect(within(reception).getByText('Solo los contactos añadidos')).toBeInTheDocument();
    const christmas = screen.getByRole('link', { name: 'Navidad' }).closest('tr')!;
    expect(within(christmas).getByText('Todos los contactos')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Responde a' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo chatbot' })).toHaveAttribute('href', '/es/crm/chatbots/create');
  });

  it('shows placeholder rows while the list loads, and no empty state', async () => {
    render(<Loading />);
    await screen.findByRole('heading', { name: 'Chatbots', level: 1 });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: 'Recepción' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Todavía no hay chatbots' })).not.toBeInTheDocument();
  });

  it('says in Spanish when the list cannot be loaded', async () => {
    render(<LoadError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor ha tenido un problema. Inténtalo más tarde.');
    expect(screen.queryByRole('link', { name: 'Recepción' })).not.toBeInTheDocument();
  });

  it('invites to create the first chatbot, saying what one does', async () => {
    render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay chatbots' })).toBeInTheDocument();
    expect(screen.getByText(/responde solo a las palabras clave, ofrece un menú, avisa fuera de horario/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear un chatbot' })).toHaveAttribute('href', '/es/crm/chatbots/create');
  });

  it('lets an agent read the chatbots but not create or delete them (chat:manage)', async () => {
    render(<AsAgent />);
    await screen.findByRole('link', { name: 'Recepción' });
    expect(screen.queryByRole('link', { name: 'Nuevo chatbot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('creates a chatbot with keyword replies and a numbered menu, switched on by keyboard', async () => {
    const { server, data } = renderAt('crm/chatbots/create');
    await fill(await screen.findByLabelText(/^Nombre/), 'Recepción web');
    const rules = section('Respuestas por palabra clave');
    await fill(within(rules).getByLabelText(/^Palabras clave/), 'precio, tarifa');
    await fill(within(rules).getByLabelText(/^Respuesta/), 'Desde 30 €.');
    // An optional part is switched on from the keyboard: Space on its switch.
    screen.getByLabelText('Ofrecer un menú numerado').focus();
    await userEvent.keyboard(' ');
    const menu = section('Menú');
    await fill(await within(menu).findByLabelText(/^Texto del menú/), '¿En qué te ayudo?');
    await fill(within(menu).getByLabelText(/^Opción/), 'Horarios');
    await fill(within(menu).getByLabelText(/^Respuesta/), 'De 9 a 18.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(data.chatbots.map((b) => b.name)).toContain('Recepción web'));
    expect(sent(server, 'POST /createWhatsAppChatBot')).toMatchObject({
      name: 'Recepción web', active: true, audience: 'everyone',
      rules: [{ keywords: ['precio', 'tarifa'], reply: 'Desde 30 €.' }],
      menu: { intro: '¿En qué te ayudo?', options: [{ label: 'Horarios', reply: 'De 9 a 18.' }] },
      officeHours: null, handoff: null,
    });
    expect(await screen.findByRole('link', { name: 'Recepción web' })).toBeInTheDocument();
  });

  it('creates a chatbot with office hours (Saturday added by keyboard) and a hand-off to a collaborator', async () => {
    const { server, data } = renderAt('crm/chatbots/create');
    await fill(await screen.findByLabelText(/^Nombre/), 'Fuera de horario');
    const rules = section('Respuestas por palabra clave');
    await fill(within(rules).getByLabelText(/^Palabras clave/), 'hola');
    await fill(within(rules).getByLabelText(/^Respuesta/), '¡Hola!');
    screen.getByLabelText('Avisar fuera del horario').focus();
    await userEvent.keyboard(' ');
    const hours = section('Horario de atención');
    expect(await within(hours).findByLabelText('Lunes')).toBeChecked();
    expect(within(hours).getByLabelText('Sábado')).not.toBeChecked();
    within(hours).getByLabelText('Sábado').focus();
    await userEvent.keyboard(' ');
    await fill(within(hours).getByLabelText(/^Mensaje fuera de horario/), 'Abrimos a las 9.');
    screen.getByLabelText('Pasar a una persona').focus();
    await userEvent.keyboard(' ');
    const handoff = section('Paso a una persona');
    await fill(await within(handoff).findByLabelText(/^Palabras clave/), 'persona');
    await userEvent.click(within(handoff).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Luis Pérez' }));
    await fill(within(handoff).getByLabelText(/^Mensaje al pasar/), 'Te paso con Luis.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(data.chatbots.map((b) => b.name)).toContain('Fuera de horario'));
    expect(sent(server, 'POST /createWhatsAppChatBot')).toMatchObject({
      officeHours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '18:00', timeZone: 'Europe/Madrid', message: 'Abrimos a las 9.' },
      handoff: { keywords: ['persona'], userId: AGENT_ID, message: 'Te paso con Luis.' },
    });
  });

  it('refuses to save a keyword reply without its reply, sending nothing', async () => {
    const { server } = renderAt('crm/chatbots/create');
    await fill(await screen.findByLabelText(/^Nombre/), 'Sin respuesta');
    await fill(within(section('Respuestas por palabra clave')).getByLabelText(/^Palabras clave/), 'hola');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(section('Respuestas por palabra clave')).findByText('Obligatorio')).toBeInTheDocument();
    expect(server.calls.some((c) => c.key === 'POST /createWhatsAppChatBot')).toBe(false);
  });

  it('opens a saved chatbot with each part as it was', async () => {
    renderAt(`crm/chatbots/${BOT_RECEPTION}`);
    const rules = section('Respuestas por palabra clave', await screen.findByText('Respuestas por palabra clave'));
    await waitFor(() => expect(within(rules).getAllByLabelText(/^Palabras clave/)[0]).toHaveValue('precio, tarifa'));
    expect(within(rules).getAllByLabelText(/^Palabras clave/)[1]).toHaveValue('dirección');
    expect(screen.getByLabelText('Ofrecer un menú numerado')).toBeChecked();
    expect(within(section('Menú')).getByLabelText(/^Texto del menú/)).toHaveValue('¿En qué te ayudo?');
    const hours = section('Horario de atención');
    expect(within(hours).getByLabelText('Viernes')).toBeChecked();
    expect(within(hours).getByLabelText('Domingo')).not.toBeChecked();
    expect((within(hours).getByRole('combobox', { name: /^Zona horaria/ }) as HTMLInputElement).value).toMatch(/^Madrid · /);
    expect(within(section('Paso a una persona')).getByRole('combobox')).toHaveTextContent('Luis Pérez');
    // A chatbot for selected contacts says how many it has.
    expect(screen.getByText('Responde a 1 contacto.')).toBeInTheDocument();
  });

  it('saves a change: office hours switched off are saved as none, the rest kept', async () => {
    const { server, data } = renderAt(`crm/chatbots/${BOT_RECEPTION}`);
    await waitFor(() => expect(screen.getByLabelText('Avisar fuera del horario')).toBeChecked());
    await userEvent.click(screen.getByLabelText('Avisar fuera del horario'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(data.chatbots.find((b) => b._id === BOT_RECEPTION)?.officeHours).toBeNull());
    expect(sent(server, 'PUT /updateWhatsAppChatBot/:companyId/:chatbotId')).toMatchObject({
      officeHours: null, handoff: { userId: AGENT_ID }, rules: [{ keywords: ['precio', 'tarifa'] }, { keywords: ['dirección'] }],
    });
  });

  it('adds a contact list to a chatbot for selected contacts', async () => {
    const { server } = renderAt(`crm/chatbots/${BOT_RECEPTION}`);
    const contacts = await screen.findByRole('heading', { name: 'Contactos añadidos' });
    const section = contacts.closest('section')!;
    expect(within(section).getByRole('button', { name: 'Añadir la lista' })).toBeDisabled();
    await userEvent.click(within(section).getByRole('combobox', { name: 'Lista de contactos' }));
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Añadir la lista' }));
    expect(await screen.findByText('2 contactos añadidos')).toBeInTheDocument();
    expect(sent(server, 'POST /addContactsToChatBot')).toMatchObject({ chatbotId: BOT_RECEPTION, contactListId: expect.any(String) });
  });

  it('a chatbot for everyone has no contacts to add', async () => {
    renderAt(`crm/chatbots/${BOT_CHRISTMAS}`);
    await waitFor(async () => expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Navidad'));
    expect(screen.queryByRole('heading', { name: 'Contactos añadidos' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pasar a una persona' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Mensaje al pasar/ })).not.toBeInTheDocument();
  });

  it('speaks English, list and form', async () => {
    render(<EnglishList />);
    const reception = (await screen.findByRole('link', { name: 'Recepción' })).closest('tr')!;
    expect(within(reception).getByText('Only the contacts added')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New chatbot' })).toBeInTheDocument();
  });

  it('speaks English in the form', async () => {
    render(<EnglishEdit />);
    const hours = section('Office hours', await screen.findByText('Office hours'));
    expect(screen.getByText('Keyword replies')).toBeInTheDocument();
    expect(await within(hours).findByLabelText('Monday')).toBeChecked();
    expect(within(hours).getByLabelText(/^Closed message/)).toHaveValue('Abrimos a las 9.');
    expect(screen.getByLabelText('Say when the office is closed')).toBeChecked();
    expect(within(section('Hand-off to a person')).getByLabelText(/^Hand-off message/)).toHaveValue('Te paso con Luis.');
    expect(screen.getByText('Answers 1 contact.')).toBeInTheDocument();
    expect(screen.getAllByText('Separated by commas; case and accents do not matter.').length).toBeGreaterThan(0);
  });
});
