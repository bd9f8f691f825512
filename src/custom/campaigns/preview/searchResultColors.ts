import type { ThemeMode } from '../../../theme/themeMode';

/**
 * The search page's own conventions, the one place the preview leaves the theme: headlines and
 * sitelinks in link blue, the display URL in green. Google's own light and dark values, each
 * checked for WCAG AA against the theme's surfaces (searchResultColors.test.ts).
 */
export const SEARCH_RESULT_COLORS: Record<ThemeMode, { link: string; url: string }> = {
  light: { link: '#1a0dab', url: '#006621' },
  dark: { link: '#8ab4f8', url: '#81c995' },
};
