import { describe, expect, it } from 'vitest';
import { autosaveReducer, hasUnsavedWork, INITIAL_AUTOSAVE, type AutosaveEvent } from './autosaveMachine';

const run = (...events: AutosaveEvent[]) => events.reduce(autosaveReducer, INITIAL_AUTOSAVE);

describe('the autosave state', () => {
  it('goes saved → dirty → saving → saved', () => {
    expect(run().status).toBe('saved');
    expect(run('change').status).toBe('dirty');
    expect(run('change', 'start').status).toBe('saving');
    expect(run('change', 'start', 'success').status).toBe('saved');
  });

  it('stays unsaved when the page changed during a save', () => {
    expect(run('change', 'start', 'change')).toEqual({ status: 'saving', again: true });
    expect(run('change', 'start', 'change', 'success').status).toBe('dirty');
  });

  it('reports a failed save until the next change or retry', () => {
    expect(run('change', 'start', 'failure').status).toBe('error');
    expect(run('change', 'start', 'failure', 'change').status).toBe('dirty');
    expect(run('change', 'start', 'failure', 'start', 'success').status).toBe('saved');
  });

  it('counts everything but saved as work that leaving would lose', () => {
    expect(['saved', 'dirty', 'saving', 'error'].map((s) => hasUnsavedWork(s as never))).toEqual([false, true, true, true]);
  });
});
