import { describe, expect, it } from 'vitest';
import { layoutTree, type LayoutOptions } from './layoutTree';

const opts: LayoutOptions = { nodeWidth: 100, nodeHeight: 50, gapX: 20, gapY: 30 };
const graph = (edges: Record<string, string[]>) => (id: string) => edges[id] ?? [];

describe('layoutTree', () => {
  it('puts a chain in one column, one row per step', () => {
    const at = layoutTree('t', graph({ t: ['a'], a: ['b'] }), opts);
    expect([...at.values()].map((p) => p.x)).toEqual([-50, -50, -50]);
    expect(at.get('b')!.y).toBe(2 * 80);
  });

  it('sets branches side by side, in exit order, and centres the parent over them', () => {
    const at = layoutTree('t', graph({ t: ['b'], b: ['yes', 'no'] }), opts);
    expect(at.get('yes')!.x).toBeLessThan(at.get('no')!.x);
    expect(at.get('no')!.x - at.get('yes')!.x).toBe(120);
    expect(at.get('yes')!.y).toBe(at.get('no')!.y);
    expect(at.get('b')!.x).toBe((at.get('yes')!.x + at.get('no')!.x) / 2);
  });

  it('places a join below the longest path that reaches it, centred under its parents', () => {
    // yes → a1 → a2 → join; no → join directly.
    const at = layoutTree('t', graph({ t: ['b'], b: ['a1', 'join'], a1: ['a2'], a2: ['join'] }), opts);
    expect(at.get('join')!.y).toBe(4 * 80);
    expect(at.get('join')!.y).toBeGreaterThan(at.get('a2')!.y);
    expect(at.get('join')!.x).toBe((at.get('a2')!.x + at.get('b')!.x) / 2);
  });

  it('gives a subtree the width of its own branches so nested branches never overlap', () => {
    const at = layoutTree('t', graph({ t: ['b1'], b1: ['b2', 'n1'], b2: ['y2', 'n2'] }), opts);
    const xs = ['y2', 'n2', 'n1'].map((id) => at.get(id)!.x);
    expect(new Set(xs).size).toBe(3);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });

  it('still draws a graph with a loop (a faulty draft) without recursing forever', () => {
    const at = layoutTree('t', graph({ t: ['a'], a: ['b'], b: ['a'] }), opts);
    expect(at.size).toBe(3);
  });
});
