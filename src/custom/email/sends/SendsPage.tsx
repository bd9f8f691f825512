import { EmailArea } from '../area/EmailArea';
import { SendsList } from './SendsList';

/** templates/sends: the email area's sends tab. */
export default function SendsPage() {
  return (
    <EmailArea>
      <SendsList />
    </EmailArea>
  );
}
