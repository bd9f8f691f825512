import { z } from 'zod';
import { id } from '../common';

/**
 * The workflow model (SPEC §3 "Workflow", issue 15 §1).
 *
 * A workflow is a trigger (triggerType + triggerProperty + triggerValue, plus `settings`) and a
 * graph of steps (`tasks`). A contact that meets the trigger is *enrolled*: a run (an
 * "execution") walks the graph from `tasks.start`, one step at a time, each step logged with its
 * input, output, error and times.
 *
 * Triggers — what triggerProperty / triggerValue mean for each type:
 * | triggerType            | triggerProperty                   | triggerValue                         |
 * |------------------------|-----------------------------------|--------------------------------------|
 * | contact_created        | —                                 | —                                    |
 * | property_changed       | standard field or custom property | the new value to wait for (optional: |
 * |                        | key (required)                    | any change when empty)               |
 * | list_added             | —                                 | list id (required)                   |
 * | stage_entered          | pipeline id (required)            | stage id (optional: any stage)       |
 * | form_submitted         | —                                 | web form id (optional: any form)     |
 * | chat_message_received  | —                                 | keyword (optional: any message; a    |
 * |                        |                                   | whole-word, case/accent-insensitive  |
 * |                        |                                   | match)                               |
 * | email_opened           | —                                 | email template id (optional)         |
 * | email_clicked          | —                                 | email template id (optional)         |
 * | booking_created        | —                                 | Calendly event type (optional: any   |
 * | booking_rescheduled    |                                   | meeting): its name (case/accent-     |
 * | booking_canceled       |                                   | insensitive) or its event type URI   |
 * | gmail_reply_received   | —                                 | — (the contact answered an email     |
 * |                        |                                   | sent from a collaborator's Gmail)    |
 * | date_reached           | date custom property key (req.)   | —; `settings.dateOffsetDays` (−365…  |
 * |                        |                                   | 365) and `settings.dateTime` (HH:MM, |
 * |                        |                                   | company time zone) say when; yearly  |
 * |                        |                                   | with `settings.dateYearly` (birthday)|
 * | manual                 | —                                 | — (only workflow/execute enrolls)    |
 * Every type can also be enrolled by hand through workflow/execute.
 *
 * Statuses: `draft` (being built; no trigger enrolls; test runs only), `active` (the trigger
 * enrolls; runs advance), `paused` (no trigger enrolls; runs in flight stay where they are —
 * a wait that ends while paused holds the run at that point — and go on when the workflow is
 * active again; terminateExecution still stops them). Activating checks the graph: a workflow
 * whose graph has errors cannot be active. Back to `draft` is refused while runs are in flight.
 *
 * Enrollment: a contact is in at most one run of a workflow at a time (a trigger that fires
 * again meanwhile is ignored and not queued). With `settings.reenroll` off (the default) a
 * contact that has ever been in a run of the workflow is not enrolled again by its trigger;
 * workflow/execute enrolls it anyway (manual enrollment bypasses the rule, never the "one run at
 * a time" one). Deleting a contact unenrolls it: its runs in flight end as `unenrolled`.
 * A run follows the graph as it was when the run started (a copy is kept with the run), so an
 * edit never changes the path of contacts already inside.
 */

export const WORKFLOW_STATUSES = ['draft', 'active', 'paused'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const TRIGGER_TYPES = [
  'contact_created',
  'property_changed',
  'list_added',
  'stage_entered',
  'form_submitted',
  'chat_message_received',
  'email_opened',
  'email_clicked',
  /** Calendly (integrations/calendly): a meeting booked, moved to another time, or cancelled. */
  'booking_created',
  'booking_rescheduled',
  'booking_canceled',
  /** Gmail (integrations/gmail): the contact answered, found by reply sync. */
  'gmail_reply_received',
  'date_reached',
  'manual',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Run ("execution") states. Terminal: completed, failed, terminated, unenrolled. */
export const RUN_STATUSES = ['running', 'waiting', 'paused', 'completed', 'failed', 'terminated', 'unenrolled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const ACTIVE_RUN_STATUSES = ['running', 'waiting', 'paused'] as const satisfies readonly RunStatus[];
export const TERMINAL_RUN_STATUSES = ['completed', 'failed', 'terminated', 'unenrolled'] as const satisfies readonly RunStatus[];

/** One step's entry in a run's log. `retrying`: failed, another attempt is scheduled. */
export const STEP_STATUSES = ['running', 'waiting', 'completed', 'failed', 'retrying', 'skipped', 'cancelled'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** A failed step is tried this many times in all (backoff 30 s, 2 min, 8 min) before the run fails. */
export const STEP_MAX_ATTEMPTS = 4;
export const MAX_STEPS = 100;
export const DATE_OFFSET_DAYS_MAX = 365;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day is HH:MM');

export const workflowSettings = z
  .object({
    /** Contacts may go through the workflow again after an earlier run ended. */
    reenroll: z.boolean().default(false),
    /** date_reached: days after (positive) or before (negative) the date. */
    dateOffsetDays: z.number().int().min(-DATE_OFFSET_DAYS_MAX).max(DATE_OFFSET_DAYS_MAX).default(0),
    /** date_reached: the time of day the run starts, in the company's time zone. */
    dateTime: hhmm.default('09:00'),
    /** date_reached: every year on the date's day and month (birthdays, renewals). */
    dateYearly: z.boolean().default(false),
  })
  .strict();
export type WorkflowSettings = z.infer<typeof workflowSettings>;

// ---- Steps -------------------------------------------------------------------------------------

const stepId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'A step id is 1–40 letters, digits, _ or -');
/** The step that comes next; null ends the run. */
const next = stepId.nullable().default(null);
const base = { id: stepId, next, label: z.string().trim().max(100).optional() };
/** A choice the user has not made yet (a draft is saved as it is built); the validator asks for it. */
const pick = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const words = (max: number) => z.string().trim().max(max).default('');

export const WAIT_UNITS = ['minutes', 'hours', 'days'] as const;
/** Events a wait can wait for (in this run's contact). */
export const WAIT_EVENTS = ['email_opened', 'email_clicked', 'chat_message_received', 'form_submitted'] as const;

/**
 * Conditions of an if/else step. `field`: a standard contact field; `property`: a custom
 * property key; `list`/`stage`: membership; `email`: engagement with the email sent by an
 * earlier step of the same run (`stepId`).
 */
export const CONDITION_OPERATORS = ['equals', 'not_equals', 'contains', 'is_set', 'is_not_set', 'greater_than', 'less_than'] as const;
export const condition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('field'), field: words(100), operator: z.enum(CONDITION_OPERATORS), value: z.union([z.string().max(500), z.number(), z.boolean()]).optional() }),
  z.object({ kind: z.literal('property'), property: words(100), operator: z.enum(CONDITION_OPERATORS), value: z.union([z.string().max(500), z.number(), z.boolean()]).optional() }),
  z.object({ kind: z.literal('list'), listId: pick(id), member: z.boolean().default(true) }),
  z.object({ kind: z.literal('stage'), pipelineId: pick(id), stageId: pick(id), inStage: z.boolean().default(true) }),
  z.object({ kind: z.literal('email'), stepId: pick(stepId), event: z.enum(['opened', 'clicked']) }),
]);
export type Condition = z.infer<typeof condition>;

