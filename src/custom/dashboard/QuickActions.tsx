import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { collaboratorCalls } from '../../../contract/collaborators';
import { contactJobCalls } from '../../../contract/contactJobs';
import { contactListCalls } from '../../../contract/contactLists';
import { contactCalls } from '../../../contract/contacts';
import type { CallDef } from '../../../contract/define';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { canCall } from '../crm/hooks/useCanCall';
import { useCompanyRole } from '../crm/hooks/useCompanyRole';

type Action = { key: string; path: string; call: CallDef; icon: ReactElement };

/** The first things people do in a new company, each offered only to roles that may do it. */
const ACTIONS: Action[] = [
  { key: 'addContact', path: 'crm/contacts/create', call: contactCalls.createContact, icon: <PersonAddIcon /> },
  { key: 'importContacts', path: 'crm/import', call: contactJobCalls.importContactsFromCSV, icon: <UploadFileIcon /> },
  { key: 'createList', path: 'crm/lists/create', call: contactListCalls.createContactList, icon: <PlaylistAddIcon /> },
  { key: 'inviteTeam', path: 'crm/collaborators/create', call: collaboratorCalls.addCollaborator, icon: <GroupAddIcon /> },
];

/** The start page's shortcuts; none at all (no empty navigation) for a role that may do none of them. */
export function QuickActions({ label }: { label: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const role = useCompanyRole();
  const allowed = ACTIONS.filter((action) => canCall(role, action.call));
  if (allowed.length === 0) return null;
  return (
    <Stack component="nav" aria-label={label} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 4 }}>
      {allowed.map((action) => (
        <Button key={action.key} variant="outlined" component={Link} to={to(action.path)} startIcon={action.icon}>
          {t(`app.main.actions.${action.key}`)}
        </Button>
      ))}
    </Stack>
  );
}
