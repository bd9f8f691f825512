/**
 * Where each node of the builder's canvas goes, top to bottom, computed from the graph alone (the
 * user's dragged positions, `tasks.positions`, win over it). Pure, so it is unit-tested.
 *
 * - A node's row is the longest path from the root to it: a join (two exits meeting) sits below
 *   every path that reaches it, never beside one of them.
 * - Columns: each node is "owned" by the first parent that reaches it (exits in their drawn
 *   order) and takes the width of its owned children side by side, so branches never overlap.
 * - A join is then centred under its parents, its own subtree moving with it.
 */
export type LayoutOptions = { nodeWidth: number; nodeHeight: number; gapX: number; gapY: number };
export type Point = { x: number; y: number };

export const DEFAULT_LAYOUT: LayoutOptions = { nodeWidth: 240, nodeHeight: 76, gapX: 48, gapY: 64 };

export function layoutTree(root: string, childrenOf: (id: string) => readonly string[], options: LayoutOptions = DEFAULT_LAYOUT): Map<string, Point> {
  // Reverse post-order from the root: every node after all of its parents (the graph has no loops;
  // an exit back to a node on the current path is skipped so a faulty draft still draws).
  const order: string[] = [];
  const seen = new Set<string>();
  const onPath = new Set<string>();
  const parents = new Map<string, string[]>();
  const visit = (id: string) => {
    seen.add(id);
    onPath.add(id);
    for (const child of childrenOf(id)) {
      if (onPath.has(child)) continue;
      parents.set(child, [...(parents.get(child) ?? []), id]);
      if (!seen.has(child)) visit(child);
    }
    onPath.delete(id);
    order.push(id);
  };
  visit(root);
  order.reverse();

  const depth = new Map<string, number>([[root, 0]]);
  for (const id of order) for (const p of parents.get(id) ?? []) depth.set(id, Math.max(depth.get(id) ?? 0, (depth.get(p) ?? 0) + 1));

  // Ownership: the first parent (pre-order, exits in order) to reach a node.
  const owned = new Map<string, string[]>();
  const claimed = new Set<string>([root]);
  const claim = (id: string) => {
    const mine: string[] = [];
    for (const child of childrenOf(id)) {
      if (claimed.has(child) || !seen.has(child)) continue;
      claimed.add(child);
      mine.push(child);
    }
    owned.set(id, mine);
    mine.forEach(claim);
  };
  claim(root);

  const widths = new Map<string, number>();
  const width = (id: string): number => {
    const w = Math.max(1, (owned.get(id) ?? []).reduce((sum, c) => sum + width(c), 0));
    widths.set(id, w);
    return w;
  };
  width(root);

  const column = new Map<string, number>();
  const place = (id: string, left: number) => {
    column.set(id, left + widths.get(id)! / 2);
    let next = left;
    for (const c of owned.get(id) ?? []) {
      place(c, next);
      next += widths.get(c)!;
    }
  };
  place(root, 0);

  const shift = (id: string, delta: number) => {
    column.set(id, column.get(id)! + delta);
    for (const c of owned.get(id) ?? []) shift(c, delta);
  };
  for (const id of order) {
    const ps = parents.get(id) ?? [];
    if (ps.length < 2) continue;
    const centre = ps.reduce((sum, p) => sum + column.get(p)!, 0) / ps.length;
    shift(id, centre - column.get(id)!);
  }

  const slot = options.nodeWidth + options.gapX;
  const rootColumn = column.get(root)!;
  const points = new Map<string, Point>();
  for (const id of order) {
    points.set(id, { x: Math.round((column.get(id)! - rootColumn) * slot - options.nodeWidth / 2), y: depth.get(id)! * (options.nodeHeight + options.gapY) });
  }
  return points;
}
