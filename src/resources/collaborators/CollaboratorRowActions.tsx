import { Stack } from '@mui/material';
import { CollaboratorRemoveButton } from './CollaboratorRemoveButton';
import { InvitationLinkButton } from './InvitationLinkButton';

/** A member's row: a fresh invitation link while pending, and removal (never the owner's). */
export function CollaboratorRowActions() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <InvitationLinkButton />
      <CollaboratorRemoveButton />
    </Stack>
  );
}
