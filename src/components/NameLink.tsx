import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type NameLinkProps = { to: string; children: ReactNode };

/**
 * A record's name in a table, linking to its page: read as the name (plain, a little heavier),
 * underlined on hover and keyboard focus, so a table reads as names rather than blue links. Its
 * click stays its own: a row that also opens on click must not open twice.
 */
export function NameLink({ to, children }: NameLinkProps) {
  return (
    <MuiLink
      component={Link}
      to={to}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
      color="inherit"
      underline="hover"
      sx={{ fontWeight: 500, '&:focus-visible': { textDecoration: 'underline' } }}
    >
      {children}
    </MuiLink>
  );
}
