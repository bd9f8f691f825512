import { workflowSettings, workflowTasks, type WorkflowTasks } from '../../../../contract/workflows';
import type { DemoSeeder } from '../demo/demo.seed';

/**
 * The demo company's first workflow, active, so the automations screens open on a real one: a
 * lead from the "Reformas" landing's form waits a day, gets a note, and — unless someone already
 * moved it on — enters "Contactado" with the owner told; otherwise the owner is just told.
 * It uses only what the CRM and web form seeders made (run after them), and sends nothing.
 */
export const seedDemoWorkflows: DemoSeeder = async (deps, demo) => {
  const db = deps.db;
  const pipeline = await db.selectFrom('pipelines').select('id').where('companyId', '=', demo.companyId).where('name', '=', 'Ventas').executeTakeFirst();
  const stages = pipeline
    ? await db.selectFrom('pipelineStages').select(['id', 'name']).where('pipelineId', '=', pipeline.id).execute()
    : [];
  const nuevo = stages.find((s) => s.name === 'Nuevo');
  const contactado = stages.find((s) => s.name === 'Contactado');
  const form = await db.selectFrom('webforms').select('id').where('companyId', '=', demo.companyId).orderBy('createdAt').executeTakeFirst();
  if (!pipeline || !nuevo || !contactado || !form) return;

  const tasks: WorkflowTasks = workflowTasks.parse({
    start: 'wait',
    steps: [
      { id: 'wait', type: 'wait_duration', amount: 1, unit: 'days', next: 'note' },
      { id: 'note', type: 'add_comment', text: 'Lead del formulario de reformas: llamar para concertar visita.', next: 'isNew' },
      {
        id: 'isNew', type: 'branch', match: 'all',
        conditions: [{ kind: 'stage', pipelineId: pipeline.id, stageId: nuevo.id, inStage: true }],
        next: 'move', elseNext: 'tell',
      },
      { id: 'move', type: 'move_to_stage', pipelineId: pipeline.id, stageId: contactado.id, next: 'tell' },
      { id: 'tell', type: 'notify_user', userIds: [demo.userId], message: 'Un lead del formulario de reformas lleva un día esperando: revisa su ficha.', next: null },
    ],
  });
  await db.insertInto('workflows').values({
    companyId: demo.companyId,
    name: 'Seguimiento de leads del formulario',
    description: 'Un día después de cada solicitud: nota en la ficha, pasa a «Contactado» si sigue en «Nuevo» y avisa al responsable.',
    triggerType: 'form_submitted', triggerProperty: null, triggerValue: form.id,
    settings: JSON.stringify(workflowSettings.parse({})), tasks: JSON.stringify(tasks), status: 'active',
  }).execute();
};
