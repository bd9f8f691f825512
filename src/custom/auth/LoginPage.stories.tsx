import { useState } from 'react';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import { makeToken } from '../../test/makeToken';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import LoginPage from './LoginPage';

export default { title: 'Auth/LoginPage' };

type StoryProps = { language?: 'es' | 'en' };

/** Where an expired session lands. */
export function SessionExpired({ language = 'es' }: StoryProps) {
  const [fake] = useState(() => createFakeServices());
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="login?sessionExpired=true" pattern="login">
      <LoginPage />
    </ShellStoryWrapper>
  );
}

/** Back from "Sign in with Google" refused by the server (`authError` code). */
export function GoogleRefusedByServer({ language = 'es', code = 'identity_not_linked' }: StoryProps & { code?: string }) {
  const [fake] = useState(() => createFakeServices());
  return (
    <ShellStoryWrapper services={fake.services} language={language} path={`login?authError=${code}`} pattern="login">
      <LoginPage />
    </ShellStoryWrapper>
  );
}

/** The server refuses the credentials. */
export function WrongPassword({ language = 'es' }: StoryProps) {
  const [fake] = useState(() =>
    createFakeServices({
      handlers: {
        'POST /login': () => {
          throw new ApiError('Invalid email or password', 401, { error_code: 'invalid_credentials', message: 'Invalid email or password' });
        },
      },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="login">
      <LoginPage />
    </ShellStoryWrapper>
  );
}

const googleUser = { _id: 'g1', name: 'Gina', email: 'gina@example.com', subscription: { subscriptionType: 'freemium' } };
/** A token the identity provider issued, valid for an hour from when the story opens. */
const googleToken = () => makeToken({ sub: 'g1', exp: Math.floor(Date.now() / 1000) + 3600 });

/** Back from the identity provider with a token the server accepts. */
export function GoogleReturn({ language = 'es', token = googleToken() }: StoryProps & { token?: string }) {
  const [fake] = useState(() =>
    createFakeServices({ handlers: { 'GET /user': googleUser, 'GET /companies': { data: [{ _id: 'c1', name: 'Gina Co' }], total: 1, page: 1, limit: 100 } } }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path={`login?token=${token}`} pattern="login">
      <LoginPage />
    </ShellStoryWrapper>
  );
}

/** Back from the identity provider with a token the server refuses. */
export function GoogleReturnRefused({ language = 'es' }: StoryProps) {
  const [fake] = useState(() =>
    createFakeServices({
      handlers: {
        'GET /user': () => {
          throw new ApiError('Invalid token', 401, { error_code: 'invalid_token', message: 'Invalid token' });
        },
      },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path={`login?token=${googleToken()}`} pattern="login">
      <LoginPage />
    </ShellStoryWrapper>
  );
}
