import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import WorkflowCreatePage from '../../../resources/workflows/WorkflowCreatePage';
import WorkflowEditPage from '../../../resources/workflows/WorkflowEditPage';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LIST_VIP } from '../../crm/stories/crmFixtures';
import { WF_DRAFT, WF_WELCOME, workflowServer } from '../stories/workflowFake';
import { mockReactFlow } from './testing/mockReactFlow';

beforeAll(mockReactFlow);

function renderCreate() {
  const fake = workflowServer();
  render(<CrmStoryWrapper server={fake.server} path="crm/workflows/create" role="owner"><WorkflowCreatePage /></CrmStoryWrapper>);
  return fake;
}
function renderEdit(language: 'es' | 'en' = 'es', id = WF_WELCOME, role: 'owner' | 'viewer' = 'owner') {
  const fake = workflowServer();
  render(<CrmStoryWrapper server={fake.server} path={`crm/workflows/edit/${id}`} route="crm/workflows/edit/:id" language={language} role={role}><WorkflowEditPage /></CrmStoryWrapper>);
  return fake;
}
const canvas = () => within(screen.getByRole('region', { name: /Diagrama de la automatización|Workflow diagram/ }));
const node = (id: string) => document.querySelector(`.react-flow__node[data-id="${id}"]`) as HTMLElement;

