import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

export type PageShellProps = { title: string; intro?: string; children: ReactNode; actions?: ReactNode };

/** A signed-in page: title in the app bar and as the page's h1, optional intro and actions. */
export function PageShell({ title, intro, children, actions }: PageShellProps) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      {children}
    </Box>
  );
}
