import { useCallback, useEffect, useReducer, useRef } from 'react';
import { autosaveReducer, INITIAL_AUTOSAVE, type SaveStatus } from './autosaveMachine';

/** How long the page must stay still before it is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type Autosave = {
  status: SaveStatus;
  /** The page changed: save after the pause. */
  markChanged: () => void;
  /** Save now if anything is unsaved (leaving, retrying); resolves to whether all is saved. */
  flush: () => Promise<boolean>;
};

/**
 * Saves after each pause in the editing, one request at a time: a change during a save is saved
 * right after it. `save` takes its snapshot when called, so the last state is what is sent.
 */
export function useAutosave(save: () => Promise<void>, delayMs = AUTOSAVE_DELAY_MS): Autosave {
  const [state, dispatch] = useReducer(autosaveReducer, INITIAL_AUTOSAVE);
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const unsaved = useRef(false);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const run = useCallback(async (): Promise<boolean> => {
    clearTimer();
    // One request at a time: wait for the one out, then send what changed since.
    while (running.current) await running.current;
    if (!unsaved.current) return true;
    unsaved.current = false;
    dispatch('start');
    const attempt = saveRef.current().then(
      () => {
        dispatch('success');
        return true;
      },
      () => {
        unsaved.current = true;
        dispatch('failure');
        return false;
      },
    );
    running.current = attempt;
    const ok = await attempt;
    running.current = null;
    return ok;
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    // A change made while a save was out is sent by the next round.
    for (let round = 0; round < 3; round += 1) {
      if (!(await run())) return false;
      if (!unsaved.current) return true;
    }
    return !unsaved.current;
  }, [run]);

  const markChanged = useCallback(() => {
    unsaved.current = true;
    dispatch('change');
    clearTimer();
    timer.current = setTimeout(() => void run(), delayMs);
  }, [delayMs, run]);

  useEffect(() => clearTimer, []);

  return { status: state.status, markChanged, flush };
}
