import { useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { createEmailClient, type EmailClient } from './emailClient';

/** The email calls over the app's API client and current company (faked in stories and tests). */
export function useEmailClient(): EmailClient {
  const { api, session } = useServices();
  return useMemo(() => createEmailClient(api, session.companyId.get), [api, session]);
}
