import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';

export type ProductLogoProps = {
  /** The product's name beside the mark; without it the mark alone (its name for screen readers). */
  name: string;
  showName?: boolean;
  size?: number;
};

/**
 * The product's mark — a rising line ending in a point, growth you can reach — on the brand
 * colour, and its name. The same drawing is public/favicon.svg.
 */
export function ProductLogo({ name, showName = true, size = 28 }: ProductLogoProps) {
  // The line takes the text colour the theme sets on the brand (white in light, ink in dark).
  const ink = useTheme().palette.primary.contrastText;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}>
      <Box component="svg" viewBox="0 0 32 32" width={size} height={size} role="img" aria-label={showName ? undefined : name} aria-hidden={showName || undefined} sx={{ flexShrink: 0, color: 'primary.main' }}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 22.5 13.5 16l4 3.5L24 11" fill="none" stroke={ink} strokeWidth="2.75" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="24" cy="11" r="2.5" fill={ink} />
      </Box>
      {showName && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
          {name}
        </Typography>
      )}
    </Box>
  );
}
