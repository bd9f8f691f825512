import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type EmptyStateProps = {
  title: string;
  body?: ReactNode;
  icon?: ReactNode;
  /** The one thing to do next: a link (`to`) or a button (`onClick`). */
  action?: { label: string; to?: string; onClick?: () => void };
  /** Heading level of the title within the page (2 under a page title, 3 inside a section). */
  headingLevel?: 2 | 3;
};

/** Nothing here yet: what this place is for, and the way to fill it. */
export function EmptyState({ title, body, icon, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 480, mx: 'auto' }}>
      {icon && <Box aria-hidden sx={{ color: 'text.secondary', mb: 1.5, '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography component={`h${headingLevel}`} variant="h4" gutterBottom>{title}</Typography>
      {body && <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>{body}</Typography>}
      {action && (action.to ? (
        <Button variant="contained" component={Link} to={action.to}>{action.label}</Button>
      ) : (
        <Button variant="contained" onClick={action.onClick}>{action.label}</Button>
      ))}
    </Box>
  );
}
