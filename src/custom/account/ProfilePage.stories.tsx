import { useState } from 'react';
import type { User } from '../../../contract/auth';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf, sessionPayload } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import ProfilePage from './ProfilePage';

export default { title: 'Account/ProfilePage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

type Body<T> = { body: T };

/** Every section saves: the server answers with the updated user (or a new session for the password). */
export function Default({ language = 'es', calls }: StoryProps) {
  const [fake] = useState(() => {
    let user: User = demoUser({ language });
    const save = (changes: Partial<User>) => (user = { ...user, ...changes });
    return createFakeServices({
      user,
      calls,
      handlers: {
        'PUT /userChangeFullName': ({ body }: Body<{ name: string; surname: string }>) => save(body),
        'PUT /changeUserEmail': ({ body }: Body<{ newEmail: string }>) => save({ email: body.newEmail }),
        'PUT /userChangePhoneNumber': ({ body }: Body<{ newPhoneNumber: string }>) => save({ phone: body.newPhoneNumber }),
        'PUT /user': ({ body }: Body<{ language: 'es' | 'en' }>) => save({ language: body.language }),
        'PUT /changePassword': () => sessionPayload(user),
        'GET /companies': pageOf([demoCompany()]),
      },
    });
  });
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="profile">
      <ProfilePage />
    </ShellStoryWrapper>
  );
}

/** The server refuses: a wrong password for the email change, an invalid phone (field error). */
export function Refused({ language = 'es', calls }: StoryProps) {
  const [fake] = useState(() =>
    createFakeServices({
      user: demoUser({ language, phone: '+34 600 000 000' }),
      calls,
      handlers: {
        'PUT /changeUserEmail': () => {
          throw new ApiError(language === 'es' ? 'La contraseña no es correcta.' : 'The password is not correct.', 401, { error_code: 'invalid_password' });
        },
        'PUT /userChangePhoneNumber': () => {
          throw new ApiError('Check the highlighted fields.', 400, { error_code: 'validation_error', errors: { newPhoneNumber: 'Not a phone number we can call' } });
        },
      },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="profile">
      <ProfilePage />
    </ShellStoryWrapper>
  );
}
