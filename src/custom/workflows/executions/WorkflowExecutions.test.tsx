import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Execution } from '../../../../contract/workflows';
import WorkflowExecutionsPage from '../../../resources/workflows/WorkflowExecutionsPage';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { WF_WELCOME, workflowServer, type WorkflowData } from '../stories/workflowFake';

function renderRuns(query = '', change?: (d: WorkflowData) => void, role: 'owner' | 'agent' = 'owner') {
  const fake = workflowServer(change);
  render(
    <CrmStoryWrapper server={fake.server} path={`crm/workflow-executions/${WF_WELCOME}${query}`} route="crm/workflow-executions/:workflowId" role={role}>
      <WorkflowExecutionsPage />
    </CrmStoryWrapper>,
  );
  return fake;
}
const runsCalls = (fake: ReturnType<typeof workflowServer>) => fake.server.calls.filter((c) => c.key === 'GET /workflow/executions/:id');

describe('workflow runs', { timeout: 40_000 }, () => {
  it('lists runs with status, contact link, duration and current step in words; the log shows each step', async () => {
    renderRuns();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ejecuciones de «Bienvenida»' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Ana García' })).closest('tr')!;
    expect(within(row).getByText('Completada')).toBeInTheDocument();
    expect(within(row).getByText(/2\s?min 5\s?s/)).toBeInTheDocument();
    expect(within(screen.getByText('Contacto 2').closest('tr')!).getByText('Enviar email')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Ver el registro de Ana García' }));
    const log = await screen.findByRole('dialog', { name: 'Registro de Ana García' });
    // What each step did, in words; the raw record (the message id) folded under technical details.
    expect(await within(log).findByText('Email enviado a ana.garcia@example.com.')).toBeInTheDocument();
    expect(within(log).getByText('La espera terminó a su hora.')).toBeInTheDocument();
    const details = within(log).getAllByText('Detalles técnicos')[1].closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('msg-42', { exact: false })).toBeInTheDocument();
    expect(within(log).getAllByText('Hecho')).toHaveLength(2);
  });

  it('asks the server for 20 a page, page 1 first, then the next page', async () => {
    const fake = renderRuns('', (d) => {
      const base = d.executions[0];
      d.executions = Array.from({ length: 25 }, (_, i): Execution => ({ ...base, _id: `run-${i}`, executionId: `run-${i}`, contactName: `Persona ${i}`, status: 'completed' }));
    });
    expect(await screen.findByText('Persona 19')).toBeInTheDocument();
    expect(screen.queryByText('Persona 20')).toBeNull();
    expect(runsCalls(fake)[0].args.query).toMatchObject({ page: 1, limit: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('Persona 24')).toBeInTheDocument();
    expect(runsCalls(fake).at(-1)!.args.query).toMatchObject({ page: 2, limit: 20 });
  });

  it('filters by the status in the URL and by the select', async () => {
    const fake = renderRuns('?status=failed');
    expect(await screen.findByText('Contacto 4')).toBeInTheDocument();
    expect(screen.queryByText('Ana García')).toBeNull();
    expect(runsCalls(fake)[0].args.query).toMatchObject({ status: 'failed' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completada' }));
    expect(await screen.findByText('Ana García')).toBeInTheDocument();
    expect(screen.queryByText('Contacto 4')).toBeNull();
  });

  it('terminates a run in flight after confirming; finished runs and agents get no stop button', async () => {
    const fake = renderRuns();
    const row = (await screen.findByText('Contacto 1')).closest('tr')!;
    expect(within(screen.getByText('Ana García').closest('tr')!).queryByRole('button', { name: /Detener/ })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Detener: Contacto 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Detener la ejecución de Contacto 1?' });
    expect(dialog).toHaveTextContent('sus pasos pendientes no se harán');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detener' }));
    await waitFor(() => expect(fake.data.executions[0].status).toBe('terminated'));
    expect(await within(screen.getByText('Contacto 1').closest('tr')!).findByText('Detenida')).toBeInTheDocument();
  });

  it('shows no stop button to a role that cannot terminate', async () => {
    renderRuns('', undefined, 'agent');
    await screen.findByText('Contacto 1');
    expect(screen.queryByRole('button', { name: /Detener/ })).toBeNull();
  });

  it('reads the runs again by itself while some are in flight', async () => {
    const fake = renderRuns();
    const row = (await screen.findByText('Contacto 1')).closest('tr')!;
    expect(within(row).getByText('Esperando')).toBeInTheDocument();
    expect(screen.getByText('Se actualiza sola mientras haya ejecuciones en curso')).toBeInTheDocument();
    // The run ends on the server; the page shows it without being asked.
    Object.assign(fake.data.executions[0], { status: 'completed', currentStepId: null, endedAt: new Date().toISOString(), durationMs: 60_000 });
    expect(await within(screen.getByText('Contacto 1').closest('tr')!).findByText('Completada', {}, { timeout: 12_000 })).toBeInTheDocument();
  });
});
