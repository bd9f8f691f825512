import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type PreviewSectionProps = { title: string; children: ReactNode };

/**
 * A preview's labelled region: a visible heading names it, so a screen reader lists it among the
 * page's regions and a sighted user knows the card below is an illustration, not the live ad.
 */
export function PreviewSection({ title, children }: PreviewSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}
