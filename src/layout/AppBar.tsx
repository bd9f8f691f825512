import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ThemeToggle } from '../components/ThemeToggle';
import { CompanySwitcher } from './CompanySwitcher';
import { FullLogoutMenuItem } from './FullLogoutMenuItem';
import { ProfileMenuItem } from './ProfileMenuItem';

/** react-admin's bar with our language switcher (it changes the URL) instead of its locale menu. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <CompanySwitcher />
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
      <TitlePortal />
    </RaAppBar>
  );
}
