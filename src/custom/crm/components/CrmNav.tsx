import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { contactJobCalls } from '../../../../contract/contactJobs';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useCanCall } from '../hooks/useCanCall';

const SECTIONS = ['contacts', 'board', 'lists', 'properties', 'collaborators', 'import'] as const;

/** The CRM's sections as tabs; real links, so they work with the keyboard and open in new tabs. */
export function CrmNav() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  // Roles that cannot import do not see the section (the server refuses them too).
  const canImport = useCanCall(contactJobCalls.importContactsFromCSV);
  const sections = SECTIONS.filter((s) => s !== 'import' || canImport);
  const current = sections.find((s) => pathname.split('/')[3] === s) ?? false;
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={translate('crm.nav.label')} sx={{ mb: 1 }}>
      {sections.map((section) => (
        <Tab key={section} value={section} label={translate(`crm.nav.${section}`)} component={Link} to={to(`crm/${section}`)} />
      ))}
    </Tabs>
  );
}
