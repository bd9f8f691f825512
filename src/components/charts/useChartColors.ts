import { useTheme } from '@mui/material/styles';

/** An eighth hue for series beyond the status colours, with the same contrast on each mode's surface. */
const MAGENTA = { light: '#be185d', dark: '#f472b6' } as const;

/**
 * Series colours from the theme's tokens (brand first), so charts match the rest of the product in
 * both modes: eight distinct ones (a chart of contacts by source has eight series, and a colour
 * repeated within a chart reads as one series).
 */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return [
    palette.primary.main, palette.secondary.main, palette.info.main, palette.warning.main,
    palette.success.main, palette.error.main, MAGENTA[palette.mode], palette.text.secondary,
  ];
}
