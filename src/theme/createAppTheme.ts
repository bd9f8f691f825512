import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../i18n/languages';
import type { ThemeMode } from './themeMode';

/**
 * The MUI theme of both the public pages and react-admin, so a page looks the same inside and
 * outside the admin. Colours are chosen for WCAG AA contrast in both modes.
 */
export function createAppTheme(mode: ThemeMode, direction: Direction): Theme {
  return createTheme({
    direction,
    palette:
      mode === 'dark'
        ? { mode, primary: { main: '#90caf9' }, secondary: { main: '#f48fb1' }, background: { default: '#121212', paper: '#1e1e1e' } }
        : { mode, primary: { main: '#1565c0' }, secondary: { main: '#ad1457' }, background: { default: '#f5f7fa' } },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, system-ui, sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // react-admin's AppBar takes the primary colour; in dark mode keep it a dark surface.
      MuiAppBar: mode === 'dark' ? { styleOverrides: { colorSecondary: { backgroundColor: '#272727', color: '#fff' } } } : {},
    },
  });
}
