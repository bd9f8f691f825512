import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import WorkflowListPage from '../../../resources/workflows/WorkflowListPage';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { WF_DRAFT, WF_WELCOME, workflowServer } from '../stories/workflowFake';

function renderList(language: 'es' | 'en' = 'es', change?: Parameters<typeof workflowServer>[0]) {
  const fake = workflowServer(change);
  render(<CrmStoryWrapper server={fake.server} path="crm/workflows" language={language} role="owner"><WorkflowListPage /></CrmStoryWrapper>);
  return fake;
}
const row = (name: string) => within(screen.getByRole('link', { name }).closest('tr')!);

describe('workflow list', { timeout: 40_000 }, () => {
  it('shows each workflow with its trigger in words, status and run counts linking to its runs by status', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: 'Bienvenida' })).toHaveAttribute('href', `/es/crm/workflows/edit/${WF_WELCOME}`);
    expect(await row('Renovaciones').findByText('Cuando un contacto entra en la lista «VIP»')).toBeInTheDocument();
    expect(row('Renovaciones').getByText('Borrador')).toBeInTheDocument();
    expect(row('Bienvenida').getByRole('switch', { name: 'Activa: Bienvenida' })).toBeChecked();
    expect(row('Bienvenida').getByRole('link', { name: 'Ver las ejecuciones: 1 fallidas' })).toHaveAttribute('href', `/es/crm/workflow-executions/${WF_WELCOME}?status=failed`);
    expect(screen.getByRole('tab', { name: 'Automatizaciones', selected: true })).toBeInTheDocument();
  });

  it('pauses an active workflow; activating a faulty draft is refused with the problems named by step', async () => {
    const { data } = renderList();
    await userEvent.click(await screen.findByRole('switch', { name: 'Activa: Bienvenida' }));
    await waitFor(() => expect(data.workflows.find((w) => w._id === WF_WELCOME)!.status).toBe('paused'));
    await userEvent.click(screen.getByRole('switch', { name: 'Activa: Renovaciones' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'No se ha podido activar «Renovaciones»:' });
    expect(within(dialog).getByText('Enviar email: Falta «Plantilla»')).toBeInTheDocument();
    expect(within(dialog).getByText('Enviar email: Falta «Remitente (email)»')).toBeInTheDocument();
    expect(data.workflows.find((w) => w._id === WF_DRAFT)!.status).toBe('draft');
  });

  it('duplicates a workflow as a draft named "(copy)" in English', async () => {
    const { data, server } = renderList('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate: Bienvenida' }));
    await waitFor(() => expect(data.workflows.map((w) => w.name)).toContain('Bienvenida (copy)'));
    const copy = data.workflows.find((w) => w.name === 'Bienvenida (copy)')!;
    expect(copy.status).toBe('draft');
    expect(copy.tasks).toEqual(data.workflows.find((w) => w._id === WF_WELCOME)!.tasks);
    const sent = server.calls.find((c) => c.key === 'POST /workflow')!;
    expect(sent.args.body).toMatchObject({ status: 'draft', triggerType: 'form_submitted' });
  });

  it('deletes after a confirmation that says the runs in flight stop', async () => {
    const { data } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar: Bienvenida' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Bienvenida»?' });
    expect(dialog).toHaveTextContent('Hay 2 ejecuciones en curso: se detendrán');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(data.workflows.map((w) => w._id)).toEqual([WF_DRAFT]));
  });

  it('offers creating the first workflow when there is none', async () => {
    renderList('es', (d) => { d.workflows = []; });
    expect(await screen.findByText('Aún no hay automatizaciones')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nueva automatización' })[0]).toHaveAttribute('href', '/es/crm/workflows/create');
  });
});
