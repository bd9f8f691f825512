import type { SavedColumn } from '../api/createCrmClient';

export type ColumnDef = {
  /** A contact field, `customProperties.<name>`, or one of the relation columns (stages, lists, collaborators). */
  field: string;
  label: string;
  sortable: boolean;
  /** Shown when the user has saved no preference yet. */
  defaultVisible?: boolean;
};

export type ResolvedColumn = ColumnDef & { visible: boolean };

/**
 * The user's saved order and visibility applied to the columns that exist now: saved columns
 * first in their order (those whose property was deleted are dropped), then any column the user
 * has not seen yet (a new custom property) hidden, so saving never loses a choice. With nothing
 * saved, the defaults.
 */
export function resolveColumns(available: readonly ColumnDef[], saved: readonly SavedColumn[]): ResolvedColumn[] {
  if (!saved.length) return available.map((c) => ({ ...c, visible: Boolean(c.defaultVisible) }));
  const byField = new Map(available.map((c) => [c.field, c]));
  const ordered: ResolvedColumn[] = [];
  for (const s of saved) {
    const column = byField.get(s.field);
    if (!column) continue;
    ordered.push({ ...column, visible: s.visible });
    byField.delete(s.field);
  }
  for (const column of byField.values()) ordered.push({ ...column, visible: false });
  return ordered;
}

export const toSavedColumns = (columns: readonly ResolvedColumn[]): SavedColumn[] => columns.map(({ field, visible }) => ({ field, visible }));

/** Moves one column up or down (the column chooser's keyboard-friendly reorder). */
export function moveColumn<T>(columns: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= columns.length) return [...columns];
  const next = [...columns];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
