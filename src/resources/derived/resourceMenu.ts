import type { ResourceDeclaration } from '../../dataProvider/defineResource';

export type MenuEntry = { key: string; path: string; labelKey: string; order: number; resource?: ResourceDeclaration };

/**
 * An area's navigation entries from its declared resources (`menu.group`), merged with the area's
 * own screens (a board, an import wizard) and ordered: a declared resource appears in its area's
 * navigation without touching it.
 */
export function areaMenu(resources: readonly ResourceDeclaration[], group: string, own: readonly MenuEntry[] = []): MenuEntry[] {
  const declared = resources
    .filter((r) => r.menu?.group === group && r.path)
    .map((r) => ({ key: r.path!.split('/').pop()!, path: r.path!, labelKey: `resources.${r.name}.name`, order: r.menu!.order, resource: r }));
  return [...own, ...declared].sort((a, b) => a.order - b.order);
}
