import { describe, expect, it } from 'vitest';
import { validateWorkflowGraph, workflowTasks, type WorkflowTasks } from '../../../../contract/workflows';
import { insertStep, removeStep } from './editGraph';

const empty = (): WorkflowTasks => workflowTasks.parse({});

describe('insertStep', () => {
  it('starts the graph from the trigger, then inserts on an edge keeping what followed', () => {
    const { tasks: afterWait, id: wait } = insertStep(empty(), { from: null, exit: 'next' }, 'wait_duration');
    expect(afterWait.start).toBe(wait);
    const second = insertStep(afterWait, { from: wait, exit: 'next' }, 'add_comment');
    const tasks = second.tasks;
    // Between the trigger and the wait: the new step leads to the wait.
    const first = insertStep(tasks, { from: null, exit: 'next' }, 'add_to_list');
    expect(first.tasks.start).toBe(first.id);
    expect(first.tasks.steps.find((s) => s.id === first.id)!.next).toBe(wait);
    expect(first.tasks.steps.find((s) => s.id === wait)!.next).toBe(second.id);
  });

  it('gives a new branch an open "no" exit and unique ids', () => {
    const a = insertStep(empty(), { from: null, exit: 'next' }, 'branch');
    const b = insertStep(a.tasks, { from: a.id, exit: 'elseNext' }, 'branch');
    expect(b.id).not.toBe(a.id);
    const outer = b.tasks.steps.find((s) => s.id === a.id)!;
    expect(outer.type === 'branch' && outer.elseNext).toBe(b.id);
    expect(outer.next).toBeNull();
  });
});

describe('removeStep', () => {
  it('reconnects what led to the step with where it went', () => {
    let t = empty();
    const a = insertStep(t, { from: null, exit: 'next' }, 'wait_duration'); t = a.tasks;
    const b = insertStep(t, { from: a.id, exit: 'next' }, 'add_comment'); t = b.tasks;
    const c = insertStep(t, { from: b.id, exit: 'next' }, 'webhook'); t = c.tasks;
    const { tasks, dropped } = removeStep(t, b.id);
    expect(dropped).toEqual([]);
    expect(tasks.steps.find((s) => s.id === a.id)!.next).toBe(c.id);
    expect(validateWorkflowGraph(tasks).filter((i) => i.code === 'orphan' || i.code === 'unknown_next')).toEqual([]);
  });

  it('removing the first step moves the start; a branch takes its "no" path with it', () => {
    let t = empty();
    const br = insertStep(t, { from: null, exit: 'next' }, 'branch'); t = br.tasks;
    const yes = insertStep(t, { from: br.id, exit: 'next' }, 'add_comment'); t = yes.tasks;
    const no = insertStep(t, { from: br.id, exit: 'elseNext' }, 'webhook'); t = no.tasks;
    const { tasks, dropped } = removeStep(t, br.id);
    expect(tasks.start).toBe(yes.id);
    expect(dropped).toEqual([no.id]);
    expect(tasks.steps.map((s) => s.id)).toEqual([yes.id]);
  });

  it('keeps a step the other path shares with the main one (a join)', () => {
    let t = empty();
    const br = insertStep(t, { from: null, exit: 'next' }, 'branch'); t = br.tasks;
    const join = insertStep(t, { from: br.id, exit: 'next' }, 'add_comment'); t = join.tasks;
    t = { ...t, steps: t.steps.map((s) => (s.id === br.id ? { ...s, elseNext: join.id } : s)) } as WorkflowTasks;
    const { tasks, dropped } = removeStep(t, br.id);
    expect(dropped).toEqual([]);
    expect(tasks.start).toBe(join.id);
  });
});
