import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { contactJobCalls } from '../../../../contract/contactJobs';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { RESOURCES } from '../../../resources';
import { areaMenu, type MenuEntry } from '../../../resources/derived/resourceMenu';
import { resourceAllows } from '../../../resources/derived/resourceAccess';
import { useCanCall } from '../hooks/useCanCall';
import { useCompanyRole } from '../hooks/useCompanyRole';

/** The CRM's own screens; declared resources with `menu.group: 'crm'` join them by their order. */
const OWN: MenuEntry[] = [
  { key: 'contacts', path: 'crm/contacts', labelKey: 'crm.nav.contacts', order: 1 },
  { key: 'board', path: 'crm/board', labelKey: 'crm.nav.board', order: 2 },
  { key: 'chat', path: 'crm/chat', labelKey: 'chat.nav.crm', order: 3 },
  { key: 'import', path: 'crm/import', labelKey: 'crm.nav.import', order: 6 },
];
const SECTIONS = areaMenu(RESOURCES, 'crm', OWN);

/** The CRM's sections as tabs; real links, so they work with the keyboard and open in new tabs. */
export function CrmNav() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  // Roles that cannot import do not see the section (the server refuses them too).
  const canImport = useCanCall(contactJobCalls.importContactsFromCSV);
  // A declared resource whose list the role may not read (the erasure log: owners and admins) has no tab.
  const role = useCompanyRole();
  const sections = SECTIONS.filter((s) => (s.key !== 'import' || canImport) && (!s.resource || resourceAllows(s.resource, role, 'list')));
  // Chatbots (crm/chatbots) belong to the chat.
  const segment = pathname.split('/')[3] === 'chatbots' ? 'chat' : pathname.split('/')[3];
  const current = sections.find((s) => s.key === segment)?.key ?? false;
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={translate('crm.nav.label')} sx={{ mb: 1 }}>
      {sections.map((section) => (
        <Tab key={section.key} value={section.key} label={translate(section.labelKey, { smart_count: 2 })} component={Link} to={to(section.path)} />
      ))}
    </Tabs>
  );
}
