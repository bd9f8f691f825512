import { Link as MuiLink } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type FigureLinkProps = {
  /** Where the things behind the figure are listed (e.g. the contacts list filtered to them). */
  to: string;
  /** The figure as shown ("128", "4,2 %"). */
  children: ReactNode;
  /** What following the link shows, for screen readers ("Ver los contactos"); the figure alone would be a bare number. */
  description: string;
};

/**
 * A figure that opens what it counts: the number stays the visible text (tabular, underlined on
 * hover and focus), and the link's name says where it leads.
 */
export function FigureLink({ to, children, description }: FigureLinkProps) {
  return (
    <MuiLink component={Link} to={to} underline="hover" sx={{ fontVariantNumeric: 'tabular-nums', '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}>
      {children}{' '}
      <span style={visuallyHidden as React.CSSProperties}>{`· ${description}`}</span>
    </MuiLink>
  );
}
