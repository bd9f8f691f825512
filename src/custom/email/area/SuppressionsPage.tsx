import { emailSuppressionsResource } from '../../../resources/emailSuppressions/emailSuppressionsResource';
import { EmailResourcePage } from './EmailResourcePage';

/** `templates/suppressions/*`: the addresses no send reaches, under the email area's tabs. */
export default function SuppressionsPage() {
  return <EmailResourcePage resource={emailSuppressionsResource} />;
}
