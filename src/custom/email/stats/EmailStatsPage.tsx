import { EmailArea } from '../area/EmailArea';
import { EmailStatistics } from './EmailStatistics';

/** templates/stats: the email area's statistics tab. */
export default function EmailStatsPage() {
  return (
    <EmailArea>
      <EmailStatistics />
    </EmailArea>
  );
}
