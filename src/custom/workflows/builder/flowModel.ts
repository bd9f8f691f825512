import type { Edge, Node } from '@xyflow/react';
import { stepExits, type GraphIssue, type Step, type WorkflowTasks } from '../../../../contract/workflows';
import type { ExitKey, InsertPoint } from '../graph/editGraph';
import { DEFAULT_LAYOUT, layoutTree } from '../graph/layoutTree';

export const TRIGGER_ID = '__trigger';
const endId = (from: string, exit: ExitKey) => `__end:${from}:${exit}`;

export type TriggerNodeData = { kind: 'trigger'; issues: GraphIssue[] };
export type StepNodeData = { kind: 'step'; step: Step; issues: GraphIssue[]; exits: ExitKey[] };
/** An open exit: where a path ends, with a "+" to go on. */
export type EndNodeData = { kind: 'end'; at: InsertPoint };
export type FlowNodeData = TriggerNodeData | StepNodeData | EndNodeData;
export type FlowNode = Node<FlowNodeData>;
export type FlowEdgeData = { at: InsertPoint; exit: ExitKey; branching: boolean; branchType?: Step['type'] };
export type FlowEdge = Edge<FlowEdgeData>;

/**
 * The canvas's nodes and edges from the graph: the trigger, each step reached or not (an orphan
 * still shows, with its issue), an end node on every open exit, and an edge per exit that carries
 * where a step inserted on it goes. Positions: the user's (`tasks.positions`), else the layout's.
 */
export function toFlow(tasks: WorkflowTasks, issues: readonly GraphIssue[]): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const byId = new Map(tasks.steps.map((s) => [s.id, s]));
  const children = (id: string): string[] => {
    if (id === TRIGGER_ID) return [tasks.start && byId.has(tasks.start) ? tasks.start : endId(TRIGGER_ID, 'next')];
    const s = byId.get(id);
    if (!s) return [];
    return stepExits(s).map((e) => (e.target && byId.has(e.target) ? e.target : endId(s.id, e.key)));
  };
  const laid = layoutTree(TRIGGER_ID, children);
  // Steps no path reaches go below the drawing, side by side.
  const bottom = Math.max(0, ...[...laid.values()].map((p) => p.y)) + DEFAULT_LAYOUT.nodeHeight + DEFAULT_LAYOUT.gapY;
  let orphanX = 0;
  const position = (id: string) => {
    const mine = tasks.positions?.[id];
    if (mine) return mine;
    const p = laid.get(id);
    if (p) return p;
    const placed = { x: orphanX, y: bottom };
    orphanX += DEFAULT_LAYOUT.nodeWidth + DEFAULT_LAYOUT.gapX;
    return placed;
  };
  const issuesOf = (stepId: string | null) => issues.filter((i) => i.stepId === stepId);

  const nodes: FlowNode[] = [
    { id: TRIGGER_ID, type: 'trigger', position: position(TRIGGER_ID), data: { kind: 'trigger', issues: issuesOf(null) }, deletable: false },
  ];
  const edges: FlowEdge[] = [];
  const edge = (source: string, exit: ExitKey, target: string, at: InsertPoint, branching: boolean, branchType?: Step['type']) =>
    edges.push({ id: `${source}:${exit}`, source, sourceHandle: exit, target, type: 'add', data: { at, exit, branching, branchType } });
  const end = (from: string, exit: ExitKey) => {
    const id = endId(from, exit);
    // Not a tab stop of its own: its "+" button is.
    nodes.push({ id, type: 'end', position: position(id), data: { kind: 'end', at: { from: from === TRIGGER_ID ? null : from, exit } }, deletable: false, selectable: false, focusable: false, ariaRole: 'group' });
    return id;
  };

  const start = tasks.start && byId.has(tasks.start) ? tasks.start : end(TRIGGER_ID, 'next');
  edge(TRIGGER_ID, 'next', start, { from: null, exit: 'next' }, false);
  for (const s of tasks.steps) {
    const exits = stepExits(s);
    nodes.push({ id: s.id, type: 'step', position: position(s.id), data: { kind: 'step', step: s, issues: issuesOf(s.id), exits: exits.map((e) => e.key) } });
    for (const e of exits) {
      const target = e.target && byId.has(e.target) ? e.target : end(s.id, e.key);
      edge(s.id, e.key, target, { from: s.id, exit: e.key }, exits.length > 1, s.type);
    }
  }
  return { nodes, edges };
}
