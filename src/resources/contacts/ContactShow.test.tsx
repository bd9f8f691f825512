import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { sampleCrmData, STAGE_WON } from '../../custom/crm/stories/crmFixtures';
import ContactShow from './ContactShow';
import * as stories from './ContactShow.stories';

const { English, AsViewer, NotFound } = composeStories(stories);

function renderWithServer() {
  const server = createFakeCrmApi(sampleCrmData());
  const ana = server.data.contacts[0];
  render(
    <CrmStoryWrapper server={server} route="crm/contacts/:id" path={`crm/contacts/${ana._id}`}>
      <ContactShow />
    </CrmStoryWrapper>,
  );
  return { server, ana: () => server.data.contacts.find((c) => c._id === ana._id)! };
}

describe('ContactShow', () => {
  it('edits a field in place: Enter saves it on the server', async () => {
    const { server, ana } = renderWithServer();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Ciudad' }));
    const input = screen.getByRole('textbox', { name: 'Ciudad' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Bilbao{Enter}');
    await waitFor(() => expect(ana().city).toBe('Bilbao'));
    const update = server.calls.find((c) => c.key === 'PUT /contact/:id');
    expect(update?.args.body).toEqual({ city: 'Bilbao', companyId: expect.any(String) });
    expect(await screen.findByRole('button', { name: 'Editar Ciudad' })).toHaveTextContent('Bilbao');
  });

  it('Escape cancels an edit without calling the server', async () => {
    const { server } = renderWithServer();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Empresa' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Empresa' }), 'Nope{Escape}');
    expect(server.calls.some((c) => c.key === 'PUT /contact/:id')).toBe(false);
    expect(screen.getByRole('button', { name: 'Editar Empresa' })).toHaveTextContent('Acme');
  });

  it('keeps focus in the field with the refusal in Spanish after an invalid value and Enter; Escape then cancels and returns focus', async () => {
    const { ana } = renderWithServer();
    const before = ana().email;
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Correo electrónico' }));
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.clear(input);
    await userEvent.type(input, 'no-es-un-correo{Enter}');
    expect(await screen.findByText('No es un correo electrónico válido.')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const button = await screen.findByRole('button', { name: 'Editar Correo electrónico' });
    expect(button).toHaveFocus();
    expect(button).toHaveTextContent(before!);
    expect(ana().email).toBe(before);
  });

  it('sets a custom property and moves the contact to another stage', async () => {
    const { ana } = renderWithServer();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Basic' }));
    await waitFor(() => expect(ana().customProperties.plan).toBe('Basic'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Ventas' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ganado' }));
    await waitFor(() => expect(ana().pipelineStages.map((s) => s.pipelineStageId)).toEqual([STAGE_WON]));
  });

  it('adds, edits and deletes a comment', async () => {
    const { server } = renderWithServer();
    const timeline = await screen.findByRole('region', { name: 'Comentarios' });
    await userEvent.type(within(timeline).getByRole('textbox', { name: 'Escribe un comentario' }), 'Enviar propuesta');
    await userEvent.click(within(timeline).getByRole('button', { name: 'Añadir comentario' }));
    expect(await within(timeline).findByText('Enviar propuesta')).toBeInTheDocument();

    const item = within(timeline).getByText('Enviar propuesta').closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Editar comentario' }));
    const box = within(item).getByRole('textbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'Propuesta enviada');
    await userEvent.click(within(item).getByRole('button', { name: 'Guardar' }));
    expect(await within(timeline).findByText('Propuesta enviada')).toBeInTheDocument();

    const edited = within(timeline).getByText('Propuesta enviada').closest('li')!;
    await userEvent.click(within(edited).getByRole('button', { name: 'Eliminar comentario' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(timeline).queryByText('Propuesta enviada')).not.toBeInTheDocument());
    expect(server.data.comments.map((c) => c.comment)).toEqual(['Llamar el lunes']);
  });

  it('shows everything read-only to a viewer', async () => {
    render(<AsViewer />);
    expect(await screen.findByRole('heading', { name: 'Ana García' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Ciudad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Escribe un comentario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Ventas' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('speaks English and reports a contact that does not exist', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    render(<NotFound />);
    expect(await screen.findByText('No se ha podido cargar este contacto; puede que se haya eliminado.')).toBeInTheDocument();
  });
});
