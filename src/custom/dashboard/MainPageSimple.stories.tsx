import { useState } from 'react';
import { createFakeServices } from '../../test/createFakeServices';
import { demoUser } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import MainPageSimple from './MainPageSimple';

export default { title: 'Shell/MainPageSimple' };

type StoryProps = { language?: 'es' | 'en' };

/** The simplified start screen of a signed-in user. */
export function Default({ language = 'es' }: StoryProps) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }) }));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="mainpage/1">
      <MainPageSimple />
    </ShellStoryWrapper>
  );
}
