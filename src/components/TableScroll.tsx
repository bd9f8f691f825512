import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export type TableScrollProps = { label: string; children: ReactNode };

/**
 * A table's own sideways scroll, so a narrow window scrolls the table and not the page. It is a
 * named, focusable group: keyboard users scroll it with the arrow keys (WCAG 2.1.1, axe's
 * scrollable-region-focusable) even when the table has no links or buttons. A group, not a
 * region: a region is a landmark and would repeat the name of the section around the table.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      tabIndex={0}
      // relative: text hidden for screen readers inside the table (position absolute) stays inside the
      // scroll box instead of widening the page.
      sx={{ position: 'relative', overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </Box>
  );
}
