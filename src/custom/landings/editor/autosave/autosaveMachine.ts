/**
 * The builder's save state: `saved` (nothing to send), `dirty` (a change waits for the pause
 * before saving), `saving` (a request is out; `again` when the page changed meanwhile, so one
 * more save follows), `error` (the last save failed; the next change or a retry sends again).
 */
export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'error';
export type AutosaveState = { status: SaveStatus; again: boolean };
export type AutosaveEvent = 'change' | 'start' | 'success' | 'failure';

export const INITIAL_AUTOSAVE: AutosaveState = { status: 'saved', again: false };

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event) {
    case 'change':
      return state.status === 'saving' ? { status: 'saving', again: true } : { status: 'dirty', again: false };
    case 'start':
      return { status: 'saving', again: false };
    case 'success':
      return state.again ? { status: 'dirty', again: false } : { status: 'saved', again: false };
    case 'failure':
      return { status: 'error', again: false };
  }
}

/** Whether leaving now would lose work. */
export const hasUnsavedWork = (status: SaveStatus) => status !== 'saved';
