import type { Step } from '../../../../../contract/workflows';
import type { ActionStepType, TaskHandler } from './types';
import { addCommentTask } from './addComment.task';
import { addToListTask } from './addToList.task';
import { assignCollaboratorTask } from './assignCollaborator.task';
import { moveToStageTask } from './moveToStage.task';
import { notifyUserTask } from './notifyUser.task';
import { removeFromListTask } from './removeFromList.task';
import { sendChatTemplateTask } from './sendChatTemplate.task';
import { sendEmailTask } from './sendEmail.task';
import { setPropertyTask } from './setProperty.task';
import { webhookTask } from './webhook.task';

/** The handler of each action step type (one file per type, beside this one). */
export const TASK_HANDLERS: Partial<{ [K in ActionStepType]: TaskHandler<Extract<Step, { type: K }>> }> = {
  send_email: sendEmailTask,
  send_chat_template: sendChatTemplateTask,
  set_property: setPropertyTask,
  move_to_stage: moveToStageTask,
  add_to_list: addToListTask,
  remove_from_list: removeFromListTask,
  assign_collaborator: assignCollaboratorTask,
  add_comment: addCommentTask,
  notify_user: notifyUserTask,
  webhook: webhookTask,
};
