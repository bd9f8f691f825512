import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/useServices';
import { useStoreValue } from '../store/useStoreValue';

/** Switches light/dark; the choice is kept in the `theme` storage key. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { themeMode, setStoredTheme } = useServices();
  const mode = useStoreValue(themeMode);
  const label = mode === 'dark' ? t('app.theme.useLight') : t('app.theme.useDark');

  const handleToggle = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    themeMode.set(next);
    setStoredTheme(next);
  };

  return (
    // A native title rather than MUI's Tooltip keeps Popper out of the public pages' first load.
    <IconButton color="inherit" onClick={handleToggle} aria-label={label} title={label} aria-pressed={mode === 'dark'}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
