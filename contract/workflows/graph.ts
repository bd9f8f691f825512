import { stepExits, type Step, type TriggerType, type WorkflowTasks } from './model';

/**
 * What is wrong with a workflow, each problem naming the step (or the trigger) it is on, so the
 * builder marks that node and the server's refusal says where to look. Shared by the server
 * (activate, execute, save of an active workflow) and the builder (live, as the user draws).
 *
 * The graph: steps reached from `start` through their exits; exits may meet (branches join), no
 * exit may lead back to a step already on its path (no loops), every step must be reachable (no
 * orphan), every exit must name a step that exists, and every step must have its required fields.
 */
export const GRAPH_ISSUE_CODES = [
  'no_steps',
  'duplicate_id',
  'unknown_next',
  'loop',
  'orphan',
  'required',
  'email_condition_step',
  'trigger_required',
  /** A webhook step's URL the server will not call (not http(s), or a private, local or reserved address): checked by the server when the workflow is saved. */
  'url_refused',
] as const;
export type GraphIssueCode = (typeof GRAPH_ISSUE_CODES)[number];

export type GraphIssue = {
  /** The step the problem is on; null = the trigger or the whole graph. */
  stepId: string | null;
  /** The field of that step (or of the trigger) when one is to blame. */
  field?: string;
  code: GraphIssueCode;
  /** English, for API clients; the app says it from `code` in the user's language. */
  message: string;
};

type Trigger = { triggerType: TriggerType; triggerProperty?: string | null; triggerValue?: string | null };

const MESSAGES: Record<GraphIssueCode, string> = {
  no_steps: 'The workflow has no steps',
  duplicate_id: 'Two steps have the same id',
  unknown_next: 'This exit leads to a step that does not exist',
  loop: 'This exit leads back to an earlier step: workflows cannot loop',
  orphan: 'No path from the trigger reaches this step',
  required: 'This field is required',
  email_condition_step: 'The condition must name an email step that comes before it on every path',
  trigger_required: 'The trigger needs this field',
  url_refused: 'The server will not call this URL',
};
const issue = (stepId: string | null, code: GraphIssueCode, field?: string): GraphIssue => ({ stepId, code, message: MESSAGES[code], ...(field ? { field } : {}) });

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The fields each step type cannot run without. */
const REQUIRED: { [K in Step['type']]: (keyof Extract<Step, { type: K }>)[] } = {
  send_email: ['templateId', 'fromEmail'],
  send_chat_template: ['templateId'],
  wait_duration: ['amount', 'unit'],
  wait_until_date: ['at'],
  wait_time_of_day: ['time'],
  wait_for_event: ['event', 'timeoutAmount', 'timeoutUnit'],
  branch: ['conditions'],
  set_property: ['property'],
  move_to_stage: ['pipelineId', 'stageId'],
  add_to_list: ['listId'],
  remove_from_list: ['listId'],
  assign_collaborator: ['userId'],
  add_comment: ['text'],
  notify_user: ['userIds', 'message'],
  webhook: ['url'],
};

function requiredIssues(s: Step): GraphIssue[] {
  const out: GraphIssue[] = [];
  for (const field of REQUIRED[s.type] as string[]) {
    if (blank((s as Record<string, unknown>)[field])) out.push(issue(s.id, 'required', field));
  }
  if (s.type === 'branch') {
    s.conditions.forEach((c, i) => {
      const missing =
        (c.kind === 'field' && blank(c.field)) || (c.kind === 'property' && blank(c.property)) || (c.kind === 'list' && blank(c.listId)) ||
        (c.kind === 'stage' && (blank(c.pipelineId) || blank(c.stageId))) || (c.kind === 'email' && blank(c.stepId)) ||
        ((c.kind === 'field' || c.kind === 'property') && !['is_set', 'is_not_set'].includes(c.operator) && blank(c.value));
      if (missing) out.push(issue(s.id, 'required', `conditions.${i}`));
    });
  }
  return out;
}

