import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';
import type { RunStatus, StepStatus, TriggerType, WorkflowSettings, WorkflowStatus, WorkflowTasks } from '../../../../contract/workflows';
import type { ENROLLED_BY } from '../../../../contract/workflows/calls';
import '../companies/companies.tables';
import '../contacts/contacts.tables';

export type EnrolledBy = (typeof ENROLLED_BY)[number];
type JsonOf<T> = ColumnType<T, string, string>;

export interface WorkflowsTable {
  id: Id;
  companyId: string;
  name: string;
  description: WithDefault<string>;
  triggerType: TriggerType;
  triggerProperty: string | null;
  triggerValue: string | null;
  settings: JsonOf<WorkflowSettings>;
  tasks: JsonOf<WorkflowTasks>;
  status: WorkflowStatus;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WorkflowRunsTable {
  id: Id;
  workflowId: string;
  companyId: string;
  contactId: string | null;
  contactName: WithDefault<string>;
  enrolledBy: EnrolledBy;
  tasks: JsonOf<WorkflowTasks>;
  status: RunStatus;
  currentStepId: string | null;
  resumeAt: Date | null;
  waitEvent: string | null;
  waitJobId: string | null;
  triggerKey: string | null;
  error: string | null;
  startedAt: CreatedAt;
  updatedAt: UpdatedAt;
  endedAt: Date | null;
}

export interface WorkflowRunStepsTable {
  id: Id;
  runId: string;
  stepId: string;
  stepType: string;
  visit: WithDefault<number>;
  attempt: WithDefault<number>;
  status: StepStatus;
  input: ColumnType<unknown, string | null | undefined, string | null>;
  output: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  /** Set again when a later attempt starts. */
  startedAt: UpdatedAt;
  endedAt: Date | null;
  /** The instance running it (jobs/instanceLease.ts); null before migration 0790 or without jobs. */
  workerId: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../../db/schema' {
  interface Database {
    workflows: WorkflowsTable;
    workflowRuns: WorkflowRunsTable;
    workflowRunSteps: WorkflowRunStepsTable;
  }
}
