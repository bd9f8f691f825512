import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, UserMenu } from 'react-admin';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ThemeToggle } from '../components/ThemeToggle';
import { CompanySwitcher } from './CompanySwitcher';
import { FullLogoutMenuItem } from './FullLogoutMenuItem';
import { ProfileMenuItem } from './ProfileMenuItem';

/** react-admin's bar with our language switcher (it changes the URL) instead of its locale menu. */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <CompanySwitcher />
          <LanguageSwitcher />
          <ThemeToggle />
          <LoadingIndicator />
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
