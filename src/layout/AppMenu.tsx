import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExtensionIcon from '@mui/icons-material/Extension';
import MailIcon from '@mui/icons-material/Mail';
import PaymentIcon from '@mui/icons-material/Payment';
import SupportIcon from '@mui/icons-material/SupportAgent';
import WebIcon from '@mui/icons-material/Web';
import { Menu, useTranslate } from 'react-admin';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { RESOURCES } from '../resources';
import { sidebarResourceMenu } from '../resources/derived/resourceMenu';

// Declared resources of areas with no page of their own join the menu from their declarations.
const DECLARED = sidebarResourceMenu(RESOURCES);

const ITEMS = [
  { path: 'mainpage', key: 'mainpage', icon: <DashboardIcon /> },
  { path: 'mycampaigns', key: 'campaigns', icon: <CampaignIcon /> },
  { path: 'crm', key: 'crm', icon: <ContactsIcon /> },
  { path: 'projects', key: 'projects', icon: <WebIcon /> },
  { path: 'templates', key: 'templates', icon: <MailIcon /> },
  { path: 'integrations', key: 'integrations', icon: <ExtensionIcon /> },
  { path: 'companies', key: 'companies', icon: <BusinessIcon /> },
  { path: 'billing', key: 'billing', icon: <PaymentIcon /> },
  { path: 'contactUs', key: 'contactUs', icon: <SupportIcon /> },
] as const;

/** Menu links are absolute paths under the language prefix (the admin's basename). */
export function AppMenu() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  return (
    <Menu>
      {ITEMS.map((item) => (
        <Menu.Item key={item.path} to={to(item.path)} primaryText={translate(`app.nav.${item.key}`)} leftIcon={item.icon} />
      ))}
      {DECLARED.map(({ key, path, labelKey, resource }) => {
        const Icon = resource?.menu?.icon;
        return <Menu.Item key={key} to={to(path)} primaryText={translate(labelKey, { smart_count: 2 })} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
    </Menu>
  );
}
