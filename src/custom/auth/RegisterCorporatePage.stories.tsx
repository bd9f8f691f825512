import { useState } from 'react';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf, sessionPayload } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import RegisterCorporatePage from './RegisterCorporatePage';

export default { title: 'Auth/RegisterCorporatePage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

function RegisterCorporateStory({ language = 'es', calls, register }: StoryProps & { register: unknown }) {
  const [fake] = useState(() => createFakeServices({ calls, handlers: { 'POST /registerV2': register, 'GET /companies': pageOf([demoCompany()]) } }));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="registerV2">
      <RegisterCorporatePage />
    </ShellStoryWrapper>
  );
}

/** The corporate user (standard_corp) is created. */
export function Default(props: StoryProps) {
  return <RegisterCorporateStory {...props} register={() => sessionPayload(demoUser({ subscription: { subscriptionType: 'standard_corp' } }))} />;
}

/** The server fails. */
export function ServerDown(props: StoryProps) {
  const fail = () => {
    throw new ApiError('Internal Server Error', 503);
  };
  return <RegisterCorporateStory {...props} register={fail} />;
}
