import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../i18n/languages';
import type { ThemeMode } from './themeMode';
import { DENSITY, PALETTES, RADIUS, SHADOWS, SPACING, TYPE } from './tokens';

/**
 * The MUI theme of both the public pages and react-admin, so a page looks the same inside and
 * outside the admin, built from the tokens (tokens.ts) and nothing else: calm surfaces with
 * borders rather than heavy shadows, a light app bar, the brand colour for what acts.
 */
export function createAppTheme(mode: ThemeMode, direction: Direction): Theme {
  const p = PALETTES[mode];
  const shadow = SHADOWS[mode];
  const onStatus = p.onStatus;
  return createTheme({
    direction,
    spacing: SPACING,
    palette: {
      mode,
      primary: { main: p.brand, contrastText: p.onBrand },
      secondary: { main: p.accent, contrastText: mode === 'dark' ? '#111827' : '#ffffff' },
      success: { main: p.success, contrastText: onStatus },
      warning: { main: p.warning, contrastText: onStatus },
      error: { main: p.error, contrastText: onStatus },
      info: { main: p.info, contrastText: onStatus },
      background: { default: p.background, paper: p.surface },
      text: { primary: p.text, secondary: p.textMuted },
      divider: p.border,
      action: { hover: alpha(p.brand, mode === 'dark' ? 0.08 : 0.05), selected: alpha(p.brand, mode === 'dark' ? 0.16 : 0.1) },
    },
    shape: { borderRadius: RADIUS.control },
    typography: { ...TYPE },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          // Whatever colour react-admin asks for, the bar is the page's own surface with a hairline.
          root: { backgroundColor: p.surface, color: p.text, borderBottom: `1px solid ${p.border}`, backgroundImage: 'none' },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: `1px solid ${p.border}`, borderRadius: RADIUS.card, boxShadow: shadow.raised } },
      },
      MuiMenu: { styleOverrides: { paper: { boxShadow: shadow.floating, border: `1px solid ${p.border}` } } },
      MuiPopover: { styleOverrides: { paper: { boxShadow: shadow.floating } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: RADIUS.card, boxShadow: shadow.floating } } },
      MuiTableCell: {
        styleOverrides: {
          root: { borderColor: p.border, paddingTop: DENSITY.tableCellY, paddingBottom: DENSITY.tableCellY },
          head: { color: p.textMuted, fontWeight: 500, backgroundColor: p.surfaceMuted, whiteSpace: 'nowrap' },
        },
      },
      MuiTableRow: { styleOverrides: { hover: { '&:hover': { backgroundColor: alpha(p.brand, mode === 'dark' ? 0.08 : 0.04) } } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      // MUI greys an unpressed toggle with action.active, below 4.5:1 on our light surfaces.
      MuiToggleButton: { styleOverrides: { root: { color: p.textMuted } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 500, minHeight: 44 } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem', backgroundColor: mode === 'dark' ? '#e5e7eb' : '#1f2937', color: mode === 'dark' ? '#111827' : '#ffffff' } } },
      MuiDrawer: { styleOverrides: { paper: { backgroundColor: p.background, borderRight: 'none' } } },
    },
  });
}
