import { describe, expect, it } from 'vitest';
import { moveColumn, resolveColumns, toSavedColumns, type ColumnDef } from './resolveColumns';

const available: ColumnDef[] = [
  { field: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { field: 'email', label: 'Email', sortable: true, defaultVisible: true },
  { field: 'city', label: 'City', sortable: true },
  { field: 'customProperties.Plan', label: 'Plan', sortable: true },
];

describe('resolveColumns', () => {
  it('uses the defaults when nothing is saved', () => {
    expect(resolveColumns(available, []).map((c) => [c.field, c.visible])).toEqual([
      ['name', true], ['email', true], ['city', false], ['customProperties.Plan', false],
    ]);
  });

  it('keeps the saved order and visibility, drops gone columns and appends new ones hidden', () => {
    const saved = [
      { field: 'customProperties.Plan', visible: true },
      { field: 'customProperties.Deleted', visible: true },
      { field: 'name', visible: true },
      { field: 'email', visible: false },
    ];
    expect(toSavedColumns(resolveColumns(available, saved))).toEqual([
      { field: 'customProperties.Plan', visible: true },
      { field: 'name', visible: true },
      { field: 'email', visible: false },
      { field: 'city', visible: false },
    ]);
  });
});

describe('moveColumn', () => {
  it('swaps with the neighbour and ignores moves past the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
