import type { ThemeMode } from './themeMode';

/**
 * The product's design tokens, in one place: every colour, size and shadow of the theme comes
 * from here (createAppTheme.ts turns them into the MUI theme). Colours are picked for WCAG AA:
 * tokens.test.ts checks text, secondary text, links, buttons and status colours against the
 * surfaces they sit on, in both modes.
 */

/** The brand: a calm indigo, strong enough for white text on it in light mode. */
export const BRAND = { light: '#4f46e5', dark: '#a5b4fc' } as const;

export type Palette = {
  brand: string;
  onBrand: string;
  accent: string;
  background: string;
  surface: string;
  /** A surface a step off the page: table heads, the selected menu item, hover. */
  surfaceMuted: string;
  border: string;
  text: string;
  textMuted: string;
  success: string;
  warning: string;
  error: string;
  info: string;
  /** Text on the status colours when they fill a chip or a button. */
  onStatus: string;
};

export const PALETTES: Record<ThemeMode, Palette> = {
  light: {
    brand: BRAND.light,
    onBrand: '#ffffff',
    accent: '#0f766e',
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f1f2f6',
    border: '#e3e5ea',
    text: '#111827',
    textMuted: '#4b5563',
    success: '#157a3a',
    warning: '#a84d08',
    error: '#b91c1c',
    info: '#0369a1',
    onStatus: '#ffffff',
  },
  dark: {
    brand: BRAND.dark,
    onBrand: '#111827',
    accent: '#5eead4',
    background: '#0b0f17',
    surface: '#131926',
    surfaceMuted: '#1b2231',
    border: '#273043',
    text: '#e5e7eb',
    textMuted: '#a1a8b5',
    success: '#4ade80',
    warning: '#fbbf24',
    error: '#f87171',
    info: '#38bdf8',
    onStatus: '#111827',
  },
};

/** Type scale (rem at a 16 px root): a compact product UI, headings a touch heavier than body. */
export const TYPE = {
  fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
  h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em' },
  h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3, letterSpacing: '-0.01em' },
  h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35 },
  h4: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 },
  h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.5 },
  body1: { fontSize: '0.9375rem', lineHeight: 1.55 },
  body2: { fontSize: '0.875rem', lineHeight: 1.5 },
  caption: { fontSize: '0.75rem', lineHeight: 1.4 },
  button: { fontWeight: 500, textTransform: 'none' as const, letterSpacing: 0 },
} as const;

/** Spacing unit (px): MUI's theme.spacing(n) is n × this. */
export const SPACING = 8;

/** Corner radius (px): controls and cards; chips are fully round. */
export const RADIUS = { control: 8, card: 12 } as const;

/** Elevation: borders carry the structure; shadows only for what floats (menus, dialogs). */
export const SHADOWS = {
  light: { raised: '0 1px 2px rgba(16, 24, 40, 0.06)', floating: '0 8px 24px rgba(16, 24, 40, 0.12)' },
  dark: { raised: '0 1px 2px rgba(0, 0, 0, 0.4)', floating: '0 8px 24px rgba(0, 0, 0, 0.5)' },
} as const;

/** Density: tables and inputs use MUI's small size; the sidebar is 240 px wide. */
export const DENSITY = { tableCellY: 10, sidebarWidth: 240 } as const;
