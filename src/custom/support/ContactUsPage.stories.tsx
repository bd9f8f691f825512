import { useState } from 'react';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoUser } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import ContactUsPage from './ContactUsPage';

export default { title: 'Support/ContactUsPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

function ContactUsStory({ language = 'es', calls, send }: StoryProps & { send: unknown }) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }), calls, handlers: { 'POST /SendSupportEmail': send } }));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="contactUs">
      <ContactUsPage />
    </ShellStoryWrapper>
  );
}

/** Support accepts the message. */
export function Default(props: StoryProps) {
  return <ContactUsStory {...props} send={{ sent: true }} />;
}

/** Too many messages in a short time: the server answers 429. */
export function RateLimited(props: StoryProps) {
  const refuse = () => {
    throw new ApiError('Too Many Requests', 429);
  };
  return <ContactUsStory {...props} send={refuse} />;
}
