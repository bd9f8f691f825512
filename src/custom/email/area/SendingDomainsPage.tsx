import { ResourceRoutes } from '../../../resources/derived/ResourceRoutes';
import { sendingDomainsResource } from '../../../resources/sendingDomains/sendingDomainsResource';
import { EmailArea } from './EmailArea';

/** `templates/domains/*`: the declared sending domains resource's screens under the email area's tabs. */
export default function SendingDomainsPage() {
  return (
    <EmailArea>
      <ResourceRoutes resource={sendingDomainsResource} />
    </EmailArea>
  );
}
