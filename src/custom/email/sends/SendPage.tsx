import { EmailArea } from '../area/EmailArea';
import { SendProgress } from './SendProgress';

/** templates/sends/:bulkEmailId: one send's progress under the email area's tabs. */
export default function SendPage() {
  return (
    <EmailArea>
      <SendProgress />
    </EmailArea>
  );
}
