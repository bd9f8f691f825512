import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import type { ResourceDeclaration } from '../../dataProvider/defineResource';
import { AREA_HOSTED_GROUPS } from './resourceMenu';

/**
 * A derived screen's title (the app bar's and the page's h1). Inside an area page whose tabs
 * already name the screen (the CRM) the h1 is for screen readers only; on a page of its own it shows.
 */
export function ResourceTitle({ resource, title }: { resource: ResourceDeclaration; title: string }) {
  return <CrmPageTitle title={title} hidden={AREA_HOSTED_GROUPS.has(resource.menu?.group ?? '')} />;
}
