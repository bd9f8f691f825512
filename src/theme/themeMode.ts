import { createStore } from '../store/createStore';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** SPEC §9: light unless the user chose dark. */
export const parseThemeMode = (value: string | null): ThemeMode => (value === 'dark' ? 'dark' : 'light');

export const createThemeModeStore = (initial: string | null) => createStore<ThemeMode>(parseThemeMode(initial));
