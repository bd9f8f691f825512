import { useState } from 'react';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf, sessionPayload } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import RegisterPage from './RegisterPage';

export default { title: 'Auth/RegisterPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

function RegisterStory({ language = 'es', calls, register }: StoryProps & { register: unknown }) {
  const [fake] = useState(() => createFakeServices({ calls, handlers: { 'POST /register': register, 'GET /companies': pageOf([demoCompany()]) } }));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="register">
      <RegisterPage />
    </ShellStoryWrapper>
  );
}

/** The server creates the freemium user and its first company. */
export function Default(props: StoryProps) {
  return <RegisterStory {...props} register={() => sessionPayload(demoUser({ subscription: { subscriptionType: 'freemium' } }))} />;
}

/** The email already has an account: the server says so for that field. */
export function EmailTaken(props: StoryProps) {
  const message = props.language === 'en' ? 'An account with this email already exists.' : 'Ya existe una cuenta con este correo.';
  const refuse = () => {
    throw new ApiError(message, 409, { error_code: 'email_taken', errors: { email: message } });
  };
  return <RegisterStory {...props} register={refuse} />;
}
