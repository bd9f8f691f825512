import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';

const SECTIONS = ['contacts', 'board', 'lists', 'properties', 'collaborators', 'import'] as const;

/** The CRM's sections as tabs; real links, so they work with the keyboard and open in new tabs. */
export function CrmNav() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => pathname.split('/')[3] === s) ?? false;
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={translate('crm.nav.label')} sx={{ mb: 1 }}>
      {SECTIONS.map((section) => (
        <Tab key={section} value={section} label={translate(`crm.nav.${section}`)} component={Link} to={to(`crm/${section}`)} />
      ))}
    </Tabs>
  );
}
