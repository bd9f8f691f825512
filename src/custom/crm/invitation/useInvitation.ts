import { useMutation, useQuery } from '@tanstack/react-query';
import { collaboratorCalls } from '../../../../contract/collaborators';
import { useServices } from '../../../app/useServices';

type Acceptance = { name?: string; surname?: string; password?: string };
type Accepted = { token: string; companyId: string; user: { _id: string; email: string; name: string; surname: string } };
type Invitation = { companyName: string; email: string; role: string; invitedBy: string; needsPassword: boolean; expiresAt: string };

/** Reads an invitation link's token and accepts it; once accepted the invitee is signed in to that company. */
export function useInvitation(token: string) {
  const { api, session } = useServices();
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.call<Invitation>(collaboratorCalls.getInvitation, { params: { token } }),
    enabled: token.length >= 20,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (body: Acceptance) => api.call<Accepted>(collaboratorCalls.acceptInvitation, { body: { token, ...body } }),
    onSuccess: async ({ token: sessionToken, user, companyId }) => {
      await session.establish({ token: sessionToken, user });
      session.switchCompany(companyId);
    },
  });
  return { invitation, accept };
}
