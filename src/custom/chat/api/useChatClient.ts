import { useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { createChatClient, type ChatClient } from './createChatClient';

/** The chat calls over the app's API client and current company (faked in stories). */
export function useChatClient(): ChatClient {
  const { api, session } = useServices();
  return useMemo(() => createChatClient(api, session.companyId.get), [api, session]);
}
