import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { RESOURCES } from '../../../resources';
import { areaMenu, type MenuEntry } from '../../../resources/derived/resourceMenu';

/** The email area's own screens; declared resources with `menu.group: 'email'` (sending domains) join them. */
const OWN: MenuEntry[] = [
  { key: 'templates', path: 'templates', labelKey: 'email.nav.templates', order: 1 },
  { key: 'sends', path: 'templates/sends', labelKey: 'email.nav.sends', order: 2 },
  { key: 'stats', path: 'templates/stats', labelKey: 'email.nav.stats', order: 9 },
];
export const EMAIL_SECTIONS = areaMenu(RESOURCES, 'email', OWN);

/** The email area's sections as tabs (real links); the templates page is whatever is not a section. */
export function EmailNav() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const segment = useLocation().pathname.split('/')[3];
  const current = EMAIL_SECTIONS.find((s) => s.key === segment)?.key ?? 'templates';
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={t('email.nav.label')} sx={{ mb: 1, minHeight: 40 }}>
      {EMAIL_SECTIONS.map((section) => (
        <Tab key={section.key} value={section.key} label={t(section.labelKey, { count: 2 })} component={Link} to={to(section.path)} sx={{ minHeight: 40 }} />
      ))}
    </Tabs>
  );
}
