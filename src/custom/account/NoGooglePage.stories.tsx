import { useState } from 'react';
import { createFakeServices } from '../../test/createFakeServices';
import { demoUser } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import NoGooglePage from './NoGooglePage';

export default { title: 'Account/NoGooglePage' };

type StoryProps = { language?: 'es' | 'en' };

/** Reached from the check page, still carrying where the user was going. */
export function Default({ language = 'es' }: StoryProps) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }), link: { hasAccount: false, hasMCC: false } }));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="noGoogle" state={{ from: `/${language}/mycampaigns` }}>
      <NoGooglePage />
    </ShellStoryWrapper>
  );
}
