import { lazy } from 'react';
import { WORKFLOW_STATUSES, workflowCalls } from '../../../contract/workflows';
import { datetime, defineResource, json, select, text } from '../../dataProvider/defineResource';
import { RunCountsCell } from '../../custom/workflows/list/RunCountsCell';
import { StatusSwitchCell } from '../../custom/workflows/list/StatusSwitchCell';
import { TriggerCell } from '../../custom/workflows/list/TriggerCell';
import { WorkflowNameCell } from '../../custom/workflows/list/WorkflowNameCell';
import { WorkflowRowActions } from '../../custom/workflows/list/WorkflowRowActions';

/**
 * Workflows (issue 15 §4): the list is derived (search, paging, empty state) with cells for what a
 * field kind cannot say — the trigger in words, the status switched in place, the run counts
 * linking to the runs page — and row actions (runs, duplicate, delete saying runs in flight stop).
 * The builder and the runs page are screens of their own at the SPEC's routes
 * (crm/workflows/create, crm/workflows/edit/{id}, crm/workflow-executions/{id}), in the route table.
 */
export const workflowsResource = defineResource({
  name: 'workflows',
  path: 'crm/workflows',
  menu: { group: 'crm', order: 5 },
  recordRepresentation: 'name',
  endpoints: {
    list: {
      call: workflowCalls.listWorkflows,
      args: (r) => ({ query: { page: r.page, limit: Math.min(200, r.perPage), q: typeof r.filter.q === 'string' && r.filter.q.trim() ? r.filter.q.trim() : undefined } }),
    },
    get: { call: workflowCalls.getWorkflow, args: ({ id }) => ({ params: { id } }) },
    create: { call: workflowCalls.createWorkflow, args: ({ data }) => ({ body: data }) },
    update: { call: workflowCalls.updateWorkflow, args: ({ id, data }) => ({ params: { id }, body: data }) },
    delete: { call: workflowCalls.deleteWorkflow, args: ({ id }) => ({ params: { id } }) },
  },
  fields: {
    name: text({ required: true, cell: WorkflowNameCell }),
    triggerType: text({ readOnly: true, cell: TriggerCell }),
    status: select(WORKFLOW_STATUSES, { readOnly: true, cell: StatusSwitchCell }),
    counts: json({ cell: RunCountsCell }),
    updatedAt: datetime({ readOnly: true }),
  },
  list: { perPage: 25, search: true, rowClick: false, rowDelete: false, bulkDelete: false, rowActions: WorkflowRowActions },
  views: {
    // crm/workflows/{id} (reached through the CRM's routes) opens the builder at its SPEC route.
    edit: lazy(() => import('./WorkflowIdRedirect')),
  },
});
