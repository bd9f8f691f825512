import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { RESOURCES } from '../../resources';
import { areaMenu, type MenuEntry } from '../../resources/derived/resourceMenu';

/** The chat's own screens; declared resources with `menu.group: 'chat'` (templates, tags) join them. */
const OWN: MenuEntry[] = [
  { key: 'inbox', path: 'crm/chat', labelKey: 'chat.nav.inbox', order: 1 },
  { key: 'session', path: 'crm/chat/session', labelKey: 'chat.nav.session', order: 9 },
];
const SECTIONS = areaMenu(RESOURCES, 'chat', OWN);

/** The chat's sections as tabs (real links). Anything under crm/chat that is not a section is the inbox. */
export function ChatNav() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [, , area, segment] = useLocation().pathname.split('/').slice(1);
  // crm/chatbots is a page of its own; everything else lives under crm/chat.
  const key = area === 'chatbots' ? 'chatbots' : segment;
  const current = SECTIONS.find((s) => s.key === key)?.key ?? 'inbox';
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={t('chat.nav.label')} sx={{ mb: 1, minHeight: 40 }}>
      {SECTIONS.map((section) => (
        <Tab key={section.key} value={section.key} label={t(section.labelKey, { count: 2 })} component={Link} to={to(section.path)} sx={{ minHeight: 40 }} />
      ))}
    </Tabs>
  );
}
