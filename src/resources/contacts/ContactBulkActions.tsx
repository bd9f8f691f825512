import { Stack } from '@mui/material';
import { AssignCollaboratorButton } from './AssignCollaboratorButton';
import { BulkDeleteContactsButton } from './BulkDeleteContactsButton';
import { BulkListButton } from './BulkListButton';
import { ExportContactsButton } from './ExportContactsButton';

/** The actions on the selected contacts; each hides itself when the role may not do it. */
export function ContactBulkActions() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <BulkListButton mode="add" />
      <BulkListButton mode="remove" />
      <AssignCollaboratorButton />
      <ExportContactsButton selection />
      <BulkDeleteContactsButton />
    </Stack>
  );
}
