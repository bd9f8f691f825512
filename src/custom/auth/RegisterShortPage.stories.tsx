import { useState } from 'react';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, pageOf, sessionPayload } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import RegisterShortPage from './RegisterShortPage';

export default { title: 'Auth/RegisterShortPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

function RegisterShortStory({ language = 'es', calls, available }: StoryProps & { available: boolean }) {
  const [fake] = useState(() =>
    createFakeServices({
      calls,
      handlers: { 'POST /preRegister': { available }, 'POST /register': () => sessionPayload(), 'GET /companies': pageOf([demoCompany()]) },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="registerV3">
      <RegisterShortPage />
    </ShellStoryWrapper>
  );
}

/** A new email: step 1 passes, step 2 creates the account. */
export function Default(props: StoryProps) {
  return <RegisterShortStory {...props} available />;
}

/** The email already has an account: step 1 says so at once. */
export function EmailTaken(props: StoryProps) {
  return <RegisterShortStory {...props} available={false} />;
}
