import { stepExits, type Step, type StepType, type WorkflowTasks } from '../../../../contract/workflows';
import { newStep, newStepId } from './stepCatalog';

export type ExitKey = 'next' | 'elseNext' | 'timeoutNext';
/** Where a step is inserted: on the trigger's exit (from null) or on an exit of a step. */
export type InsertPoint = { from: string | null; exit: ExitKey };

const targetOf = (tasks: WorkflowTasks, at: InsertPoint): string | null => {
  if (at.from === null) return tasks.start;
  const s = tasks.steps.find((x) => x.id === at.from);
  return s ? ((s as Record<string, unknown>)[at.exit] as string | null) ?? null : null;
};

/**
 * Inserts a new step of `type` on an exit: the exit now leads to it and it leads to where the exit
 * led (its main `next`; a branch's "no" and an event wait's timeout start open).
 */
export function insertStep(tasks: WorkflowTasks, at: InsertPoint, type: StepType): { tasks: WorkflowTasks; id: string } {
  const id = newStepId(tasks, type);
  const created = { ...newStep(type, id), next: targetOf(tasks, at) } as Step;
  const steps = tasks.steps.map((s) => (s.id === at.from ? ({ ...s, [at.exit]: id } as Step) : s));
  return { tasks: { ...tasks, start: at.from === null ? id : tasks.start, steps: [...steps, created] }, id };
}

/** Steps reached from the start through every exit. */
export function reachable(tasks: WorkflowTasks): Set<string> {
  const byId = new Map(tasks.steps.map((s) => [s.id, s]));
  const found = new Set<string>();
  const walk = (id: string | null) => {
    if (!id || found.has(id) || !byId.has(id)) return;
    found.add(id);
    for (const e of stepExits(byId.get(id)!)) walk(e.target);
  };
  walk(tasks.start);
  return found;
}

/**
 * Removes a step: whatever led to it now leads to where its main exit (`next`) went, so the path
 * goes on. Steps only its other exits reached (a branch's "no" path, an event wait's timeout path)
 * would be left unreachable: they go with it, and `dropped` names them for the confirmation.
 */
export function removeStep(tasks: WorkflowTasks, id: string): { tasks: WorkflowTasks; dropped: string[] } {
  const gone = tasks.steps.find((s) => s.id === id);
  if (!gone) return { tasks, dropped: [] };
  const follow = gone.next;
  const relink = (target: string | null) => (target === id ? follow : target);
  const steps = tasks.steps
    .filter((s) => s.id !== id)
    .map((s) => {
      const changed: Record<string, unknown> = { next: relink(s.next) };
      if (s.type === 'branch') changed.elseNext = relink(s.elseNext);
      if (s.type === 'wait_for_event') changed.timeoutNext = relink(s.timeoutNext);
      return { ...s, ...changed } as Step;
    });
  const before = reachable(tasks);
  const after = reachable({ ...tasks, start: relink(tasks.start), steps });
  const dropped = steps.filter((s) => before.has(s.id) && !after.has(s.id)).map((s) => s.id);
  const kept = steps.filter((s) => !dropped.includes(s.id));
  const positions = tasks.positions
    ? Object.fromEntries(Object.entries(tasks.positions).filter(([k]) => k !== id && !dropped.includes(k)))
    : undefined;
  return { tasks: { ...tasks, start: relink(tasks.start), steps: kept, ...(positions ? { positions } : {}) }, dropped };
}

/** Replaces one step (the side panel's edits). */
export function replaceStep(tasks: WorkflowTasks, changed: Step): WorkflowTasks {
  return { ...tasks, steps: tasks.steps.map((s) => (s.id === changed.id ? changed : s)) };
}