export const step = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('send_email'), templateId: pick(id), fromEmail: words(254), fromName: z.string().trim().max(100).optional(), subject: z.string().trim().max(200).optional() }),
  z.object({ ...base, type: z.literal('send_chat_template'), templateId: pick(id), variables: z.record(z.string(), z.string().max(1000)).default({}) }),
  z.object({ ...base, type: z.literal('wait_duration'), amount: z.number().int().min(1).max(10_000), unit: z.enum(WAIT_UNITS) }),
  z.object({ ...base, type: z.literal('wait_until_date'), at: pick(z.iso.datetime({ offset: true })) }),
  z.object({ ...base, type: z.literal('wait_time_of_day'), time: pick(hhmm), weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]) }),
  z.object({
    ...base,
    type: z.literal('wait_for_event'),
    event: z.enum(WAIT_EVENTS),
    timeoutAmount: z.number().int().min(1).max(10_000),
    timeoutUnit: z.enum(WAIT_UNITS),
    /** Where the run goes when the timeout ends first (`next` is taken when the event happens). */
    timeoutNext: stepId.nullable().default(null),
  }),
  z.object({
    ...base,
    type: z.literal('branch'),
    match: z.enum(['all', 'any']).default('all'),
    conditions: z.array(condition).max(20).default([]),
    /** `next` is the "yes" path; `elseNext` the "no" path. */
    elseNext: stepId.nullable().default(null),
  }),
  z.object({ ...base, type: z.literal('set_property'), property: words(100), value: z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]) }),
  z.object({ ...base, type: z.literal('move_to_stage'), pipelineId: pick(id), stageId: pick(id) }),
  z.object({ ...base, type: z.literal('add_to_list'), listId: pick(id) }),
  z.object({ ...base, type: z.literal('remove_from_list'), listId: pick(id) }),
  z.object({ ...base, type: z.literal('assign_collaborator'), userId: pick(id) }),
  z.object({ ...base, type: z.literal('add_comment'), text: words(5000) }),
  z.object({ ...base, type: z.literal('notify_user'), userIds: z.array(id).max(50).default([]), message: words(1000) }),
  z.object({ ...base, type: z.literal('webhook'), url: words(2000) }),
]);
export type Step = z.infer<typeof step>;
export type StepType = Step['type'];
export const STEP_TYPES = step.options.map((o) => o.shape.type.value) as StepType[];

/**
 * The graph. Loose on purpose (required fields may be empty while a draft is built: the builder
 * saves as you go); `validateWorkflowGraph` (graph.ts) says what is wrong, naming the step, and a
 * workflow cannot be active — nor run — while it says anything.
 */
export const workflowTasks = z.object({
  start: stepId.nullable().default(null),
  steps: z.array(step).max(MAX_STEPS, `A workflow has at most ${MAX_STEPS} steps`).default([]),
  /** Where the builder drew each step (its own layout is used when absent). */
  positions: z.record(stepId, z.object({ x: z.number(), y: z.number() })).optional(),
});
export type WorkflowTasks = z.infer<typeof workflowTasks>;

/** The exits of a step, in the order the builder draws them. */
export function stepExits(s: Step): { key: 'next' | 'elseNext' | 'timeoutNext'; target: string | null }[] {
  const exits: { key: 'next' | 'elseNext' | 'timeoutNext'; target: string | null }[] = [{ key: 'next', target: s.next }];
  if (s.type === 'branch') exits.push({ key: 'elseNext', target: s.elseNext });
  if (s.type === 'wait_for_event') exits.push({ key: 'timeoutNext', target: s.timeoutNext });
  return exits;
}

export const triggerFields = {
  triggerType: z.enum(TRIGGER_TYPES),
  triggerProperty: z.string().trim().max(100).nullable().optional(),
  triggerValue: z.string().trim().max(500).nullable().optional(),
};