// Two shared cores: the canvas and its panels render slowly under load.
describe('workflow builder', { timeout: 45_000 }, () => {
  it('draws the trigger and the steps, the branch with its Yes and No exits', async () => {
    renderEdit('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenida' })).toBeInTheDocument();
    await waitFor(() => expect(node('branch_1')).toBeTruthy());
    expect(within(node('__trigger')).getByText('When the form “Inicio · Contacto” is submitted')).toBeInTheDocument();
    expect(within(node('wait_1')).getByText('1 day')).toBeInTheDocument();
    // Each node is named for screen readers by what it is and does.
    expect(node('wait_1')).toHaveAttribute('aria-label', 'Wait for a while: 1 day');
    expect(node('wait_1')).toHaveAttribute('tabindex', '0');
    expect(canvas().getByText('Yes')).toBeInTheDocument();
    expect(canvas().getByText('No')).toBeInTheDocument();
    // The "no" path goes to the list step, drawn beside the "yes" one, both below the branch.
    const y = (id: string) => node(id).style.transform;
    expect(y('stage_1')).not.toBe(y('list_1'));
    expect(canvas().getByRole('button', { name: 'Add a step here (If / else → No)' })).toBeInTheDocument();
    expect(canvas().getByRole('img', { name: 'Connection from “If / else” to “Add to a list”' })).toBeInTheDocument();
    // Zoom and fit, named in the interface language.
    const controls = within(canvas().getByRole('toolbar', { name: 'Diagram controls' }));
    expect(controls.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(controls.getByRole('button', { name: 'Fit to screen' })).toBeInTheDocument();
  });

  it('adds a step through "+", marks it faulty until its list is chosen, and saves the graph', async () => {
    const { server } = renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir el primer paso (Fin)' }));
    const menu = await screen.findByRole('menu', { name: 'Añadir un paso' });
    expect(within(menu).getByText('Esperas')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Añadir a una lista' }));
    await waitFor(() => expect(node('add_to_list_1')).toBeTruthy());
    expect(within(node('add_to_list_1')).getByText('Falta «Lista»')).toBeInTheDocument();
    // Its panel opened with the faulty field marked.
    const panel = within(screen.getByRole('region', { name: 'Ajustes: Añadir a una lista' }));
    const list = panel.getByRole('combobox', { name: /Lista/ });
    expect(list).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(list);
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await waitFor(() => expect(within(node('add_to_list_1')).queryByText('Falta «Lista»')).toBeNull());
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Bienvenida VIP');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(server.calls.some((c) => c.key === 'POST /workflow')).toBe(true));
    const body = server.calls.find((c) => c.key === 'POST /workflow')!.args.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Bienvenida VIP', triggerType: 'contact_created', tasks: { start: 'add_to_list_1', steps: [{ id: 'add_to_list_1', type: 'add_to_list', listId: LIST_VIP, next: null }] } });
  });

  it('inserts on an edge keeping the path, and removes a step from the keyboard after confirming', async () => {
    const { server } = renderEdit();
    await waitFor(() => expect(node('wait_1')).toBeTruthy());
    await userEvent.click(canvas().getByRole('button', { name: 'Añadir un paso aquí (Esperar un tiempo)' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Añadir un comentario' }));
    await waitFor(() => expect(node('add_comment_1')).toBeTruthy());
    node('wait_1').focus();
    fireEvent.keyDown(node('wait_1'), { key: 'Delete' });
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Esperar un tiempo»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar el paso' }));
    await waitFor(() => expect(node('wait_1')).toBeNull());
    // The confirmation fades out before the builder behind it is reachable again.
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.calls.some((c) => c.key === 'PUT /workflow/:id')).toBe(true));
    const tasks = (server.calls.find((c) => c.key === 'PUT /workflow/:id')!.args.body as { tasks: { start: string; steps: { id: string; next: string | null }[] } }).tasks;
    expect(tasks.start).toBe('add_comment_1');
    expect(tasks.steps.find((s) => s.id === 'add_comment_1')!.next).toBe('email_1');
  });

  it('opens the trigger panel with Enter on its node', async () => {
    renderEdit();
    await waitFor(() => expect(node('__trigger')).toBeTruthy());
    node('__trigger').focus();
    fireEvent.keyDown(node('__trigger'), { key: 'Enter' });
    const panel = within(await screen.findByRole('region', { name: 'Ajustes: Disparador' }));
    expect(panel.getByRole('combobox', { name: /Formulario/ })).toHaveValue('Inicio · Contacto');
    // The focus goes to the panel, and back to its node when Escape closes it.
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Ajustes: Disparador' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(node('__trigger')).toHaveFocus());
  });

  it.each([
    ['en', 'Settings: Trigger', 'Trigger type', 'Meeting rescheduled (Calendly)', 'Calendly event type (optional)', 'When a contact moves a “Demo 30 min” meeting to another time'],
    ['es', 'Ajustes: Disparador', 'Tipo de disparador', 'Reunión cambiada de hora (Calendly)', 'Tipo de evento de Calendly (opcional)', 'Cuando un contacto cambia la hora de una reunión «Demo 30 min»'],
  ] as const)('offers the Calendly booking triggers with an optional event type (%s)', async (language, region, typeLabel, option, field, summary) => {
    renderEdit(language);
    await waitFor(() => expect(node('__trigger')).toBeTruthy());
    node('__trigger').focus();
    fireEvent.keyDown(node('__trigger'), { key: 'Enter' });
    const panel = within(await screen.findByRole('region', { name: region }));
    await userEvent.click(panel.getByRole('combobox', { name: typeLabel }));
    for (const name of language === 'en' ? ['Meeting booked (Calendly)', 'Meeting cancelled (Calendly)'] : ['Reunión reservada (Calendly)', 'Reunión cancelada (Calendly)']) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('option', { name: option }));
    await userEvent.type(panel.getByRole('textbox', { name: field }), 'Demo 30 min');
    await waitFor(() => expect(within(node('__trigger')).getByText(summary)).toBeInTheDocument());
  });

  it('test-runs the saved workflow on one contact and shows each step as it completes', async () => {
    const { server } = renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Probar con un contacto' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Probar con un contacto' }));
    await userEvent.click(dialog.getByRole('combobox', { name: /Contacto/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Bruno Díaz/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ejecutar prueba' }));
    await waitFor(() => expect(server.calls.find((c) => c.key === 'POST /workflow/execute')?.args.body).toMatchObject({ workflowId: WF_WELCOME, test: true, target: { type: 'contact' } }));
    const result = within(await dialog.findByRole('region', { name: 'Resultado de la prueba' }));
    expect(await result.findByText('Completada', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(result.getAllByText('Hecho')).toHaveLength(4);
    expect(result.getByText('msg-1', { exact: false })).toBeInTheDocument();
  });

  it("shows a faulty draft's problems on its node, and activating it is refused naming the step", async () => {
    const { data } = renderEdit('es', WF_DRAFT);
    await waitFor(() => expect(node('email_1')).toBeTruthy());
    expect(within(node('email_1')).getByText('Falta «Plantilla»')).toBeInTheDocument();
    expect(screen.getByText('2 problemas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Enviar email: Falta «Remitente (email)»')).toBeInTheDocument();
    expect(data.workflows.find((w) => w._id === WF_DRAFT)!.status).toBe('draft');
  });

  it('shows a viewer the drawing without the buttons that change it', async () => {
    renderEdit('es', WF_WELCOME, 'viewer');
    await waitFor(() => expect(node('branch_1')).toBeTruthy());
    expect(canvas().queryByRole('button', { name: /Añadir un paso/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver ejecuciones' })).toBeInTheDocument();
  });
});
