import { describe, expect, it } from 'vitest';
import { validateWorkflowGraph, workflowTasks } from '../../../../contract/workflows';
import { toFlow, TRIGGER_ID } from './flowModel';

const tasks = workflowTasks.parse({
  start: 'wait',
  steps: [
    { id: 'wait', type: 'wait_for_event', event: 'email_opened', timeoutAmount: 2, timeoutUnit: 'days', next: 'yes', timeoutNext: null },
    { id: 'yes', type: 'add_comment', text: 'Abrió el email' },
    { id: 'lost', type: 'webhook', url: 'https://example.com/hook' },
  ],
  positions: { yes: { x: 900, y: 900 } },
});

describe('toFlow', () => {
  it('draws an edge per exit, an end node with "+" on each open exit, and the trigger first', () => {
    const { nodes, edges } = toFlow(tasks, validateWorkflowGraph(tasks));
    expect(nodes[0].id).toBe(TRIGGER_ID);
    expect(edges.map((e) => [e.source, e.sourceHandle, e.target])).toEqual([
      [TRIGGER_ID, 'next', 'wait'],
      ['wait', 'next', 'yes'],
      ['wait', 'timeoutNext', '__end:wait:timeoutNext'],
      ['yes', 'next', '__end:yes:next'],
      ['lost', 'next', '__end:lost:next'],
    ]);
    // The event wait has two exits: its edges are labelled (Event / Timed out) and insert on their own exit.
    const timeout = edges.find((e) => e.id === 'wait:timeoutNext')!;
    expect(timeout.data).toMatchObject({ branching: true, branchType: 'wait_for_event', at: { from: 'wait', exit: 'timeoutNext' } });
    expect(nodes.find((n) => n.id === '__end:wait:timeoutNext')!.data).toEqual({ kind: 'end', at: { from: 'wait', exit: 'timeoutNext' } });
  });

  it('puts the issues on their node, keeps dragged positions and places an orphan below the tree', () => {
    const { nodes } = toFlow(tasks, validateWorkflowGraph(tasks));
    const lost = nodes.find((n) => n.id === 'lost')!;
    expect(lost.data.kind === 'step' && lost.data.issues.map((i) => i.code)).toEqual(['orphan']);
    expect(nodes.find((n) => n.id === 'yes')!.position).toEqual({ x: 900, y: 900 });
    const lowest = Math.max(...nodes.filter((n) => n.id !== 'lost' && n.id !== 'yes' && !n.id.startsWith('__end:lost')).map((n) => n.position.y));
    expect(lost.position.y).toBeGreaterThan(lowest);
  });

  it('offers "+" under the trigger when there are no steps', () => {
    const { nodes, edges } = toFlow(workflowTasks.parse({}), []);
    expect(nodes.map((n) => n.id)).toEqual([TRIGGER_ID, '__end:__trigger:next']);
    expect(edges[0].data!.at).toEqual({ from: null, exit: 'next' });
  });
});
