import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LIST_VIP, PIPELINE_SALES, STAGE_MEETING } from '../../crm/stories/crmFixtures';
import { emailServer, TEMPLATE_PROMO, TEMPLATE_WELCOME, type EmailData } from '../emailFake';
import { SendDialog } from './SendDialog';

async function openDialog(change?: (data: EmailData) => void) {
  const fake = emailServer(change);
  const onClose = vi.fn();
  render(<CrmStoryWrapper server={fake.server} path="templates" route="templates"><SendDialog templateId={TEMPLATE_WELCOME} onClose={onClose} /></CrmStoryWrapper>);
  const dialog = await screen.findByRole('dialog', { name: 'Enviar una plantilla' });
  await within(dialog).findByRole('combobox', { name: 'Plantilla' });
  return { ...fake, dialog, onClose };
}
const pick = async (dialog: HTMLElement, combobox: string, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  // The menu's closing hides the dialog from assistive technology until it is gone.
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};
const lastBody = (server: ReturnType<typeof emailServer>['server'], key: string) => server.calls.filter((c) => c.key === key).at(-1)?.args.body as Record<string, unknown> | undefined;

describe('send dialog', () => {
  it('counts a list before sending, sends from a verified domain and opens the progress', async () => {
    const { server, dialog, data } = await openDialog();
    await pick(dialog, 'Lista', 'VIP');
    expect(await within(dialog).findByText('Se enviará a 1 contacto')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('se omiten: 1 dado de baja o rebotado · 1 repetido');
    expect(lastBody(server, 'POST /mailerSend/recipients/count')).toMatchObject({ recipients: { type: 'list', listId: LIST_VIP } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remitente (antes de la @)' }), 'hola');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre del remitente' }), 'Demo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar a 1 contacto' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent(`/es/templates/sends/${data.sends[0]._id}`);
    expect(lastBody(server, 'POST /mailerSend/sendBulkEmail')).toEqual({
      companyId: expect.any(String), templateId: TEMPLATE_WELCOME, subject: 'Hola {{name|amigo}}', from: { email: 'hola@demo.example', name: 'Demo' },
      recipients: { type: 'list', listId: LIST_VIP }, tags: [],
    });
  });

  it('does not send now to a choice that reaches nobody', async () => {
    const { dialog } = await openDialog();
    await pick(dialog, 'Lista', 'Newsletter');
    expect(await within(dialog).findByText('Se enviará a 0 contactos')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar a 0 contactos' })).toBeDisabled();
  });

  it('counts a filter of contacts as the contacts list filters', async () => {
    const { server, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Un filtro de contactos' }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar por nombre, correo o teléfono' }), 'ana');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ciudad' }), 'Madrid');
    await waitFor(() => expect(lastBody(server, 'POST /mailerSend/recipients/count')).toMatchObject({
      recipients: { type: 'filter', searchTerm: 'ana', filters: [{ filterField: 'city', filterValue: 'Madrid' }], filterByCollaborators: null },
    }));
  });

  it('counts a pipeline stage', async () => {
    const { server, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Una etapa de embudo' }));
    await pick(dialog, 'Embudo', 'Ventas');
    await pick(dialog, 'Etapa', 'Reunión');
    await waitFor(() => expect(lastBody(server, 'POST /mailerSend/recipients/count')).toMatchObject({ recipients: { type: 'stage', pipelineId: PIPELINE_SALES, stageId: STAGE_MEETING } }));
  });

  it('sends to contacts chosen one by one', async () => {
    const { server, dialog, crm } = await openDialog();
    const bruno = crm.contacts.find((c) => c.name === 'Bruno')!;
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Contactos concretos' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Contactos' }), 'Bruno');
    await userEvent.click(await screen.findByRole('option', { name: `Bruno Díaz <${bruno.email}>` }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remitente (antes de la @)' }), 'hola');
    // The count behind the button's name is asked for after typing stops: slow on a loaded machine.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar a 1 contacto' }, { timeout: 10_000 }));
    await screen.findByTestId('navigated-away');
    expect(lastBody(server, 'POST /mailerSend/sendBulkEmail')).toMatchObject({ recipients: { type: 'contacts', contactIds: [bruno._id] } });
  });

  it('sends a test to the signed-in user, with no recipients needed', async () => {
    const { server, dialog } = await openDialog();
    await pick(dialog, 'Plantilla', 'Rebajas de otoño');
    expect(within(dialog).getByRole('textbox', { name: 'Asunto' })).toHaveValue('Un 20 % para ti');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remitente (antes de la @)' }), 'pruebas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviarme una prueba (owner@example.com)' }));
    expect(await screen.findByText('Prueba enviada a owner@example.com')).toBeInTheDocument();
    expect(lastBody(server, 'POST /mailerSend/sendEmail')).toMatchObject({
      test: true, to: { email: 'owner@example.com' }, templateId: TEMPLATE_PROMO, subject: 'Un 20 % para ti', from: { email: 'pruebas@demo.example' },
    });
    expect(lastBody(server, 'POST /mailerSend/sendBulkEmail')).toBeUndefined();
  });

  it('says what is missing in the user language and sends nothing', async () => {
    const { server, dialog } = await openDialog();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Asunto' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre del remitente' }), 'Demo <x>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Escribe el asunto.')).toBeInTheDocument();
    expect(within(dialog).getByText('Elige una lista.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Escribe la parte de la dirección antes de la @/)).toBeInTheDocument();
    expect(within(dialog).getByText('El nombre no puede llevar ; , " < ni >.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.key === 'POST /mailerSend/sendBulkEmail')).toBe(false);
  });

  it('schedules within the next 30 days only', async () => {
    const { server, dialog } = await openDialog();
    await pick(dialog, 'Lista', 'VIP');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remitente (antes de la @)' }), 'hola');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Programar' }));
    const at = within(dialog).getByLabelText('Fecha y hora');
    await userEvent.type(at, '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Programar envío' }));
    expect(await within(dialog).findByText('Esa hora ya ha pasado.')).toBeInTheDocument();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await userEvent.clear(at);
    await userEvent.type(at, local);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Programar envío' }));
    await screen.findByTestId('navigated-away');
    expect(lastBody(server, 'POST /mailerSend/sendBulkEmail')).toMatchObject({ sendAt: new Date(local).toISOString() });
  });

  it('shows the server refusal under the input it concerns', async () => {
    const { dialog, data } = await openDialog();
    await pick(dialog, 'Lista', 'VIP');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remitente (antes de la @)' }), 'hola');
    // The domain stopped being verified after the dialog loaded (its records were removed).
    data.domains[0].status = 'failed';
    // The count behind the button's name is asked for after typing stops: slow on a loaded machine.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar a 1 contacto' }, { timeout: 10_000 }));
    const input = within(dialog).getByRole('textbox', { name: 'Remitente (antes de la @)' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('El dominio del remitente tiene que estar verificado antes de enviar: verifícalo en Dominios de envío.'));
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });
});
