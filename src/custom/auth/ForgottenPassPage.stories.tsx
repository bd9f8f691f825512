import { useState } from 'react';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf, sessionPayload } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import ForgottenPassPage from './ForgottenPassPage';

export default { title: 'Auth/ForgottenPassPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

function ForgottenPassStory({ language = 'es', calls, change }: StoryProps & { change: unknown }) {
  const [fake] = useState(() =>
    createFakeServices({
      // Signed in with the emailed code just before.
      user: demoUser({ language }),
      calls,
      handlers: { 'POST /changeForgottenPassword': change, 'GET /companies': pageOf([demoCompany()]) },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="forgottenpass" state={{ email: 'ana@example.com' }}>
      <ForgottenPassPage />
    </ShellStoryWrapper>
  );
}

/** Right after the code sign-in: the new password is accepted. */
export function Default(props: StoryProps) {
  return <ForgottenPassStory {...props} change={() => sessionPayload()} />;
}

/** More than 15 minutes after the code sign-in: the server refuses the change. */
export function WindowClosed(props: StoryProps) {
  const refuse = () => {
    throw new ApiError(props.language === 'en' ? 'Sign in with a new code to change your password.' : 'Entra con un código nuevo para poder cambiar la contraseña.', 403, {
      error_code: 'reset_window_closed',
    });
  };
  return <ForgottenPassStory {...props} change={refuse} />;
}
