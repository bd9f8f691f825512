import { useTheme } from '@mui/material/styles';

/** Series colours from the theme's tokens (brand first), so charts match the rest of the product in both modes. */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return [palette.primary.main, palette.secondary.main, palette.info.main, palette.warning.main, palette.success.main, palette.error.main];
}
