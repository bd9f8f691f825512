import { describe, expect, it } from 'vitest';
import { defineResource } from '../../dataProvider/defineResource';
import { areaMenu, sidebarResourceMenu } from './resourceMenu';

const widgets = defineResource({ name: 'widgets', path: 'crm/widgets', menu: { group: 'crm', order: 2 }, endpoints: {} });
const gadgets = defineResource({ name: 'gadgets', path: 'mail/gadgets', menu: { group: 'mail', order: 1 }, endpoints: {} });

describe('areaMenu', () => {
  it("puts an area's declared resources among its own screens, in order", () => {
    const own = [{ key: 'contacts', path: 'crm/contacts', labelKey: 'crm.nav.contacts', order: 1 }, { key: 'import', path: 'crm/import', labelKey: 'crm.nav.import', order: 9 }];
    expect(areaMenu([widgets, gadgets], 'crm', own).map((e) => [e.key, e.labelKey])).toEqual([
      ['contacts', 'crm.nav.contacts'], ['widgets', 'resources.widgets.name'], ['import', 'crm.nav.import'],
    ]);
  });
});

describe('sidebarResourceMenu', () => {
  it('lists the declared resources no area page hosts, with their path and label', () => {
    const hidden = defineResource({ name: 'hidden', path: 'mail/hidden', endpoints: {} });
    const tags = defineResource({ name: 'tags', path: 'mail/tags', menu: { group: 'mail', order: 0 }, endpoints: {} });
    expect(sidebarResourceMenu([widgets, gadgets, hidden, tags]).map((e) => [e.path, e.labelKey])).toEqual([
      ['mail/tags', 'resources.tags.name'], ['mail/gadgets', 'resources.gadgets.name'],
    ]);
  });
});
