import { useState } from 'react';
import type { User } from '../../../../contract/auth';
import type { AccountDeletion } from '../../../../contract/dataProtection';
import { ApiError } from '../../../dataProvider/ApiError';
import type { ThemeMode } from '../../../theme/themeMode';
import { createFakeServices } from '../../../test/createFakeServices';
import type { RecordedCall } from '../../../test/createHandlerApi';
import { demoUser, validToken } from '../../../test/shellFixtures';
import { ShellStoryWrapper } from '../../../test/ShellStoryWrapper';
import { AccountDeletionBanner } from '../../../layout/deletion/AccountDeletionBanner';
import { DeleteAccountSection } from './DeleteAccountSection';

export default { title: 'Account/DeleteAccount' };

type StoryProps = { language?: 'es' | 'en'; mode?: ThemeMode; calls?: RecordedCall[]; hasPassword?: boolean; failLoad?: boolean };

const IN_30_DAYS = new Date(Date.now() + 30 * 86_400_000).toISOString();

/** The profile's section over a fake server: the password is "secret123" (or the email, without one). */
export function Section({ language = 'es', mode = 'light', calls, hasPassword = true, failLoad = false }: StoryProps) {
  const [fake] = useState(() => {
    const state: AccountDeletion = {
      scheduledFor: null, hasPassword,
      companiesDeleted: [{ _id: 'c1', name: 'Acme Tiendas' }],
      companiesLeft: [{ _id: 'c2', name: 'Beta Servicios' }],
    };
    return createFakeServices({
      user: demoUser({ language }),
      token: validToken(),
      calls,
      handlers: {
        'GET /user/deletion': () => {
          if (failLoad) throw new ApiError('', 0);
          return state;
        },
        'POST /user/deletion': ({ body }: { body: { password?: string; confirmEmail?: string } }) => {
          if (hasPassword && body.password !== 'secret123') {
            throw new ApiError('Incorrect password', 400, { error_code: 'invalid_password', details: [{ path: 'body.password', message: 'Incorrect password' }] });
          }
          if (!hasPassword && body.confirmEmail !== 'ana@example.com') {
            throw new ApiError('This is not the email of your account', 400, { error_code: 'validation_error', details: [{ path: 'body.confirmEmail', message: 'x', code: 'confirmation_mismatch' }] });
          }
          return { ...state, scheduledFor: IN_30_DAYS };
        },
      },
    });
  });
  return (
    <ShellStoryWrapper services={fake.services} language={language} mode={mode} path="profile">
      <DeleteAccountSection />
    </ShellStoryWrapper>
  );
}

/** Signed in during the grace period: the banner with the date and the way back. */
export function Banner({ language = 'es', mode = 'light', calls }: StoryProps) {
  const [fake] = useState(() =>
    createFakeServices({
      user: demoUser({ language, deletionScheduledFor: IN_30_DAYS } as Partial<User>),
      calls,
      handlers: {
        'DELETE /user/deletion': { scheduledFor: null, hasPassword: true, companiesDeleted: [], companiesLeft: [] },
        'GET /companies': { data: [], total: 0, page: 1, limit: 50 },
      },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} mode={mode} path="mainpage">
      <AccountDeletionBanner />
    </ShellStoryWrapper>
  );
}
