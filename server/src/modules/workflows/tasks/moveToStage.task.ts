import type { Step } from '../../../../../contract/workflows';
import { findStage } from '../../pipelines/pipelines.repository';
import { addContactToStage } from '../../pipelines/pipelines.service';
import { asTask, requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/** Puts the run's contact in the step's stage (replacing its stage in that pipeline); entering it is a stage_entered event. */
export const moveToStageTask: TaskHandler<Extract<Step, { type: 'move_to_stage' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  const stage = step.stageId ? await findStage(ctx.db, companyId, step.stageId) : undefined;
  if (!stage || stage.pipelineId !== step.pipelineId) throw new PermanentTaskError('The pipeline stage no longer exists', 'stage_deleted');
  const contact = await requireRunContact(ctx);
  await asTask(() => addContactToStage(ctx.db, companyId, contact.id, stage.id));
  return { pipelineId: stage.pipelineId, stageId: stage.id, stageName: stage.name };
};
