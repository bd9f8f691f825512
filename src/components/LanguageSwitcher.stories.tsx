import { useState } from 'react';
import { createFakeServices } from '../test/createFakeServices';
import { ShellStoryWrapper } from '../test/ShellStoryWrapper';
import { LanguageSwitcher } from './LanguageSwitcher';

export default { title: 'Shell/LanguageSwitcher' };

/** Signed out on the login page: switching only changes the URL prefix and userLanguage. */
export function OnLoginPage() {
  const [fake] = useState(() => createFakeServices());
  return (
    <ShellStoryWrapper services={fake.services} path="login?sessionExpired=true">
      <LanguageSwitcher />
    </ShellStoryWrapper>
  );
}

/** Signed in: the choice is also saved to the user (PUT user). */
export function SignedIn() {
  const [fake] = useState(() =>
    createFakeServices({
      user: { _id: 'u1', name: 'Demo' },
      handlers: { 'PUT /user': ({ body }: { body: { language: string } }) => ({ _id: 'u1', name: 'Demo', language: body.language }) },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} path="companies/create">
      <LanguageSwitcher />
    </ShellStoryWrapper>
  );
}

/** On the check page, carrying where the ad-account guard stopped the user. */
export function OnCheckPage() {
  const [fake] = useState(() => createFakeServices({ user: { _id: 'u1', name: 'Demo' }, handlers: { 'PUT /user': () => ({ _id: 'u1', name: 'Demo', language: 'en' }) } }));
  return (
    <ShellStoryWrapper services={fake.services} path="check" state={{ from: '/es/payment/subscription?plan=standard' }}>
      <LanguageSwitcher />
    </ShellStoryWrapper>
  );
}