function triggerIssues(t: Trigger): GraphIssue[] {
  const needsProperty = ['property_changed', 'stage_entered', 'date_reached'].includes(t.triggerType);
  const needsValue = t.triggerType === 'list_added';
  const out: GraphIssue[] = [];
  if (needsProperty && blank(t.triggerProperty)) out.push(issue(null, 'trigger_required', 'triggerProperty'));
  if (needsValue && blank(t.triggerValue)) out.push(issue(null, 'trigger_required', 'triggerValue'));
  return out;
}

/** Every problem of the graph (and of the trigger when given); empty when it can run. */
export function validateWorkflowGraph(tasks: WorkflowTasks, trigger?: Trigger): GraphIssue[] {
  const out: GraphIssue[] = trigger ? triggerIssues(trigger) : [];
  const byId = new Map<string, Step>();
  for (const s of tasks.steps) {
    if (byId.has(s.id)) out.push(issue(s.id, 'duplicate_id'));
    else byId.set(s.id, s);
  }
  if (tasks.steps.length === 0 || !tasks.start) {
    out.push(issue(null, 'no_steps'));
    return out;
  }
  if (!byId.has(tasks.start)) {
    out.push(issue(null, 'unknown_next', 'start'));
    return out;
  }
  for (const s of byId.values()) {
    out.push(...requiredIssues(s));
    for (const exit of stepExits(s)) if (exit.target && !byId.has(exit.target)) out.push(issue(s.id, 'unknown_next', exit.key));
  }

  // Depth-first from the start: an exit into a step still on the current path is a loop.
  const reached = new Set<string>();
  const onPath = new Set<string>();
  const visit = (stepId: string) => {
    reached.add(stepId);
    onPath.add(stepId);
    for (const exit of stepExits(byId.get(stepId)!)) {
      if (!exit.target || !byId.has(exit.target)) continue;
      if (onPath.has(exit.target)) out.push(issue(stepId, 'loop', exit.key));
      else if (!reached.has(exit.target)) visit(exit.target);
    }
    onPath.delete(stepId);
  };
  visit(tasks.start);
  for (const s of byId.values()) if (!reached.has(s.id)) out.push(issue(s.id, 'orphan'));

  // An email condition reads the engagement of a send_email step that ran before it in the same
  // run: that step must be on every path from the start to the branch.
  const loops = out.some((i) => i.code === 'loop');
  if (!loops) {
    const before = emailStepsBeforeEveryPath(tasks.start, byId);
    for (const s of byId.values()) {
      if (s.type !== 'branch' || !reached.has(s.id)) continue;
      s.conditions.forEach((c, i) => {
        if (c.kind === 'email' && c.stepId && !before.get(s.id)?.has(c.stepId)) out.push(issue(s.id, 'email_condition_step', `conditions.${i}`));
      });
    }
  }
  return out;
}

/** For each step, the send_email steps found on every path from the start to it (a DAG). */
function emailStepsBeforeEveryPath(start: string, byId: Map<string, Step>): Map<string, Set<string>> {
  const order: string[] = [];
  const seen = new Set<string>();
  const topo = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const e of stepExits(byId.get(id)!)) if (e.target && byId.has(e.target)) topo(e.target);
    order.push(id);
  };
  topo(start);
  order.reverse();
  const result = new Map<string, Set<string>>([[start, new Set()]]);
  for (const id of order) {
    const s = byId.get(id)!;
    const mine = result.get(id) ?? new Set<string>();
    const passed = new Set(mine);
    if (s.type === 'send_email') passed.add(s.id);
    for (const e of stepExits(s)) {
      if (!e.target || !byId.has(e.target)) continue;
      const prev = result.get(e.target);
      // Meeting paths keep only what all of them passed through.
      result.set(e.target, prev ? new Set([...prev].filter((x) => passed.has(x))) : new Set(passed));
    }
  }
  return result;
}
