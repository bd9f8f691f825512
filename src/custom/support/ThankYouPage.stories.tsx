import { useState } from 'react';
import { createFakeServices } from '../../test/createFakeServices';
import { demoUser } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import ThankYouPage from './ThankYouPage';

export default { title: 'Support/ThankYouPage' };

type StoryProps = { language?: 'es' | 'en' };

/** Where a finished campaign order lands. */
export function Default({ language = 'es' }: StoryProps) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }) }));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="thankyou">
      <ThankYouPage />
    </ShellStoryWrapper>
  );
}
