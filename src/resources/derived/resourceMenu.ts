import type { ResourceDeclaration } from '../../dataProvider/defineResource';

export type MenuEntry = { key: string; path: string; labelKey: string; order: number; resource?: ResourceDeclaration };

/**
 * Groups whose area page shows their declared resources in its own navigation and mounts their
 * routes (`crm/*` → CrmPage: CrmNav and CrmRoutes; `templates/domains/*` → the email area's tabs). Resources of any other group are routed at
 * their path by the app and listed in the sidebar.
 */
export const AREA_HOSTED_GROUPS: ReadonlySet<string> = new Set(['crm', 'chat', 'email']);

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

/**
 * The sidebar entries of declared resources that no area page hosts, by group then order: a
 * resource of a new area appears in the navigation from its declaration alone.
 */
export function sidebarResourceMenu(resources: readonly ResourceDeclaration[]): MenuEntry[] {
  return resources
    .filter((r) => r.path && r.menu && !AREA_HOSTED_GROUPS.has(r.menu.group))
    .sort((a, b) => a.menu!.group.localeCompare(b.menu!.group) || a.menu!.order - b.menu!.order)
    .map((r) => ({ key: r.name, path: r.path!, labelKey: `resources.${r.name}.name`, order: r.menu!.order, resource: r }));
}
