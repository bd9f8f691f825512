import { Box, Breadcrumbs, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Title } from 'react-admin';

export type Crumb = { label: string; to?: string };

export type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** The way here, the current page last (it gets no link and `aria-current`). */
  breadcrumbs?: Crumb[];
  /** Buttons at the end of the title line; they wrap under the title on narrow screens. */
  actions?: ReactNode;
};

/** A screen's heading: where it sits, its title (the page's h1), what it is about, what it offers. */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {/* The app bar and the browser tab say the same title (react-admin renders it where its layout has a place for it). */}
      <Title title={title} />
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label={t('app.components.breadcrumbs')} sx={{ mb: 0.5, typography: 'body2' }}>
          {breadcrumbs.map((crumb, index) =>
            crumb.to && index < breadcrumbs.length - 1 ? (
              <MuiLink key={crumb.label} component={Link} to={crumb.to} color="text.secondary" underline="hover">
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography key={crumb.label} variant="body2" color="text.primary" aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>{title}</Typography>
          {subtitle && <Typography color="text.secondary" sx={{ mt: 0.5 }}>{subtitle}</Typography>}
        </Box>
        {actions && <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Stack>}
      </Stack>
    </Box>
  );
}
