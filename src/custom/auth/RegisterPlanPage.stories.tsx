import { useState } from 'react';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf, sessionPayload } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import RegisterPlanPage from './RegisterPlanPage';

export default { title: 'Auth/RegisterPlanPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

/** Both plans can be created: the free trial (chosen by default) or the free plan. */
export function Default({ language = 'es', calls }: StoryProps) {
  const [fake] = useState(() =>
    createFakeServices({
      calls,
      handlers: {
        'POST /user/createFreeTrialUser': () => sessionPayload(demoUser({ subscription: { subscriptionType: 'freetrial1' } })),
        'POST /user/createFreemiumUser': () => sessionPayload(demoUser({ subscription: { subscriptionType: 'freemium' } })),
        'GET /companies': pageOf([demoCompany()]),
      },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="registerV4">
      <RegisterPlanPage />
    </ShellStoryWrapper>
  );
}
