import { Box, Divider } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { ProductLogo } from '../components/ProductLogo/ProductLogo';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ThemeToggle } from '../components/ThemeToggle';
import { CompanySwitcher } from './CompanySwitcher';
import { FullLogoutMenuItem } from './FullLogoutMenuItem';
import { NotificationsBell } from './notifications/NotificationsBell';
import { ProfileMenuItem } from './ProfileMenuItem';

/** react-admin's bar on the page's surface: the product, the page title, then company, notifications, language, theme and user. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="default"
      toolbar={
        <>
          <CompanySwitcher />
          <NotificationsBell />
          <LanguageSwitcher />
          <ThemeToggle />
          {/* Its spinner is a progressbar: named, as axe and screen readers need (props reach it). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
      userMenu={
        <UserMenu>
          <ProfileMenuItem />
          <FullLogoutMenuItem />
        </UserMenu>
      }
    >
      {/* The product's mark and name, then the page's own title (react-admin's portal). */}
      <Box sx={{ display: { xs: 'none', md: 'inline-flex' }, alignItems: 'center', mr: 1.5 }}>
        <ProductLogo name={translate('app.name')} />
        <Divider orientation="vertical" flexItem sx={{ ml: 2, my: 1.5 }} />
      </Box>
      <TitlePortal variant="h6" sx={{ fontWeight: 500, fontSize: '1rem' }} />
    </RaAppBar>
  );
}
