import { useState } from 'react';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, pageOf, sessionPayload } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import LoginForgottenPassPage from './LoginForgottenPassPage';

export default { title: 'Auth/LoginForgottenPassPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

function LoginForgottenPassStory({ language = 'es', calls, signIn }: StoryProps & { signIn: unknown }) {
  const [fake] = useState(() =>
    createFakeServices({
      calls,
      handlers: { 'POST /forgotPassword': { ok: true }, 'POST /loginForgottenPassword': signIn, 'GET /companies': pageOf([demoCompany()]) },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="loginforgottenpass">
      <LoginForgottenPassPage />
    </ShellStoryWrapper>
  );
}

/** The emailed code signs the user in. */
export function Default(props: StoryProps) {
  return <LoginForgottenPassStory {...props} signIn={() => sessionPayload()} />;
}

/** The code typed is wrong or has expired. */
export function WrongCode(props: StoryProps) {
  const refuse = () => {
    throw new ApiError(props.language === 'en' ? 'The code is wrong or has expired. Ask for a new one.' : 'El código no es correcto o ha caducado. Pide uno nuevo.', 401, {
      error_code: 'invalid_code',
    });
  };
  return <LoginForgottenPassStory {...props} signIn={refuse} />;
}
