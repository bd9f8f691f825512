import { describe, expect, it } from 'vitest';
import { validateWorkflowGraph } from './graph';
import { workflowTasks, type WorkflowTasks } from './model';

const T = '11111111-1111-4111-8111-111111111111';
const graph = (g: unknown): WorkflowTasks => workflowTasks.parse(g);
const codes = (g: unknown, trigger?: Parameters<typeof validateWorkflowGraph>[1]) =>
  validateWorkflowGraph(graph(g), trigger).map((i) => `${i.stepId ?? '-'}:${i.code}${i.field ? `:${i.field}` : ''}`);

/** form submitted → wait → send email → if opened: move to stage, else: chat template. */
const journey = {
  start: 'wait',
  steps: [
    { id: 'wait', type: 'wait_duration', amount: 1, unit: 'minutes', next: 'mail' },
    { id: 'mail', type: 'send_email', templateId: T, fromEmail: 'hola@demo.example.com', next: 'opened' },
    { id: 'opened', type: 'branch', conditions: [{ kind: 'email', stepId: 'mail', event: 'opened' }], next: 'stage', elseNext: 'chat' },
    { id: 'stage', type: 'move_to_stage', pipelineId: T, stageId: T },
    { id: 'chat', type: 'send_chat_template', templateId: T },
  ],
};

describe('validateWorkflowGraph', () => {
  it('accepts a branching workflow whose paths end', () => {
    expect(codes(journey)).toEqual([]);
  });

  it('accepts branches that join again', () => {
    const g = structuredClone(journey);
    g.steps.push({ id: 'note', type: 'add_comment', text: 'done' } as never);
    (g.steps[3] as { next?: string }).next = 'note';
    (g.steps[4] as { next?: string }).next = 'note';
    expect(codes(g)).toEqual([]);
  });

  it('asks for steps when there are none', () => {
    expect(codes({})).toEqual(['-:no_steps']);
  });

  it('names the step with a missing field, and which field', () => {
    expect(codes({ start: 'a', steps: [{ id: 'a', type: 'send_email', templateId: null, fromEmail: '' }] })).toEqual(['a:required:templateId', 'a:required:fromEmail']);
    expect(codes({ start: 'a', steps: [{ id: 'a', type: 'branch', conditions: [{ kind: 'property', property: 'plan', operator: 'equals' }] }] })).toEqual(['a:required:conditions.0']);
    expect(codes({ start: 'a', steps: [{ id: 'a', type: 'branch', conditions: [{ kind: 'property', property: 'plan', operator: 'is_set' }] }] })).toEqual([]);
  });

  it('refuses an exit to a step that does not exist', () => {
    expect(codes({ start: 'a', steps: [{ id: 'a', type: 'add_comment', text: 'x', next: 'zz' }] })).toEqual(['a:unknown_next:next']);
  });

  it('refuses loops, naming the step whose exit goes back', () => {
    expect(codes({ start: 'a', steps: [
      { id: 'a', type: 'add_comment', text: 'x', next: 'b' },
      { id: 'b', type: 'wait_duration', amount: 1, unit: 'days', next: 'a' },
    ] })).toEqual(['b:loop:next']);
  });

  it('refuses steps no path reaches, and duplicate ids', () => {
    expect(codes({ start: 'a', steps: [
      { id: 'a', type: 'add_comment', text: 'x' },
      { id: 'lost', type: 'add_comment', text: 'y' },
      { id: 'a', type: 'add_comment', text: 'z' },
    ] })).toEqual(['a:duplicate_id', 'lost:orphan']);
  });

  it('requires an email condition to follow its email step on every path', () => {
    const g = structuredClone(journey);
    g.start = 'first';
    g.steps.unshift({ id: 'first', type: 'branch', conditions: [{ kind: 'list', listId: T }], next: 'wait', elseNext: 'opened' } as never);
    expect(codes(g)).toEqual(['opened:email_condition_step:conditions.0']);
  });

  it('checks what the trigger needs', () => {
    expect(codes(journey, { triggerType: 'property_changed' })).toEqual(['-:trigger_required:triggerProperty']);
    expect(codes(journey, { triggerType: 'list_added', triggerValue: '' })).toEqual(['-:trigger_required:triggerValue']);
    expect(codes(journey, { triggerType: 'form_submitted' })).toEqual([]);
  });
});
