import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';

export interface PipelinesTable {
  id: Id;
  companyId: string;
  name: string;
  description: string | null;
  position: WithDefault<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface PipelineStagesTable {
  id: Id;
  companyId: string;
  pipelineId: string;
  name: string;
  color: string | null;
  position: WithDefault<number>;
  createdAt: CreatedAt;
}

export interface ContactPipelineStagesTable {
  contactId: string;
  pipelineId: string;
  stageId: string;
  companyId: string;
  assignedAt: Generated<Date>;
}

declare module '../../db/schema' {
  interface Database {
    pipelines: PipelinesTable;
    pipelineStages: PipelineStagesTable;
    contactPipelineStages: ContactPipelineStagesTable;
  }
}
