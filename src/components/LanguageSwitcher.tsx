import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '../../contract/auth';
import { useLanguage } from '../app/useLanguage';
import { useServices } from '../app/useServices';
import { LANGUAGE_NAMES, type Language } from '../i18n/languages';
import { switchLanguagePath } from '../routes/languagePath';

// Menu, Popover and Modal stay out of the public pages' first load.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/**
 * Changes the URL prefix (the source of truth), remembers userLanguage, and saves the choice to
 * the user (PUT user) when signed in. A failed save does not undo the switch.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { api, session, setStoredLanguage } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleSelect = (language: Language) => {
    handleClose();
    if (language === current) return;
    setStoredLanguage(language);
    // A carried origin (the ad-account guard's `from`) follows the switch, or linking would
    // return the user to the old language.
    const carried = location.state as { from?: unknown } | null;
    const state = typeof carried?.from === 'string' ? { ...carried, from: switchLanguagePath(carried.from, language) } : location.state;
    navigate(`${switchLanguagePath(location.pathname, language)}${location.search}`, { state });
    if (session.state.get().isLogged) {
      import('../../contract/auth')
        .then(({ authCalls }) => api.call<User>(authCalls.updateLanguage, { body: { language } }))
        .then((user) => session.updateUser(user))
        .catch((error) => console.error('Could not save the language to the user', error));
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={handleOpen}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('app.language.label', { language: LANGUAGE_NAMES[current] })}
      >
        {current.toUpperCase()}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} current={current} onSelect={handleSelect} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}
