import type { ResourceDeclaration } from '../../../dataProvider/defineResource';
import { ResourceRoutes } from '../../../resources/derived/ResourceRoutes';
import { EmailArea } from './EmailArea';

/** A declared resource of the email area (`menu.group: 'email'`): its screens under the area's tabs. */
export function EmailResourcePage({ resource }: { resource: ResourceDeclaration }) {
  return (
    <EmailArea>
      <ResourceRoutes resource={resource} />
    </EmailArea>
  );
}
