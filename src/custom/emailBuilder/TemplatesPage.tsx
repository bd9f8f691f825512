import { EmailArea } from '../email/area/EmailArea';
import { TemplatesScreen } from '../email/templates/TemplatesScreen';

/** templates (SPEC §2): the email area's first tab, the gallery and the company's templates. */
export default function TemplatesPage() {
  return (
    <EmailArea>
      <TemplatesScreen />
    </EmailArea>
  );
}
