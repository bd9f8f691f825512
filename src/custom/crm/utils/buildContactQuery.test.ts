import { describe, expect, it } from 'vitest';
import { buildContactQuery, rangeValue } from './buildContactQuery';

describe('rangeValue', () => {
  it.each([
    ['2024-01-01', '2024-01-31', 'date', '2024-01-01~2024-01-31'],
    ['2024-01-01', '', 'date', '2024-01-01'],
    ['', '2024-01-31', 'date', '1970-01-01~2024-01-31'],
    ['2024-01-01T10:00:00.000Z', null, 'date', '2024-01-01'],
    ['', undefined, 'date', null],
    ['10', '20', 'number', '10~20'],
    ['10', '', 'number', `10~${Number.MAX_SAFE_INTEGER}`],
    ['', '20', 'number', `${Number.MIN_SAFE_INTEGER}~20`],
  ] as const)('%s .. %s (%s) → %s', (from, to, kind, expected) => {
    expect(rangeValue(from, to, kind)).toBe(expected);
  });
});

describe('buildContactQuery', () => {
  it('sends nulls when nothing is set, so the server sorts newest first (SPEC §5)', () => {
    expect(buildContactQuery({})).toEqual({ searchTerm: null, filters: null, filterByCollaborators: null });
    expect(buildContactQuery({ q: '   ', city: '', collaboratorId: [] })).toEqual({ searchTerm: null, filters: null, filterByCollaborators: null });
  });

  it('maps search, standard fields, relations, dates, custom properties and collaborators', () => {
    const query = buildContactQuery(
      {
        q: ' ana ',
        city: 'Madrid',
        contactListId: 'list-1',
        pipelineStageId: 'stage-1',
        createdAt_gte: '2024-01-01',
        updatedAt_lte: '2024-02-01',
        props: { Plan: 'Pro', Active: true },
        propsFrom: { Birthday: '1990-01-01' },
        numFrom: { Budget: '100' },
        numTo: { Budget: '500' },
        collaboratorId: 'unassigned',
      });
    expect(query.searchTerm).toBe('ana');
    expect(query.filterByCollaborators).toEqual(['unassigned']);
    expect(query.filters).toEqual([
      { filterField: 'city', filterValue: 'Madrid' },
      { filterField: 'contactListId', filterValue: 'list-1' },
      { filterField: 'pipelineStageId', filterValue: 'stage-1' },
      { filterField: 'createdAt', filterValue: '2024-01-01' },
      { filterField: 'updatedAt', filterValue: '1970-01-01~2024-02-01' },
      { filterField: 'Plan', filterValue: 'Pro' },
      { filterField: 'Active', filterValue: true },
      { filterField: 'Birthday', filterValue: '1990-01-01' },
      { filterField: 'Budget', filterValue: '100~500' },
    ]);
  });
});
