import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import ExtensionIcon from '@mui/icons-material/Extension';
import MailIcon from '@mui/icons-material/Mail';
import PaymentIcon from '@mui/icons-material/Payment';
import SupportIcon from '@mui/icons-material/SupportAgent';
import WebIcon from '@mui/icons-material/Web';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { ReactElement } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { RESOURCES } from '../resources';
import { sidebarResourceMenu } from '../resources/derived/resourceMenu';

type Item = { path: string; labelKey: string; icon?: ReactElement };
type Section = { key: string; items: Item[] };

const item = (path: string, key: string, icon: ReactElement): Item => ({ path, labelKey: `app.nav.${key}`, icon });

/** The areas of SPEC §1, grouped as people think of their work: win customers, keep them, run the account. */
const SECTIONS: Section[] = [
  { key: 'start', items: [item('mainpage', 'mainpage', <DashboardIcon />)] },
  { key: 'marketing', items: [item('mycampaigns', 'campaigns', <CampaignIcon />), item('projects', 'projects', <WebIcon />), item('templates', 'templates', <MailIcon />)] },
  { key: 'customers', items: [item('crm', 'crm', <ContactsIcon />), item('webforms', 'webforms', <DynamicFormIcon />)] },
  {
    key: 'account',
    items: [item('companies', 'companies', <BusinessIcon />), item('integrations', 'integrations', <ExtensionIcon />), item('billing', 'billing', <PaymentIcon />), item('contactUs', 'contactUs', <SupportIcon />)],
  },
];

// Declared resources of areas with no page of their own join the menu from their declarations.
const DECLARED: Section[] = [
  {
    key: 'more',
    items: sidebarResourceMenu(RESOURCES).map(({ path, labelKey, resource }) => {
      const Icon = resource?.menu?.icon;
      return { path, labelKey, icon: Icon ? <Icon /> : undefined };
    }),
  },
].filter((s) => s.items.length > 0);

/**
 * The sidebar: each group of areas is a menu named by its heading (shown while the sidebar is
 * open, read by screen readers always). The current area is marked by weight, a bar and a tint,
 * not by colour alone. Links are absolute paths under the language prefix (the admin's basename).
 */
export function AppMenu() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const [open] = useSidebarState();
  return (
    <Box sx={{ pt: 1, pb: 2 }}>
      {[...SECTIONS, ...DECLARED].map((section) => {
        const headingId = `menu-section-${section.key}`;
        return (
          <Box key={section.key} sx={{ mb: 1 }}>
            {section.key !== 'start' && (
              <Typography
                id={headingId}
                variant="caption"
                component="h2"
                sx={open ? { display: 'block', px: 2.5, pt: 1.5, pb: 0.5, color: 'text.secondary', fontWeight: 500, letterSpacing: '0.04em', textTransform: 'uppercase' } : visuallyHidden}
              >
                {translate(`app.nav.sections.${section.key}`)}
              </Typography>
            )}
            <Menu aria-labelledby={section.key !== 'start' ? headingId : undefined} aria-label={section.key === 'start' ? translate('app.nav.mainpage') : undefined} sx={MENU_SX}>
              {section.items.map((entry) => (
                <Menu.Item key={entry.path} to={to(entry.path)} primaryText={translate(entry.labelKey, { smart_count: 2 })} leftIcon={entry.icon} />
              ))}
            </Menu>
          </Box>
        );
      })}
    </Box>
  );
}

const MENU_SX = {
  mt: 0,
  mb: 0,
  '& .MuiMenuItem-root': { mx: 1, px: 1.5, borderRadius: 1, minHeight: 38, color: 'text.secondary' },
  '& .MuiMenuItem-root:hover': { color: 'text.primary' },
  '& .RaMenuItemLink-active': {
    color: 'text.primary',
    fontWeight: 500,
    backgroundColor: (theme: { palette: { primary: { main: string } } }) => alpha(theme.palette.primary.main, 0.12),
    boxShadow: (theme: { palette: { primary: { main: string } } }) => `inset 3px 0 0 ${theme.palette.primary.main}`,
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;
