import { createContext, useContext } from 'react';
import type { Step } from '../../../../contract/workflows';
import type { InsertPoint } from '../graph/editGraph';

/** What the canvas's nodes and edges can ask of the builder (nodeTypes are static: no props). */
export type BuilderActions = {
  /** Opens the step palette, anchored at the button, to insert on that exit. */
  openPalette: (anchor: HTMLElement, at: InsertPoint) => void;
  /** Opens the side panel of a step (or of the trigger). */
  openPanel: (nodeId: string) => void;
  /** Words for names the nodes show (trigger sentence, step summaries). */
  triggerSummary: string;
  stepSummary: (stepId: string) => string;
  stepById: (stepId: string) => Step | undefined;
  /** A role that may not change workflows sees the drawing without its "+" buttons. */
  readOnly: boolean;
};

export const BuilderActionsContext = createContext<BuilderActions | null>(null);

export function useBuilderActions(): BuilderActions {
  const actions = useContext(BuilderActionsContext);
  if (!actions) throw new Error('useBuilderActions outside the builder');
  return actions;
}
