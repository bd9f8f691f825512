import { lazy } from 'react';
import type { ResourceDeclaration } from '../dataProvider/defineResource';
import { AREA_HOSTED_GROUPS } from '../resources/derived/resourceMenu';
import { PRIVATE_ROUTES, type RouteDef } from './routeTable';


/** The declared resources an area page mounts (by their group), for that page's routes and menu. */
export const resourcesOfArea = (resources: readonly ResourceDeclaration[], group: string) =>
  resources.filter((r) => r.path && r.menu?.group === group);

/**
 * Route table entries for the other declared resources: `<path>/*`, private (signed in, the same
 * guards as every private page), and lazy, so a declared resource's screens are routed without a
 * line of routing code and load only when opened. Hosted groups get none: a top-level
 * `crm/lists/*` would outrank `crm/*` and lose the CRM's tabs. A path the route table already has (a SPEC §2
 * route such as `companies/*`, whose page mounts the resource) keeps its table entry.
 */
export function resourceRouteDefs(resources: readonly ResourceDeclaration[], table: readonly RouteDef[] = PRIVATE_ROUTES): RouteDef[] {
  const taken = new Set(table.map((r) => r.path));
  return resources
    .filter((r) => r.path && !AREA_HOSTED_GROUPS.has(r.menu?.group ?? '') && !taken.has(`${r.path}/*`))
    .map((resource) => ({
      path: `${resource.path}/*`,
      access: 'private',
      page: lazy(() => import('../resources/derived/ResourceRoutes').then(({ ResourceRoutes }) => ({ default: () => <ResourceRoutes resource={resource} /> }))),
    }));
}
