import { step as stepSchema, type Step, type StepType, type WorkflowTasks } from '../../../../contract/workflows';

/** The palette's groups, in the order the menu shows them. */
export const PALETTE: { group: 'actions' | 'waits' | 'logic'; types: StepType[] }[] = [
  {
    group: 'actions',
    types: ['send_email', 'send_chat_template', 'set_property', 'move_to_stage', 'add_to_list', 'remove_from_list', 'assign_collaborator', 'add_comment', 'notify_user', 'webhook'],
  },
  { group: 'waits', types: ['wait_duration', 'wait_until_date', 'wait_time_of_day', 'wait_for_event'] },
  { group: 'logic', types: ['branch'] },
];

/** What a new step starts with: the contract's defaults plus a sensible first choice where it has none. */
const STARTING: Partial<Record<StepType, Record<string, unknown>>> = {
  wait_duration: { amount: 1, unit: 'days' },
  wait_for_event: { event: 'email_opened', timeoutAmount: 3, timeoutUnit: 'days' },
  set_property: { property: '', value: '' },
  branch: { conditions: [{ kind: 'list', listId: null, member: true }] },
};

/** A step id not taken yet: the type and a number (`send_email_2`), within the contract's pattern. */
export function newStepId(tasks: WorkflowTasks, type: StepType): string {
  const taken = new Set(tasks.steps.map((s) => s.id));
  for (let n = 1; ; n++) {
    const id = `${type}_${n}`;
    if (!taken.has(id)) return id;
  }
}

export function newStep(type: StepType, id: string): Step {
  return stepSchema.parse({ id, type, ...STARTING[type] });
}
