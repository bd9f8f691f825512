import { sendingDomainsResource } from '../../../resources/sendingDomains/sendingDomainsResource';
import { EmailResourcePage } from './EmailResourcePage';

/** `templates/domains/*`: the declared sending domains resource's screens under the email area's tabs. */
export default function SendingDomainsPage() {
  return <EmailResourcePage resource={sendingDomainsResource} />;
}
