import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceDeclaration } from './defineResource';
import { RESOURCES } from '../resources';

const base = { name: 'things', path: 'things', endpoints: {} };

describe('defineResource', () => {
  it('refuses a row or a view opening a show page that is not declared (it would not be routed)', () => {
    expect(() => defineResource({ ...base, list: { rowClick: 'show' } })).toThrow(/"things" declares a show page/);
    expect(() => defineResource({ ...base, views: { show: () => null } })).toThrow(/without show: true/);
    expect(defineResource({ ...base, list: { rowClick: 'show' }, show: true }).show).toBe(true);
  });

  it('holds for every declared resource', () => {
    for (const r of RESOURCES as readonly ResourceDeclaration[]) expect(r.show || (r.list?.rowClick !== 'show' && !r.views?.show), r.name).toBeTruthy();
  });
});
